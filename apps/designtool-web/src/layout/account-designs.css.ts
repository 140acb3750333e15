import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.scrim, zIndex: 20 });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(560px, calc(100vw - 24px))',
  maxHeight: 'calc(100dvh - 48px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  zIndex: 21,
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumb = style({
  width: 64,
  height: 64,
  objectFit: 'contain',
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
