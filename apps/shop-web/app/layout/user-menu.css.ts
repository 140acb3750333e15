import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';
import { menuPanel, menuTrigger } from './header-menu.css.ts';

export const root = style({ position: 'relative' });

export const trigger = style([
  menuTrigger,
  { height: vars.size.iconButton, minWidth: vars.size.iconButton, padding: `0 ${vars.space.xs}` },
]);

/** The greeting next to the icon: from tablet width up (the icon alone on phones). */
export const greeting = style({
  display: 'none',
  maxWidth: '12em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.tabletUp]: { display: 'inline' } },
});

export const menu = style([menuPanel, { zIndex: vars.zIndex.header, minWidth: '220px' }]);

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.background, outline: 'none' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

export const separator = style({ height: '1px', margin: `${vars.space.xxs} 0`, background: vars.color.divider });
