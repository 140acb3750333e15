import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';
import { HEADER_BAR } from './header-bar.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  ...HEADER_BAR,
  '@media': { [media.tabletUp]: { padding: `0 ${vars.space.md}`, gap: vars.space.md } },
});

// On a phone the open search box gets the room of the menu button too (its ✕ closes it and brings
// the menu button back): with the cart and account icons beside it the field was cramped.
globalStyle(`${header}[data-search-open="true"] > button:first-child`, { '@media': { [media.narrow]: { display: 'none' } } });

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
    [media.narrow]: {
      // The name may shorten (ellipsis) rather than push the icons out of the bar.
      flexShrink: 1,
      minWidth: 0,
      fontSize: vars.fontSize.sm,
      letterSpacing: 'normal',
      // On narrow screens the open search box takes the logo's place.
      selectors: { [`${header}[data-search-open="true"] &`]: { display: 'none' } },
    },
  },
});

/**
 * The shop name next to the mark, shown on phones too (in a smaller size, beside the mark, never
 * under it); if the bar is too narrow it ends in an ellipsis.
 */
export const logoText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const spacer = style({ flex: 1 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const iconLink = style({ color: vars.color.text });

/** Doubled class: wins over `iconButton`'s display even when a lazy chunk loads that sheet again later. */
export const belowDesktop = style({ '@media': { [media.desktopUp]: { selectors: { '&&': { display: 'none' } } } } });
