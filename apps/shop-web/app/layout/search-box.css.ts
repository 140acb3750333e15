import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const form = style({
  // The suggestion list hangs below the whole pill.
  position: 'relative',
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
    // The one focus ring of the search: on the field's pill, not on the input inside it.
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}`, background: vars.color.surface },
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
  selectors: {
    // Beats the global :focus-visible outline whatever order the style sheets load in: the pill
    // around the field shows the focus, a second ring inside it would double it.
    '&&:focus, &&:focus-visible': { outline: 'none', boxShadow: 'none' },
  },
});

export const submit = style({ width: '40px', height: '40px' });

/*
 * These classes sit on icon buttons next to `iconButton` (display: inline-flex), with the same
 * specificity: whichever sheet comes later in the cascade would win, and a style sheet loaded later
 * (a lazily loaded chunk, or a dev server injecting styles on demand) that holds `iconButton` again
 * would show the narrow-screen search icon on wide screens (a second search icon, and the search box
 * pushed aside). The doubled class (`&&`) wins whatever the order.
 */

/** Only on narrow screens: the icon that opens the search box, and the one that closes it. */
export const narrowOnly = style({ '@media': { [media.tabletUp]: { selectors: { '&&': { display: 'none' } } } } });

export const openButton = style({
  marginLeft: 'auto',
  selectors: { '&&[data-hidden="true"]': { display: 'none' } },
  '@media': { [media.tabletUp]: { selectors: { '&&': { display: 'none' } } } },
});

/** The field (and its suggestion list, which hangs below the form). */
export const wrapper = style({ flex: 1, minWidth: 0, height: '100%', display: 'flex' });

export const listbox = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  right: 0,
  zIndex: 20,
  maxHeight: '70vh',
  overflowY: 'auto',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A group of options (products, categories…): no list indent. */
export const group = style({ margin: 0, padding: 0, listStyle: 'none' });

export const section = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const optionRow = style({
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px', // a finger's tap target
  padding: `${vars.space.xxs} ${vars.space.md}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-active="true"], &:hover': { background: vars.color.background } },
});

/** The option's text takes the room left (a long product name wraps, it never squeezes to one character a line). */
export const optionLabel = style({ flex: 1, minWidth: 0 });

export const optionImage = style({ width: '40px', height: '40px', flex: 'none', objectFit: 'contain', background: vars.color.background });

export const optionPrice = style({ marginLeft: 'auto', flex: 'none', fontWeight: vars.fontWeight.bold, color: vars.color.primary });
