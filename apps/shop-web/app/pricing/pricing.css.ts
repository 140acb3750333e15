/** Styles of the price tables, worked examples and the quick price simulator. */
import { globalStyle, style } from '@vanilla-extract/css';
import { card, media, stack, vars } from '@shop/ui';
import { inputBox } from '../styles/input-box.css.ts';

export const tableWrap = style({ margin: `0 0 ${vars.space.lg}` });

export const tableScroll = style({ margin: `0 0 ${vars.space.xs}` });

export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { background: vars.color.background, fontWeight: vars.fontWeight.bold });
// Headers wrap (long size names), so a table stays about as narrow as its figures on a phone.
globalStyle(`${table} th`, { minWidth: '5em' });
globalStyle(`${table} tbody th`, { minWidth: '8em' });
globalStyle(`${table} td`, { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const caption = style({ captionSide: 'top', textAlign: 'left', fontWeight: vars.fontWeight.bold, padding: `0 0 ${vars.space.xs}` });

export const note = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const example = style([card({ border: 'strong' }), { margin: `0 0 ${vars.space.lg}` }]);

export const exampleTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const breakdown = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${vars.space.sm}`,
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${breakdown} dt`, { margin: 0 });
globalStyle(`${breakdown} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const totalLine = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const simulator = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', padding: vars.space.lg } },
});

export const simulatorTitle = style({ margin: 0, fontSize: vars.fontSize.lg, '@media': { [media.tabletUp]: { gridColumn: '1 / -1' } } });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  width: '100%',
});

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '32px',
  fontSize: vars.fontSize.sm,
});

export const label = style([stack({ gap: 'xxs' }), { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold }]);

export const control = style([
  inputBox({ size: 'free' }),
  {
    minHeight: '40px',
    padding: `0 ${vars.space.sm}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.regular,
    width: '100%',
    maxWidth: '100%',
  },
]);

export const result = style([
  stack({ gap: 'xs' }),
  { alignContent: 'start', padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background },
]);

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const refusal = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const launcher = style({ marginTop: vars.space.sm });
