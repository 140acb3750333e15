import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

const slideInLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideInRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

const panelBase = {
  position: 'fixed',
  top: 0,
  bottom: 0,
  width: vars.size.drawerWidth,
  maxWidth: '85vw',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.drawer,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
} as const;

export const panelLeft = style({
  ...panelBase,
  left: 0,
  animation: `${slideInLeft} ${vars.duration.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const panelRight = style({
  ...panelBase,
  right: 0,
  animation: `${slideInRight} ${vars.duration.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.headerHeight,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
