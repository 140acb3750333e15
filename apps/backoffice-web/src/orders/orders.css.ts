import { vars } from '@shop/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const badgeBase = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

/** A status badge per order status (colours with a text contrast of 4.5:1 or more). */
export const badge = styleVariants({
  pending_authentication: [badgeBase, { background: '#f3f4f6', color: '#374151', borderColor: '#d1d5db' }],
  awaiting_payment: [badgeBase, { background: '#fef3c7', color: '#78350f', borderColor: '#f59e0b' }],
  received: [badgeBase, { background: '#dbeafe', color: '#1e3a8a', borderColor: '#93c5fd' }],
  data_check: [badgeBase, { background: '#ede9fe', color: '#4c1d95', borderColor: '#c4b5fd' }],
  in_production: [badgeBase, { background: '#cffafe', color: '#134e4a', borderColor: '#67e8f9' }],
  shipped: [badgeBase, { background: '#dcfce7', color: '#14532d', borderColor: '#86efac' }],
  delivered: [badgeBase, { background: '#f0fdf4', color: '#14532d', borderColor: '#bbf7d0' }],
  cancelled: [badgeBase, { background: '#fee2e2', color: '#7f1d1d', borderColor: '#fca5a5' }],
});

export const lateBadge = style([badgeBase, { background: '#b91c1c', color: '#ffffff' }]);

export const searchRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const searchBox = style({ flex: '1 1 24rem', minWidth: '16rem' });
export const bulkBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: vars.space.sm,
  background: '#1f2937',
  color: '#f9fafb',
  borderRadius: vars.radius.sm,
});
export const numberCell = style({ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, monospace' });
export const late = style({ color: '#b91c1c', fontWeight: vars.fontWeight.bold });
export const preview = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: '50vh',
  overflowY: 'auto',
});
export const skipped = style({ color: vars.color.textMuted });
export const refused = style({ color: '#b91c1c' });

export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.md });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
});
export const bigCount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });
export const countCell = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const overdueCell = style([countCell, { background: '#fef2f2' }]);
export const section = style({ display: 'grid', gap: vars.space.sm });
export const detailGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: vars.space.md });
export const definition = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
