import { vars } from '@shop/ui';
import { style } from '@vanilla-extract/css';

/**
 * A pill the shopper picks or follows (a category chip, a filter choice, a jump link): white with a
 * border-grey outline, small text, its content centred on one line. Height, padding and the chosen
 * or hover state stay with each use.
 */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
