import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const body = style({ padding: vars.space.md });

export const group = style({ margin: `0 0 ${vars.space.lg}` });

export const groupTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
