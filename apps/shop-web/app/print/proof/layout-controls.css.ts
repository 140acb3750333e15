import { style } from '@vanilla-extract/css';
import { cluster, stack, vars } from '@shop/ui';
import { inputBox } from '../../styles/input-box.css.ts';

export const root = style([stack({ gap: 'sm' }), { margin: 0, padding: 0, border: 'none', minWidth: 0 }]);

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const row = style([cluster({ gap: 'sm', align: 'center' })]);

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const number = style([inputBox(), { width: '6.5em', fontSize: vars.fontSize.md }]);

export const range = style({ flex: '1 1 12rem', minWidth: '8rem', accentColor: vars.color.primary });

export const radios = style([cluster({ gap: 'md', align: 'center', list: true })]);

export const result = style({ margin: 0, fontSize: vars.fontSize.sm });

export const adjusted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
