import { globalStyle, style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars, visuallyHidden } from '@shop/ui';
import { inputBox } from '../styles/input-box.css.ts';

export const section = style([
  card({ padding: 'lg' }),
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, margin: `${vars.space.xl} 0 0` },
]);

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const swatches = style([cluster({ gap: 'xs', align: 'stretch', list: true })]);

/** The radio input stays in the tab order and is read, but is drawn by its swatch label. */
export const swatchInput = style([visuallyHidden]);

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

export const swatchDot = style({ width: '28px', height: '28px', borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}` });

// The colour × size grid scrolls inside its own box when it is wider than the buy box (phones).
export const gridScroll = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const grid = style({ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%', fontSize: vars.fontSize.sm });

export const gridColumnHead = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  background: vars.color.background,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  selectors: { '&:first-child': { position: 'sticky', left: 0, zIndex: 1, textAlign: 'left' } },
});

// The colour names stay in view while the sizes scroll sideways.
export const gridRowHead = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

globalStyle(`${gridRowHead} > span`, {
  display: 'inline-block',
  width: '16px',
  height: '16px',
  marginRight: vars.space.xxs,
  verticalAlign: 'middle',
});

export const chosenRow = style({});

globalStyle(`${chosenRow} > th, ${chosenRow} > td`, { background: '#eef5fd' });
globalStyle(`${chosenRow} > th`, { fontWeight: vars.fontWeight.bold });

export const gridCell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'center',
  verticalAlign: 'top',
  minWidth: '76px',
});

globalStyle(`${gridCell} > span`, { display: 'block', marginTop: '2px' });

export const noSize = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, verticalAlign: 'middle' });

export const cellPrice = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
});

/** A cell's price that its column head states on a wide screen. */
export const sharedCellPrice = style({ '@media': { [media.tabletUp]: { selectors: { [`${gridCell} > &`]: { display: 'none' } } } } });

/** The size name inside a cell: shown only on a phone, where each size is a row. */
export const cellSize = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const gridNote = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// Wide screens: colours are rows, sizes columns; the size name in a cell is the column head's.
globalStyle(`${gridCell} > ${cellSize}`, { '@media': { [media.tabletUp]: { display: 'none' } } });

// Phones: the chosen colour's sizes as rows (size, price and stock, quantity); the other colours'
// rows are hidden but keep what was typed in them.
globalStyle(`${grid} thead`, { '@media': { [media.narrow]: { display: 'none' } } });
globalStyle(`${grid}, ${grid} tbody`, { '@media': { [media.narrow]: { display: 'block' } } });
globalStyle(`${grid} tbody > tr:not(${chosenRow})`, { '@media': { [media.narrow]: { display: 'none' } } });
globalStyle(`${grid} tbody > tr${chosenRow}`, { '@media': { [media.narrow]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } } });
globalStyle(`${chosenRow} > th`, { '@media': { [media.narrow]: { position: 'static', display: 'block' } } });
globalStyle(`${chosenRow} > td`, {
  '@media': {
    [media.narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(3.5em, auto) minmax(0, 1fr) auto',
      gridTemplateAreas: '"size price input" "size stock input" "error error error"',
      alignItems: 'center',
      columnGap: vars.space.sm,
      textAlign: 'left',
      background: vars.color.surface,
    },
  },
});
globalStyle(`${chosenRow} > td > ${cellSize}`, { '@media': { [media.narrow]: { gridArea: 'size' } } });
globalStyle(`${chosenRow} > td > input`, { '@media': { [media.narrow]: { gridArea: 'input' } } });
globalStyle(`${chosenRow} > td > span[id$="-stock"]`, { '@media': { [media.narrow]: { gridArea: 'stock', marginTop: 0 } } });
globalStyle(`${chosenRow} > td > span[id$="-price"]`, {
  '@media': { [media.narrow]: { gridArea: 'price', marginTop: 0, fontSize: vars.fontSize.sm } },
});
globalStyle(`${chosenRow} > td > span[id$="-error"]`, { '@media': { [media.narrow]: { gridArea: 'error', maxWidth: 'none' } } });
globalStyle(`${chosenRow} > td${noSize}`, { '@media': { [media.narrow]: { display: 'none' } } });

export const stock = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const stockLow = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const quantityInput = style([
  inputBox(),
  {
    width: '64px',
    fontSize: vars.fontSize.md,
    textAlign: 'right',
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger }, '&:disabled': { background: vars.color.background } },
  },
]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.xs, whiteSpace: 'normal', maxWidth: '10em' });

export const select = style([inputBox(), { maxWidth: '100%', background: vars.color.surface, fontSize: vars.fontSize.sm }]);

export const wrapping = style([stack({ gap: 'xxs' }), { justifyItems: 'start', fontSize: vars.fontSize.sm }]);

export const summary = style({ margin: 0, fontSize: vars.fontSize.md });

export const addButton = style({ width: '100%', '@media': { [media.tabletUp]: { width: 'auto' } } });

export const confirmation = style([
  cluster(),
  {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.success}`,
    background: '#edf7ee',
    fontSize: vars.fontSize.sm,
  },
]);

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

export const methods = style([stack({ gap: 'xs', list: true })]);

export const method = style([
  cluster({ gap: 'xs', align: 'stretch', justify: 'between' }),
  { padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.divider}`, fontSize: vars.fontSize.sm },
]);

// On a phone as on a desktop the button stays legible while it cannot be pressed (before hydration,
// while adding): solid colours instead of the shared 50 % opacity, white on #57606a is 6.4:1.
globalStyle(`.${form} .${addButton}:disabled`, { opacity: 1, background: vars.color.textMuted, color: vars.color.onPrimary });

/** The 「カートに追加しました」 dialog: under the header at the right on a desktop, along the bottom on a phone. */
export const addedDialog = style([
  card({ padding: 'lg', border: 'strong' }),
  {
    position: 'fixed',
    zIndex: vars.zIndex.drawer,
    left: vars.space.sm,
    right: vars.space.sm,
    bottom: vars.space.sm,
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    display: 'grid',
    gap: vars.space.md,
    color: vars.color.text,
    boxShadow: '0 12px 32px rgba(15, 23, 42, 0.25)',
    '@media': {
      [media.tabletUp]: { left: 'auto', bottom: 'auto', top: `calc(64px + ${vars.space.sm})`, right: vars.space.lg, width: '26rem' },
    },
  },
]);

export const addedTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.success });

export const addedLine = style([stack({ gap: 'xxs' }), { margin: 0, fontSize: vars.fontSize.sm }]);

export const addedSizes = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

export const addedTotal = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const addedActions = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } },
});
