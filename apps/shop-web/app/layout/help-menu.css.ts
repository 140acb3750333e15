import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';
import { menuPanel, menuTrigger } from './header-menu.css.ts';

export const root = style({ position: 'relative', display: 'none', '@media': { [media.desktopUp]: { display: 'block' } } });

export const trigger = style([menuTrigger, { height: '40px', padding: `0 ${vars.space.sm}` }]);

export const list = style([menuPanel, { minWidth: '260px' }]);

export const item = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.background } },
});
