import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

/** The message box at the top of a form: red for errors, green for notices. */
export const formAlert = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      error: { borderColor: vars.color.danger, color: vars.color.danger, background: vars.color.dangerSurface },
      notice: { borderColor: vars.color.success, color: vars.color.success, background: vars.color.successSurface },
    },
  },
  defaultVariants: { tone: 'error' },
});
