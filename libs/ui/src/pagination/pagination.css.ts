import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const nav = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.xl });

export const position = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
