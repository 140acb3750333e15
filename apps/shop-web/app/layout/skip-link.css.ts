import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** 「本文へスキップ」: above the page until it takes the keyboard focus (default and checkout layouts). */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.xs,
  top: '-100px',
  zIndex: vars.zIndex.progress,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.xs } },
});
