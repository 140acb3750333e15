import { style } from '@vanilla-extract/css';
import { card, cluster, media, stack, vars } from '@shop/ui';

/** The first view: what the shop does, the way in, and the worked price example beside it. */
export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, #fff7ed 0%, #ffedd5 100%)`,
  '@media': {
    [media.tabletUp]: { padding: `${vars.space.xxl} ${vars.space.xxl}` },
    [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const heroText = style({ minWidth: 0 });

export const heroTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.heading,
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.display } },
});

export const heroLead = style({ margin: `0 0 ${vars.space.lg}`, maxWidth: '36em', color: vars.color.text });

export const actions = style([cluster({ align: 'stretch' })]);

export const exampleBox = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.header,
});

export const exampleHead = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const exampleQuantity = style({ fontSize: vars.fontSize.lg, color: vars.color.primary });

export const examplePrice = style({ margin: `${vars.space.xxs} 0 ${vars.space.sm}`, fontWeight: vars.fontWeight.bold });

export const exampleAmount = style({
  margin: `0 ${vars.space.xxs}`,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const exampleTax = style({ fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const exampleAssumes = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const exampleLink = style({ color: vars.color.accent });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const categoryGrid = style([
  stack({ gap: 'sm', list: true }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
]);

export const categoryLink = style([
  card({ padding: 'none' }),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '56px',
    padding: `0 ${vars.space.md}`,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
  },
]);

/** The ship-date promise and the order steps: side by side from tablet width. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const promise = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: '#eff6ff', border: '1px solid #bfdbfe' });

export const promiseTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xl });

export const promiseDays = style({ margin: `0 ${vars.space.xxs}`, fontSize: vars.fontSize.display, color: vars.color.accent });

export const promiseText = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: vars.fontWeight.bold });

export const promiseNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const steps = style({ minWidth: 0 });

export const stepsTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });

export const stepList = style([
  stack({ gap: 'sm' }),
  {
    margin: `0 0 ${vars.space.sm}`,
    padding: 0,
    listStyle: 'none',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const step = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const stepNumber = style({
  display: 'inline-flex',
  flex: '0 0 auto',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

export const stepTitle = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.md });

export const stepText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const caseCard = style([card({ padding: 'sm', link: true }), { display: 'grid', gap: vars.space.xs, height: '100%' }]);

export const caseThumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.divider,
});

export const caseTitle = style({ fontWeight: vars.fontWeight.bold });

export const caseExcerpt = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reviewCard = style([card()]);

export const reviewTitle = style({ margin: `${vars.space.xs} 0 ${vars.space.xxs}`, fontWeight: vars.fontWeight.bold });

export const reviewText = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm });

export const reviewBy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Review stars (the reviews page's colours; drawn here so the home page loads no content styles). */
export const stars = style({ color: '#b45309', letterSpacing: '2px', whiteSpace: 'nowrap' });

export const starsMuted = style({ color: vars.color.border });
