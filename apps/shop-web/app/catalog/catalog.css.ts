import { style } from '@vanilla-extract/css';
import { card as uiCard, cluster, media, vars } from '@shop/ui';
import { chip as chipBase } from '../styles/chip.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

export const card = style([
  uiCard({ padding: 'none' }),
  {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  },
]);

export const cardImage = style({
  width: '100%',
  height: 'auto', // the width/height attributes only reserve the 1:1 box against layout shift
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.background,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.sm });

export const cardBrand = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const cardName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const cardPrice = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const taxNote = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: '4px', margin: 0, padding: 0, listStyle: 'none' });

export const swatch = style({ width: '14px', height: '14px', borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}` });

export const sectionTitle = style({ margin: `${vars.space.xl} 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const chips = style([cluster({ gap: 'xs', align: 'stretch' }), { margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' }]);

export const chip = style([
  chipBase,
  {
    gap: vars.space.xxs,
    minHeight: '36px',
    padding: `0 ${vars.space.md}`,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="true"]': { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: vars.fontWeight.bold },
    },
  },
]);

export const empty = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center', color: vars.color.textMuted });
