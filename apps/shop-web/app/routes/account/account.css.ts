import { style } from '@vanilla-extract/css';
import { stack, vars } from '@shop/ui';

export const pageTitle = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.xl, textAlign: 'center' });

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style([stack()]);

export const submit = style({ width: '100%' });

export const links = style([
  stack({ gap: 'xs' }),
  { margin: `${vars.space.lg} 0 0`, padding: 0, listStyle: 'none', textAlign: 'center', fontSize: vars.fontSize.sm },
]);
