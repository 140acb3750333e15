import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

export const title = style({ margin: `${vars.space.md} 0`, fontSize: vars.fontSize.xl });

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const entryList = style({ display: 'grid', gap: vars.space.md, margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const entryDefault = style({ borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}` });

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const entryKana = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

export const entryText = style({ margin: 0, overflowWrap: 'anywhere', lineHeight: 1.7 });

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const expiredBadge = style([badge, { background: vars.color.danger, color: vars.color.surface }]);

export const expired = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const entryActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
});

export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.success}`,
  background: vars.color.successSurface,
});

export const formPanel = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
});

export const formTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

export const cardNumber = style({ fontFamily: vars.font.familyNumeric, letterSpacing: '0.08em' });
