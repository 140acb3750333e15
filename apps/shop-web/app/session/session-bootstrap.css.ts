import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const notice = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.progress,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: `min(560px, calc(100vw - ${vars.space.lg}))`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
});

export const noticeText = style({ margin: 0, flex: 1 });

export const noticeClose = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.surface}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
});
