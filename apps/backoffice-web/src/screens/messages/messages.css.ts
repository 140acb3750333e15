import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const thread = style({ display: 'grid', gap: vars.space.md, maxWidth: '52rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

const message = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const customerMessage = style([message, { border: `1px solid ${vars.color.border}`, marginRight: vars.space.xxl }]);
export const staffMessage = style([message, { borderLeft: `4px solid ${vars.color.primary}`, marginLeft: vars.space.xxl }]);
export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const waiting = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.danger });
export const reply = style({ display: 'grid', gap: vars.space.sm });
export const unread = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });
