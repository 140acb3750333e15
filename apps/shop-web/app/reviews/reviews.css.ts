import { globalStyle, style } from '@vanilla-extract/css';
import { card as uiCard, cluster, media, stack, vars } from '@shop/ui';

export const title = style({ margin: `${vars.space.md} 0`, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const sectionTitle = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const cardList = style([stack(), { margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' }]);

/** A product with its picture on the left, the text beside it. */
export const card = style([
  uiCard({ border: 'strong' }),
  { display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', gap: vars.space.sm },
]);

export const cardImage = style({
  width: 64,
  height: 64,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const cardBody = style([stack({ gap: 'xxs' }), { minWidth: 0 }]);

globalStyle(`${cardBody} > p`, { margin: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style([cluster({ align: 'stretch' }), { marginTop: vars.space.xs }]);

export const hiddenBadge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const form = style([stack(), { maxWidth: 640 }]);

export const textarea = style({ minHeight: '10em', resize: 'vertical' });

/** The star radio group: five labelled radios drawn as stars; keyboard arrows move between them. */
export const starGroup = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const requiredMark = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
});

export const starOptions = style([cluster({ gap: 'xxs', align: 'stretch' })]);

export const starRadio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const starLabel = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 48,
  minHeight: 48,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
});

export const starGlyph = style({ fontSize: '24px', lineHeight: 1, color: vars.color.border });

export const starGlyphOn = style({ color: '#b45309' });

globalStyle(`${starRadio}:focus-visible + ${starLabel}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle(`${starRadio}:checked + ${starLabel}`, { borderColor: '#b45309', fontWeight: vars.fontWeight.bold });

export const fieldError = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const notice = style({ marginBottom: vars.space.md });

export const choiceRow = style([cluster({ gap: 'md', align: 'stretch' })]);

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minHeight: 44 });

/** Definition list of a review's facts. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const reviewText = style({ margin: `0 0 ${vars.space.lg}`, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** The per-star distribution of the customer-reviews page: label, bar, count. */
export const distribution = style([stack({ gap: 'xxs', list: true }), { minWidth: 220, flex: '1 1 260px' }]);

export const distributionRow = style({
  display: 'grid',
  gridTemplateColumns: '3.5em minmax(0, 1fr) 3em',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const bar = style({ height: 10, borderRadius: vars.radius.pill, background: vars.color.divider, overflow: 'hidden' });

export const barFill = style({ display: 'block', height: '100%', background: '#d97706' });

export const sizeFit = style({ margin: `${vars.space.xxs} 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const wide = style({ '@media': { [media.desktopUp]: { maxWidth: 760 } } });

export const starOption = style({ position: 'relative', display: 'inline-flex' });
