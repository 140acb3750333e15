import { style } from '@vanilla-extract/css';
import { media, stack, vars } from '@shop/ui';

export const root = style([stack({ gap: 'sm' }), { minWidth: 0 }]);

export const views = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' } },
});

export const view = style([stack({ gap: 'xs' }), { margin: 0, minWidth: 0 }]);

export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: '400px',
  height: 'auto',
  margin: '0 auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: '#f5f5f3',
});

export const caption = style([stack({ gap: 'xxs' }), { fontSize: vars.fontSize.sm }]);

export const viewName = style({ fontWeight: vars.fontWeight.bold });

export const list = style([stack({ gap: 'xxs', list: true })]);

export const missing = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
