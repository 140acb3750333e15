import { style } from '@vanilla-extract/css';
import { cluster, vars } from '@shop/ui';

export const activeList = style([cluster({ gap: 'xs' }), { margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' }]);

export const activeChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '36px',
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** The chip's remove control: a 32 px round target holding ×. */
export const activeChipRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: 1,
  textDecoration: 'none',
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.06)' } },
});

export const clearAllLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.xs}`,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
});
