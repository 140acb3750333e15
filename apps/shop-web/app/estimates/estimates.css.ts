import { style } from '@vanilla-extract/css';
import { card as uiCard, stack, vars } from '@shop/ui';
import { inputBox } from '../styles/input-box.css.ts';

export const list = style([stack({ list: true })]);

export const card = style([uiCard({ border: 'strong' }), { display: 'grid', gap: vars.space.xs, minWidth: 0 }]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const total = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** 有効 (green), 期限切れ (grey), 注文済み (blue-grey). */
export const state = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const stateValid = style({ borderColor: vars.color.success, color: vars.color.success, background: vars.color.successSurface });

/** One button a row: the side column is narrow on wide screens too. */
export const actions = style([stack({ gap: 'sm' }), { marginBottom: vars.space.sm }]);

export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.border}`,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
});

export const saved = style([
  stack({ gap: 'xxs' }),
  {
    margin: 0,
    padding: vars.space.sm,
    borderLeft: `4px solid ${vars.color.success}`,
    background: vars.color.successSurface,
    fontSize: vars.fontSize.sm,
  },
]);

export const quoteButtons = style([stack({ gap: 'xs' })]);

export const quoteName = style([stack({ gap: 'xxs' }), { fontSize: vars.fontSize.sm }]);

export const quoteNameInput = style([inputBox({ size: 'regular' }), { fontSize: vars.fontSize.md, background: vars.color.surface }]);
