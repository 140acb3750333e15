import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The scrim behind a modal panel (a dialog or a drawer). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.scrim,
  zIndex: vars.zIndex.drawer,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
