import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/ui';

export const hero = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, #fff7ed 0%, #ffedd5 100%)`,
  '@media': { [media.tabletUp]: { padding: `${vars.space.xxl} ${vars.space.xxl}` } },
});

export const heroTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xl,
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.xxl } },
});

export const heroLead = style({ margin: 0, maxWidth: '40em', color: vars.color.textMuted });

export const categoryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '56px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});
