import { vars } from '@shop/ui';
import { recipe } from '@vanilla-extract/recipes';

/**
 * The storefront's small form controls outside `TextField`/`FormField` (quantities in a size grid,
 * a wrapping select in a cart line, a price bound, a search field): a 1 px border-grey box with
 * 4 px corners. `size: 'compact'` is 40 px high with 8 px side padding, `'regular'` 44 px with
 * 12 px; `'free'` leaves height and padding to the composing style. Background, text colour and
 * size stay with each control, which differ. This module's CSS is a chunk of its own, which a page
 * may load after its own styles: a style that composes `inputBox` must not set what it sets.
 */
export const inputBox = recipe({
  base: { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm },
  variants: {
    size: {
      compact: { minHeight: '40px', padding: `0 ${vars.space.xs}` },
      regular: { minHeight: '44px', padding: `0 ${vars.space.sm}` },
      free: {},
    },
  },
  defaultVariants: { size: 'compact' },
});
