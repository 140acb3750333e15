import { vars } from '@shop/ui';
import { style } from '@vanilla-extract/css';

/**
 * A pill the shopper picks (a category chip, a filter choice): white with a border-grey outline,
 * small text, its content centred on one line. Height, padding and the chosen state stay with each
 * use. This module's CSS is a chunk of its own, which a page may load after its own styles: a style
 * that composes `chip` must not set what `chip` sets (only states, with selectors, may).
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
