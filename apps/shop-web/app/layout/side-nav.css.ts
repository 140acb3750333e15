import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const nav = style({ padding: `${vars.space.xs} 0 ${vars.space.xl}` });

export const group = style({ padding: `${vars.space.xs} 0`, selectors: { '& + &': { borderTop: `1px solid ${vars.color.divider}` } } });

export const groupTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  letterSpacing: vars.letterSpacing.heading,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '44px',
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
  },
});
