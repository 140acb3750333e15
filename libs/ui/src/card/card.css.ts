import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { media } from '../theme/tokens.ts';

/**
 * The bordered card: a white box with a 1 px border and 8 px corners, for a block of a page (an
 * order, an address, a sidebar section) or a link to one. Compose it with the box's own layout:
 * `style([card({ padding: 'lg' }), { display: 'grid', gap: vars.space.sm }])`. Padding and border
 * colour are variants, so a composed style never has to override what the recipe sets.
 */
export const card = recipe({
  base: { borderRadius: vars.radius.md, border: `1px solid ${vars.color.divider}`, background: vars.color.surface },
  variants: {
    padding: {
      none: {},
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
      /** 16 px on a phone, 24 px from tablet width. */
      responsive: { padding: vars.space.md, '@media': { [media.tabletUp]: { padding: vars.space.lg } } },
    },
    /** `subtle`: the divider grey of page blocks; `strong`: the darker border grey of form-like boxes. */
    border: { subtle: {}, strong: { borderColor: vars.color.border } },
    /** `small`: 4 px corners. */
    radius: { md: {}, sm: { borderRadius: vars.radius.sm } },
    /** A card that is a link: text colour, no underline; the border turns primary on hover. */
    link: {
      true: { color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { borderColor: vars.color.primary } } },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', border: 'subtle', radius: 'md', link: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
