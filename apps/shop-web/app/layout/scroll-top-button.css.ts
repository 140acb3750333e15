import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const fab = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.fab,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
});
