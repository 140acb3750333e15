import { style } from '@vanilla-extract/css';
import { card as uiCard, media, stack, vars } from '@shop/ui';

export const greeting = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.lg });

/** Points, coupons and the latest orders side by side on a desktop, stacked on a phone. */
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.xl}`,
  gridTemplateColumns: '1fr',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style([uiCard(), { minWidth: 0 }]);

export const wide = style({ '@media': { [media.tabletUp]: { gridColumn: '1 / -1' } } });

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const figure = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.7 });

export const plainList = style([stack({ gap: 'xs' }), { margin: `${vars.space.sm} 0`, padding: 0, listStyle: 'none' }]);

export const orderRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'baseline',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const servicesTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const services = style([
  stack({ gap: 'sm' }),
  { margin: `0 0 ${vars.space.xl}`, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' },
]);

export const serviceLink = style([
  uiCard({ padding: 'none' }),
  {
    display: 'block',
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text,
    textDecoration: 'none',
    minHeight: '44px',
    selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  },
]);
