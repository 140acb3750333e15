import { style } from '@vanilla-extract/css';
import { card, cluster, media, vars } from '@shop/ui';

export const cardForm = style([card({ padding: 'responsive' }), { display: 'grid', gap: vars.space.md, maxWidth: '560px' }]);

export const brandList = style([
  cluster({ gap: 'xs', align: 'stretch' }),
  { margin: `${vars.space.xs} 0 0`, padding: 0, listStyle: 'none' },
]);

export const brandBadge = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  transition: `opacity ${vars.duration.fast}`,
});

export const brandBadgeOn = style({ borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.onPrimary });

export const brandBadgeOff = style({ opacity: 0.35 });

export const expiryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
