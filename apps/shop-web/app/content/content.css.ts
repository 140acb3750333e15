/** Styles of the editorial pages: prose from the server's HTML, blog layout, cards, sidebar, reviews. */
import { globalStyle, style } from '@vanilla-extract/css';
import { proseBody } from '../styles/prose-body.css.ts';
import { card, cluster, media, stack, vars } from '@shop/ui';

/** Body text rendered from Markdown on the server (headings, lists, tables, links). */
export const prose = style({
  maxWidth: '46em',
  lineHeight: vars.lineHeight.body,
  letterSpacing: vars.letterSpacing.body,
  overflowWrap: 'anywhere',
});

proseBody(prose);

globalStyle(`${prose} h2`, {
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  paddingBottom: vars.space.xxs,
  borderBottom: `2px solid ${vars.color.divider}`,
  fontSize: vars.fontSize.xl,
});
globalStyle(`${prose} h3`, { margin: `${vars.space.lg} 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });
globalStyle(`${prose} h4`, { margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

/** Main column and sidebar (blog); one column on narrow screens. */
export const withSidebar = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) 280px', alignItems: 'start' } },
});

export const pageTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.heading });

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

/** Date, author and category line under a title. */
export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const bylineLink = style({ color: vars.color.accent });

export const tagList = style([cluster({ gap: 'xs', align: 'stretch' }), { margin: `${vars.space.lg} 0`, padding: 0, listStyle: 'none' }]);

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.divider}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});

/** A list of entries (posts, news, case studies). */
export const entryList = style([stack({ list: true })]);

export const entryCard = style([
  card(),
  {
    display: 'grid',
    gridTemplateColumns: '96px minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'start',
    '@media': { [media.tabletUp]: { gridTemplateColumns: '160px minmax(0, 1fr)' } },
  },
]);

export const entryCardNoImage = style({ display: 'block' });

/** Placeholder shown where an entry has no picture: a square with the first letters of its category. */
export const entryThumb = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.sm,
  background: 'linear-gradient(135deg, #fff7ed 0%, #ffedd5 100%)',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  objectFit: 'contain',
  overflow: 'hidden',
});

export const entryTitle = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.heading });

export const entryLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.primary } } });

export const entryMeta = style({ margin: `0 0 ${vars.space.xxs}`, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const entryExcerpt = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** News list: date and title on one line from tablet width. */
export const newsList = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.divider}` });

export const newsItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
  '@media': { [media.tabletUp]: { gridTemplateColumns: '10em minmax(0, 1fr)', gap: vars.space.md } },
});

export const newsDate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Sidebar blocks. */
export const sidebar = style([stack({ gap: 'lg' })]);

export const sidebarSection = style([card()]);

export const sidebarTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const sidebarList = style([stack({ gap: 'xs', list: true }), { fontSize: vars.fontSize.sm }]);

export const sidebarLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
});

/** Search form of the blog. */
export const searchForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: `0 0 ${vars.space.lg}` });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md, // 16 px keeps iOS Safari from zooming in on focus
  selectors: { '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

/** Previous / next post links. */
export const neighbours = style([
  stack({ gap: 'sm' }),
  { margin: `${vars.space.xl} 0`, padding: 0, listStyle: 'none', '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } } },
]);

export const neighbourLink = style([card({ link: true }), { display: 'block', height: '100%' }]);

export const neighbourLabel = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** Author box under a post and on the author page. */
export const authorBox = style({
  margin: `${vars.space.xl} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const authorName = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.md });

export const authorBio = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Grid of brand or feature cards. */
export const cardGrid = style([stack({ gap: 'md', list: true }), { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }]);

export const linkCard = style([
  card(),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    height: '100%',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  },
]);

export const linkCardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const linkCardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const brandLogo = style({ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain' });

export const badge = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** Photos of a case study. */
export const gallery = style([
  stack({ gap: 'sm' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' },
]);

export const galleryImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
});

export const sectionTitle = style({ margin: `${vars.space.xl} 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });

/** Product references of a case study. */
export const productRefList = style([stack({ gap: 'sm', list: true })]);

export const productRef = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const productRefImage = style({
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
});

/** Reviews. */
export const ratingSummary = style([
  cluster({ gap: 'md' }),
  { margin: `0 0 ${vars.space.lg}`, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background },
]);

export const ratingValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const stars = style({ color: '#d97706', letterSpacing: '2px', whiteSpace: 'nowrap' });

export const starsMuted = style({ color: vars.color.border });

export const reviewList = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.divider}` });

export const reviewItem = style({ padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.divider}` });

export const reviewTitle = style({ margin: `${vars.space.xxs} 0`, fontSize: vars.fontSize.md });

export const reviewBody = style({ margin: 0, whiteSpace: 'pre-line' });

/** The inline filter / sort button of list pages without one in the top bar. */
export const toolbar = style([cluster({ justify: 'between' }), { margin: `0 0 ${vars.space.md}` }]);

export const toolbarCount = style({ margin: 0, color: vars.color.textMuted });

export const drawerBody = style({ padding: vars.space.md });

/** A post's main picture (16:9). */
export const postImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  margin: `0 0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
});

/** The logo at the top of a brand page. */
export const brandHeaderLogo = style({
  display: 'block',
  width: '240px',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  margin: `0 0 ${vars.space.sm}`,
});
