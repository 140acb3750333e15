import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const layout = style({
  display: 'grid',
  // minmax(0, …): wide content (the wrapping select) must not widen the page on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

// The gallery (the first column) stays in view below the sticky top bar while the long buy box
// beside it scrolls, instead of leaving the left column empty. Two columns only: phones stack.
globalStyle(`${layout} > :first-child`, {
  '@media': { [media.tabletUp]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space.md})`, alignSelf: 'start' } },
});

export const brand = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const title = style({ margin: `${vars.space.xxs} 0 ${vars.space.sm}`, fontSize: vars.fontSize.xl });

export const code = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const price = style({
  margin: `${vars.space.md} 0`,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

// 「（税込・1枚あたり）」 is one label: it moves to the next line whole rather than breaking inside.
globalStyle(`${price} small`, {
  display: 'inline-block',
  marginLeft: vars.space.xxs,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
});

export const specTerm = style({ color: vars.color.textMuted });

export const specValue = style({ margin: 0 });

export const description = style({ whiteSpace: 'pre-line' });

export const heading = style({ margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
