import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const root = style({ position: 'relative', display: 'none', '@media': { [media.desktopUp]: { display: 'block' } } });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.divider } },
});

export const list = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: '260px',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const item = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.background } },
});
