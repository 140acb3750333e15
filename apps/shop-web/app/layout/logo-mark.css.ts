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

/**
 * The logo link around the mark and the shop's name (the same three layouts). Each layout adds its
 * own placement; this module's CSS may load after a layout's own, so they add, never set again,
 * what this sets.
 */
export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: vars.letterSpacing.heading,
});
