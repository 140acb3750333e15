import { style } from '@vanilla-extract/css';
import { card, cluster, stack, vars } from '@shop/ui';

export const title = style({ margin: `${vars.space.md} 0`, fontSize: vars.fontSize.xl });

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const entryList = style([stack(), { margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' }]);

export const entry = style([card(), { display: 'grid', gap: vars.space.sm, minWidth: 0 }]);

export const entryDefault = style({ borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}` });

export const entryHead = style([cluster(), { margin: 0, fontSize: vars.fontSize.md }]);

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

export const entryActions = style([cluster({ align: 'stretch' })]);

export const toolbar = style([cluster({ gap: 'md' }), { margin: `0 0 ${vars.space.lg}` }]);

export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.success}`,
  background: vars.color.successSurface,
});

export const formPanel = style([card(), { margin: `0 0 ${vars.space.lg}` }]);

export const formTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

export const cardNumber = style({ fontFamily: vars.font.familyNumeric, letterSpacing: '0.08em' });
