import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/*
 * The top bar's two drop-down menus (help and account) share their button and their panel. This
 * module's CSS may load after a menu's own, so each menu adds its size and place, never sets again
 * what these set.
 */

/** The button that opens a menu: borderless, a pill that greys on hover and while open. */
export const menuTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.divider } },
});

/** The open menu: a raised white list under the button, at its right edge. */
export const menuPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});
