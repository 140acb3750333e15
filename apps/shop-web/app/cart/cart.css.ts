import { globalStyle, style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars } from '@shop/ui';
import { inputBox } from '../styles/input-box.css.ts';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});

export const notices = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.lg}`,
  selectors: { '&:empty': { margin: 0 } },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: '#fdecea',
  fontSize: vars.fontSize.sm,
});

export const noticeTitle = style({ marginRight: vars.space.xs, color: vars.color.danger });

export const lines = style([stack({ list: true })]);

export const line = style([card(), { display: 'grid', gridTemplateColumns: '80px minmax(0, 1fr)', gap: vars.space.md }]);

export const lineImage = style({
  width: '80px',
  height: '80px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

// minmax(0, …): a wide select must not push the line out of its card.
export const lineBody = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, minWidth: 0 });

export const lineTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const lineMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  marginRight: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const controls = style([cluster({ gap: 'md' })]);

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const select = style([inputBox(), { minWidth: 0, maxWidth: '100%', background: vars.color.surface, fontSize: vars.fontSize.sm }]);

export const removeButton = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const amounts = style([cluster({ gap: 'xs', align: 'stretch', justify: 'between' }), { margin: 0, fontSize: vars.fontSize.sm }]);

export const amountTerm = style({ color: vars.color.textMuted });

export const amountValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const lineMessage = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const lineNotice = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });

export const summary = style([
  card({ padding: 'lg' }),
  {
    display: 'grid',
    gap: vars.space.md,
    '@media': { [media.desktopUp]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space.md})` } },
  },
]);

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const totalTerm = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const totalValue = style({
  margin: 0,
  textAlign: 'right',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});

export const partValue = style({ margin: 0, textAlign: 'right' });

export const progress = style({ width: '100%', height: '8px', accentColor: vars.color.primary });

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const empty = style([
  card({ padding: 'none' }),
  { display: 'grid', gap: vars.space.md, justifyItems: 'start', padding: vars.space.xl },
]);

export const sectionTitle = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const retry = style({ marginLeft: vars.space.xs });

/** The placements of a print order, each with its artwork thumbnail. */
export const printList = style([stack({ gap: 'xs', list: true })]);
export const printEntry = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const printThumb = style({
  width: 40,
  height: 40,
  objectFit: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

/** A print order's subtotal by part. */
export const chargeList = style({ margin: 0, display: 'grid', gap: 2, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const chargeRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });
// vanilla-extract selectors must target the styled element itself; its children are styled globally.
globalStyle(`${chargeRow} > dd`, { margin: 0 });

/** A colour group of a print order (and the add-a-colour disclosure). */
export const groupBox = style([
  stack({ gap: 'xs' }),
  { margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, minWidth: 0 },
]);
export const addForm = style([stack({ gap: 'sm' }), { marginTop: vars.space.sm }]);

/** 「ご注文手続きへ進む」 spans the summary. */
export const checkoutLink = style({ width: '100%' });
