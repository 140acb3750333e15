import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.header,
  '@media': { [media.tabletUp]: { padding: `0 ${vars.space.md}`, gap: vars.space.md } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: vars.letterSpacing.heading,
  whiteSpace: 'nowrap',
  '@media': {
    // On narrow screens the open search box takes the logo's place.
    [media.narrow]: { selectors: { [`${header}[data-search-open="true"] &`]: { display: 'none' } } },
  },
});

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
});

/**
 * The shop name next to the mark. On phones the bar also holds the search, cart and account icons,
 * so the name is visually hidden there (it still names the link).
 */
export const logoText = style({
  '@media': {
    [media.narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const spacer = style({ flex: 1 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const iconLink = style({ color: vars.color.text });

export const belowDesktop = style({
  '@media': { [media.desktopUp]: { display: 'none' } },
});
