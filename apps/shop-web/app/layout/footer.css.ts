import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const footer = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: '#1f2328',
  color: '#e6e8eb',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ color: '#e6e8eb' });

export const copyright = style({ margin: 0, color: '#b4bac1' });
