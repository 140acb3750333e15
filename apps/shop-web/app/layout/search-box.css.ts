import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const form = style({
  flex: 1,
  display: 'none',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '560px',
  height: '40px',
  margin: '0 auto',
  paddingLeft: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, background: vars.color.surface },
    '&[data-mobile-open="true"]': { display: 'flex' },
  },
  '@media': { [media.tabletUp]: { display: 'flex' } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md, // 16 px keeps iOS Safari from zooming in on focus
  outline: 'none',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const submit = style({ width: '40px', height: '40px' });

/** Only on narrow screens: the icon that opens the search box, and the one that closes it. */
export const narrowOnly = style({
  '@media': { [media.tabletUp]: { display: 'none' } },
});

export const openButton = style({
  marginLeft: 'auto',
  selectors: { '&[data-hidden="true"]': { display: 'none' } },
  '@media': { [media.tabletUp]: { display: 'none' } },
});
