import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** The "PF" square of the shop's logo, the same in the default, login and checkout layouts. */
export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  flexShrink: 0,
});
