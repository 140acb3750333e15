import { style, styleVariants } from '@vanilla-extract/css';
import { stack, vars } from '@shop/ui';

export const root = style([stack({ gap: 'xs' }), { marginTop: vars.space.sm, minWidth: 0 }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style([stack({ gap: 'xs', list: true })]);

const finding = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  fontSize: vars.fontSize.sm,
});

export const severity = styleVariants({
  error: [finding, { borderColor: vars.color.danger, background: vars.color.dangerSurface }],
  warning: [finding, { borderColor: '#b26a00', background: '#fff5e0' }],
  info: [finding, { borderColor: vars.color.border, background: vars.color.background }],
});

export const label = style({ fontWeight: vars.fontWeight.bold, marginRight: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
