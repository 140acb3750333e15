import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: vars.size.iconButton,
  minWidth: vars.size.iconButton,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.divider } },
});

/** The greeting next to the icon: from tablet width up (the icon alone on phones). */
export const greeting = style({
  display: 'none',
  maxWidth: '12em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.tabletUp]: { display: 'inline' } },
});

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: vars.zIndex.header,
  minWidth: '220px',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

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
