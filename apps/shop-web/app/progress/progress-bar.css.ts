import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  width: '100%',
  height: '3px',
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
  transformOrigin: 'left center',
  background: vars.color.primary,
  transition: 'transform 100ms linear, opacity 200ms ease-out',
  selectors: { '&[data-phase="failed"]': { background: vars.color.danger }, '&[data-visible="false"]': { opacity: 0 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
