import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({ color: vars.color.textMuted });

export const copyright = style({ margin: 0, color: vars.color.textMuted });
