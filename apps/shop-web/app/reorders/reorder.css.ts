import { globalStyle, style } from '@vanilla-extract/css';
import { card as uiCard, cluster, media, stack as uiStack, vars } from '@shop/ui';
import { inputBox } from '../styles/input-box.css.ts';

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const cards = style([uiStack({ list: true })]);

export const card = style([
  uiCard(),
  {
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 1fr)',
    gap: vars.space.sm,
    '@media': { [media.tabletUp]: { gridTemplateColumns: '112px minmax(0, 1fr)', gap: vars.space.md } },
  },
]);

export const thumb = style({
  width: '72px',
  height: '72px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  '@media': { [media.tabletUp]: { width: '112px', height: '112px' } },
});

export const cardBody = style([uiStack({ gap: 'xxs' }), { minWidth: 0 }]);
globalStyle(`${cardBody} > p`, { margin: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style([cluster(), { marginTop: vars.space.xs }]);

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
});

export const steps = style([
  cluster({ gap: 'xs', align: 'stretch' }),
  { margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm },
]);
export const step = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const stepCurrent = style({ borderColor: vars.color.primary, color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const colorBlock = style([uiCard(), { display: 'grid', gap: vars.space.xs }]);
export const colorTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const swatch = style({
  display: 'inline-block',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
});

export const sizeGrid = style([uiStack({ gap: 'sm', list: true }), { gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }]);
export const sizeCell = style({ display: 'grid', gap: '2px', fontSize: vars.fontSize.sm });
export const sizeName = style({ fontWeight: vars.fontWeight.bold });
export const quantityInput = style([
  inputBox({ size: 'regular' }),
  { width: '100%', fontSize: vars.fontSize.md, background: vars.color.surface, color: vars.color.text },
]);

export const stack = style([uiStack()]);

export const summaryBar = style([
  cluster({ justify: 'between' }),
  { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background },
]);

export const fieldset = style([uiCard(), { display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 }]);
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });
export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });
export const inkSelect = style([
  inputBox({ size: 'regular' }),
  { background: vars.color.surface, color: vars.color.text, fontSize: vars.fontSize.md },
]);
export const inkRow = style([cluster()]);

export const breakdown = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
export const breakdownTerm = style({ margin: 0 });
export const breakdownValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const totalTerm = style({
  margin: 0,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.divider}`,
  fontWeight: vars.fontWeight.bold,
});
export const totalValue = style([
  breakdownValue,
  { paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.divider}`, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg },
]);
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });
