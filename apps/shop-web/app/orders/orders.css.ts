import { globalStyle, style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars } from '@shop/ui';

/** A titled block of an order or quote (lines, amounts, address, payment…). */
export const section = style([card({ padding: 'responsive' }), { display: 'grid', gap: vars.space.sm }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** A heading inside a section. */
export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** An order or production number in a heading: never broken at its hyphens. */
export const number = style({ whiteSpace: 'nowrap' });

// The section's gap spaces its blocks; paragraphs bring no margins of their own.
globalStyle(`${section} > p`, { margin: 0 });

export const sectionHeader = style([cluster({ gap: 'xs', align: 'baseline', justify: 'between' })]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style([stack({ list: true })]);

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
  '@media': { [media.tabletUp]: { gridTemplateColumns: '88px minmax(0, 1fr)', gap: vars.space.md } },
});

export const lineImage = style({
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  '@media': { [media.tabletUp]: { width: '88px', height: '88px' } },
});

export const lineBody = style([stack({ gap: 'xxs' }), { minWidth: 0 }]);

export const lineTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const lineMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A silk-screen print's inks by name with their swatches, on a line of its own under the print. */
export const inkLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs, color: vars.color.text });

export const subtotal = style({ margin: 0, textAlign: 'right', fontWeight: vars.fontWeight.bold });

export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  marginRight: vars.space.xxs,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const prints = style([stack({ gap: 'xs', list: true })]);

export const print = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const printThumb = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.background,
});

export const noThumb = style([
  printThumb,
  { display: 'inline-grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.xs },
]);

export const groups = style([stack({ gap: 'xxs', list: true }), { fontSize: vars.fontSize.sm }]);

export const charges = style([stack({ gap: 'xxs' }), { margin: 0, fontSize: vars.fontSize.sm }]);

export const chargeRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });

export const amounts = style([stack({ gap: 'xs' }), { margin: 0 }]);

export const amountRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md, margin: 0 });

// An amount never breaks inside (`￥12,70` / `0`); the label wraps instead.
globalStyle(`${amountRow} > dd`, { margin: 0, whiteSpace: 'nowrap' });

export const totalRow = style([
  amountRow,
  { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
]);

export const tax = style({ margin: 0, textAlign: 'right', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const address = style({ margin: 0, fontStyle: 'normal', lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
