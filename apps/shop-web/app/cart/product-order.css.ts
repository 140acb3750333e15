import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: `${vars.space.xl} 0 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
});

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const swatchInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const swatchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm} 0 ${vars.space.xxs}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    [`${swatchInput}:checked + &`]: { borderColor: vars.color.primary, fontWeight: vars.fontWeight.bold },
    [`${swatchInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const swatchDot = style({
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});

export const sizes = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sizeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(3em, auto) 1fr auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(4em, auto) 1fr auto auto' } },
});

export const sizeName = style({ fontWeight: vars.fontWeight.bold });

export const sizePrice = style({ fontSize: vars.fontSize.sm });

export const stock = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const stockLow = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const quantityInput = style({
  width: '80px',
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  textAlign: 'right',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger }, '&:disabled': { background: vars.color.background } },
});

export const error = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const select = style({
  maxWidth: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const wrapping = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start', fontSize: vars.fontSize.sm });

export const summary = style({ margin: 0, fontSize: vars.fontSize.md });

export const addButton = style({ width: '100%', '@media': { [media.tabletUp]: { width: 'auto' } } });

export const confirmation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.success}`,
  background: '#edf7ee',
  fontSize: vars.fontSize.sm,
});

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  background: '#fdecea',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const shipping = style({ margin: 0, fontSize: vars.fontSize.sm });

export const methods = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const method = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
  fontSize: vars.fontSize.sm,
});

// On a phone as on a desktop the button stays legible while it cannot be pressed (before hydration,
// while adding): solid colours instead of the shared 50 % opacity, white on #57606a is 6.4:1.
globalStyle(`.${form} .${addButton}:disabled`, {
  opacity: 1,
  background: vars.color.textMuted,
  color: vars.color.onPrimary,
});

/** The 「カートに追加しました」 dialog: under the header at the right on a desktop, along the bottom on a phone. */
export const addedDialog = style({
  position: 'fixed',
  zIndex: vars.zIndex.drawer,
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(15, 23, 42, 0.25)',
  '@media': {
    [media.tabletUp]: { left: 'auto', bottom: 'auto', top: `calc(64px + ${vars.space.sm})`, right: vars.space.lg, width: '26rem' },
  },
});

export const addedTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.success });

export const addedLine = style({ margin: 0, display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const addedSizes = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

export const addedTotal = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const addedActions = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } } });
