import { globalStyle, style } from '@vanilla-extract/css';
import { card, cluster, media, stack as uiStack, vars } from '@shop/ui';
import { inputBox } from '../styles/input-box.css.ts';

export const title = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.xl });

/** The choices beside the cart summary on wide screens; one column on phones. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});

export const stack = style([uiStack({ gap: 'lg' }), { minWidth: 0 }]);

export const section = style([card({ padding: 'responsive' }), { display: 'grid', gap: vars.space.md, minWidth: 0, margin: 0 }]);

// The section's gap spaces its blocks; paragraphs bring no margins of their own.
globalStyle(`${section} > p`, { margin: 0 });

export const aside = section;

/** The side column (summary and the button that goes on) stays in view on wide screens. */
export const side = style([stack, { '@media': { [media.desktopUp]: { position: 'sticky', top: vars.space.md } } }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

/** A group of choices shown as cards (addresses, payment methods). */
export const choices = style([uiStack({ gap: 'sm' }), { margin: 0, padding: 0, border: 'none', minWidth: 0 }]);

export const choiceLegend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: '#fff7f2' },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

globalStyle(`${choice} input[type="radio"]`, { width: '20px', height: '20px', margin: '2px 0 0', accentColor: vars.color.primary });

export const choiceBody = style([uiStack({ gap: 'xxs' }), { minWidth: 0 }]);

export const choiceTitle = style({ fontWeight: vars.fontWeight.bold });

export const badge = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  verticalAlign: 'middle',
});

/** Form fields in two columns where there is room. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tabletUp]: { gridColumn: '1 / -1' } } });

export const select = style([
  inputBox({ size: 'regular' }),
  {
    width: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: vars.color.dangerSurface } },
  },
]);

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });

export const actions = style([cluster()]);

export const status = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });

export const summaryLines = style([uiStack({ gap: 'sm', list: true }), { fontSize: vars.fontSize.sm }]);

export const summaryLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const summaryName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const summaryAmount = style({ whiteSpace: 'nowrap' });

export const totals = style([
  uiStack({ gap: 'xs' }),
  { margin: 0, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.divider}` },
]);

export const totalRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });

globalStyle(`${totalRow} > dd`, { margin: 0, whiteSpace: 'nowrap' });

export const grandTotal = style([totalRow, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }]);

export const proceed = style({ width: '100%' });

/** A refusal or a notice above the page's content (it keeps its distance from what follows). */
export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  fontSize: vars.fontSize.sm,
});

export const noticeTitle = style({ marginRight: vars.space.xs, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const dateFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A section title with its 「変更する」 link at the end of the line. */
export const sectionHead = style([cluster({ gap: 'xs', justify: 'between' })]);
