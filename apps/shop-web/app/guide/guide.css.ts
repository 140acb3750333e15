/** Styles of the help pages: page header, callouts, FAQ, glossary and manual navigation. */
import { style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars } from '@shop/ui';

export const article = style({ maxWidth: '840px' });

export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.xxl } },
});

export const subtitle = style({
  margin: `calc(-1 * ${vars.space.md}) 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const sectionTitle = style({
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.divider}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
});

export const callout = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const calloutTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const note = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dateList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const dateTerm = style({ fontWeight: vars.fontWeight.bold });

export const dateValue = style({ margin: 0, '@media': { [media.narrow]: { marginBottom: vars.space.xs } } });

export const emphasis = style({ color: vars.color.primary, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const jumpList = style([
  cluster({ gap: 'xs', align: 'stretch' }),
  { margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' },
]);

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});

export const jumpDisabled = style([jumpLink, { color: vars.color.textMuted, background: vars.color.background, borderStyle: 'dashed' }]);

export const entryList = style([
  stack({ gap: 'xs', list: true }),
  { gridTemplateColumns: '1fr', '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

export const entryLink = style([
  card({ padding: 'none', radius: 'sm', link: true }),
  { display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: '56px', padding: `${vars.space.xs} ${vars.space.md}` },
]);

export const entryName = style({ fontWeight: vars.fontWeight.bold });

export const entryReading = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const faqList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const faqItem = style([card({ padding: 'none', radius: 'sm' })]);

export const faqQuestion = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': { content: '"Q"', color: vars.color.primary, fontFamily: vars.font.familyNumeric, flexShrink: 0 },
    'details[open] > &': { borderBottom: `1px solid ${vars.color.divider}` },
  },
});

export const faqAnswer = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}` });

export const faqPermalink = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
});

export const badge = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space.sm}`,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const linkList = style({ margin: 0, paddingLeft: '1.5em', lineHeight: vars.lineHeight.body });

export const backLinks = style([
  cluster({ gap: 'md', align: 'stretch' }),
  { marginTop: vars.space.xl, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.divider}` },
]);

export const pager = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: 'none',
});

export const pagerLink = style([
  card({ border: 'strong', radius: 'sm', link: true }),
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, height: '100%' },
]);

export const pagerNext = style([pagerLink, { textAlign: 'right' }]);

export const pagerHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const pagerLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });

export const manualIndex = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const actions = style([cluster({ gap: 'md', align: 'stretch' }), { margin: `${vars.space.lg} 0` }]);
