import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A round 44 px touch target holding one icon; works on `<button>` and `<a>`. */
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconButton,
  height: vars.size.iconButton,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.06)' } },
});

/** The dot badge in the top-right corner (e.g. the cart holds something). */
export const dot = style({
  position: 'absolute',
  top: '9px',
  right: '9px',
  width: '9px',
  height: '9px',
  borderRadius: vars.radius.pill,
  background: vars.color.badge,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
