import { card, stack, vars } from '@shop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style([stack({ gap: 'lg' }), { maxWidth: '960px', minWidth: 0 }]);
export const intro = style([card(), { margin: 0, fontSize: vars.fontSize.sm, background: vars.color.successSurface }]);
export const section = style([stack({ gap: 'sm' }), { minWidth: 0 }]);
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const plainList = style([stack({ gap: 'xs', list: true })]);
export const placement = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
export const swatch = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const sizes = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${sizes} th, ${sizes} td`, {
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'left',
});
export const caption = style({ textAlign: 'left', fontSize: vars.fontSize.sm, color: vars.color.textMuted, paddingBottom: vars.space.xxs });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const closed = style([card(), { margin: 0, background: vars.color.dangerSurface, color: vars.color.danger }]);
