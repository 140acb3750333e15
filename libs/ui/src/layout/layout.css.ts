import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

/** The theme's spacing steps, as a variant of the layout recipes. */
const gaps = {
  none: { gap: vars.space.none },
  xxs: { gap: vars.space.xxs },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
};

/** A list reset (`<ul>`, `<ol>`, `<dl>`): no margin, no padding, no bullets. */
const list = { true: { margin: 0, padding: 0, listStyle: 'none' }, false: {} };

/**
 * Children one below the other with the same gap between them (a grid of one column), e.g. the
 * sections of a page or the entries of a list: `stack({ gap: 'sm', list: true })`. The column is as
 * wide as the stack (`minmax(0, 1fr)`), never as wide as its widest child: an `auto` column grew to
 * a select's longest option and pushed the cart 56 px past a 390 px phone (issue #32).
 */
export const stack = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: { gap: gaps, list },
  defaultVariants: { gap: 'md', list: false },
});

/**
 * Children side by side, wrapping onto the next line when there is no room, e.g. buttons, chips or
 * badges: `cluster({ gap: 'xs' })`. Vertically centred unless `align` says otherwise.
 */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap' },
  variants: {
    gap: gaps,
    align: { center: { alignItems: 'center' }, start: { alignItems: 'flex-start' }, baseline: { alignItems: 'baseline' }, stretch: {} },
    justify: { start: {}, between: { justifyContent: 'space-between' }, end: { justifyContent: 'flex-end' } },
    list,
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', list: false },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type ClusterVariants = NonNullable<RecipeVariants<typeof cluster>>;
