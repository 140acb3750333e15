import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

/** The field: label, control, hint and error stacked. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

/** The 「必須」 badge after the label. */
export const requiredMark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/**
 * Class names of the form controls (`<input>`, `<select>`, `<textarea>`): 44 px touch target, 16 px
 * text (iOS does not zoom in on focus), a red border and tint while `aria-invalid="true"`.
 */
export const fieldControl = recipe({
  base: {
    width: '100%',
    minHeight: '44px',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: vars.color.dangerSurface },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
  variants: {
    kind: {
      input: {},
      select: { maxWidth: '360px' },
      textarea: { minHeight: '200px', resize: 'vertical', lineHeight: vars.lineHeight.body },
    },
  },
  defaultVariants: { kind: 'input' },
});

export type FieldControlVariants = NonNullable<RecipeVariants<typeof fieldControl>>;

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
