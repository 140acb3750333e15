import { style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars } from '@shop/ui';
import { inputBox } from '../styles/input-box.css.ts';

/** Steps and content on the left, the price panel beside them on wide screens, below on phones. */
export const stepLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' } },
});

export const stepContent = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, minWidth: 0 });

export const title = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const steps = style([cluster({ gap: 'xs', align: 'stretch', list: true }), { fontSize: vars.fontSize.sm }]);

export const stepItem = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const stepCurrent = style({ borderColor: vars.color.primary, color: vars.color.primary, fontWeight: vars.fontWeight.bold });

export const section = style([card(), { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, minWidth: 0 }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const choiceList = style([stack({ gap: 'xs', list: true })]);

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const swatch = style({
  width: '24px',
  height: '24px',
  flex: 'none',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});

export const sizeTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'left',
});

/** A size name or a price: kept on one line on a phone (「XX / L」 and 「￥1,47 / 0」 were seen at 390 px). */
export const keepCell = style([cell, { whiteSpace: 'nowrap' }]);

/** The wrapping choice under the sizes: the label above a select as wide as the card, never wider (its options are long). */
export const wrappingField = style([stack({ gap: 'xxs' }), { fontSize: vars.fontSize.sm }]);
export const wrappingSelect = style([
  inputBox(),
  { width: '100%', maxWidth: '100%', background: vars.color.surface, fontSize: vars.fontSize.sm },
]);

export const quantityInput = style([inputBox(), { width: '5.5em', fontSize: vars.fontSize.md }]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const actions = style([cluster({ justify: 'between' })]);

export const panel = style([
  stack({ gap: 'xs' }),
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `2px solid ${vars.color.primary}`,
    background: vars.color.surface,
    '@media': { [media.desktopUp]: { position: 'sticky', top: '80px' } },
  },
]);

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const total = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const breakdown = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const breakdownValue = style({ margin: 0, textAlign: 'right' });

export const hint = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const methods = style([stack({ list: true })]);

export const quoteTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const tagList = style([cluster({ gap: 'xs', align: 'stretch', list: true })]);

export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.divider,
  fontSize: vars.fontSize.xs,
});
