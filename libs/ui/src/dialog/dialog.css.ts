import { style } from '@vanilla-extract/css';
import { media } from '../theme/tokens.ts';
import { fadeIn } from '../modal/modal.css.ts';
import { vars } from '../theme/theme.css.ts';

/** Centred, never wider than the screen less 1 rem on each side, scrolling inside when taller. */
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.drawer,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' }, [media.narrow]: { padding: vars.space.md } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
