import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

/** Class names for buttons and for links that look like buttons (`<Link className={button()}>`). */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px', // touch target
    borderRadius: vars.radius.sm,
    border: '1px solid transparent',
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.background } },
      },
      /** An action that cannot be undone (closing the account): white on danger red, 5.6:1. */
      danger: {
        background: vars.color.danger,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: '#a31f1f' } },
      },
      text: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.divider } },
      },
    },
    size: {
      sm: { padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg, minHeight: '52px' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
