import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** One step; every step but the last is followed by a 「›」 separator (decoration, not read). */
export const item = style({ selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xs } } });

export const link = style({ color: vars.color.accent });
