import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const body = style({ flex: 1, display: 'flex', alignItems: 'stretch' });

export const pinnedNav = style({
  position: 'sticky',
  top: vars.size.headerHeight,
  alignSelf: 'flex-start',
  flexShrink: 0,
  width: vars.size.drawerWidth,
  height: `calc(100vh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.divider}`,
  display: 'none',
  '@media': { [media.desktopUp]: { display: 'block' } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.tabletUp]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}` } },
});
