/** Styles of the BYOB pages (the step forms reuse the contact form's; these are their own parts). */
import { style } from '@vanilla-extract/css';
import { media, stack, vars } from '@shop/ui';

/** The sizes × pieces grid: four columns, two on a phone. */
export const quantityGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': { [media.narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const quantityCell = style([stack({ gap: 'xxs' }), { fontSize: vars.fontSize.sm }]);

export const fieldset = style([stack({ gap: 'sm' }), { margin: 0, padding: 0, border: 'none', minWidth: 0 }]);

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const placementCard = style([
  stack({ gap: 'sm' }),
  { padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` },
]);

export const placementTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const methodCard = style([
  stack({ gap: 'xs' }),
  { padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` },
]);

export const methods = style([
  stack({ gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' },
]);

export const flow = style({ margin: `0 0 ${vars.space.lg}`, paddingLeft: '1.5em', lineHeight: vars.lineHeight.body });

export const quote = style([
  stack({ gap: 'sm' }),
  { padding: vars.space.lg, borderRadius: vars.radius.md, border: `2px solid ${vars.color.primary}`, background: vars.color.surface },
]);

export const quotePrice = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.primary });
