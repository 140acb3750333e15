import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const pageTitle = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.xl, textAlign: 'center' });

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const submit = style({ width: '100%' });

export const links = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  listStyle: 'none',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
