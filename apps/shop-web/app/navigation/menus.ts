/**
 * Every navigation menu of the shell as data (labels in Japanese), and the filter that keeps only
 * links whose target page exists (`route-table.ts`).
 */
import { DESIGNTOOL_MANUAL } from '../guide/designtool-manual.ts';
import { isImplemented } from './route-table.ts';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Route name the link leads to; the link shows only when that route is implemented. */
  route: string;
}

export interface NavGroup {
  id: string;
  title: string;
  links: NavLinkItem[];
}

/** The links whose target page exists, in their order. */
export function visibleLinks(links: readonly NavLinkItem[]): NavLinkItem[] {
  return links.filter((link) => isImplemented(link.route));
}

/** The groups with their visible links; a group left without links is dropped. */
export function visibleGroups(groups: readonly NavGroup[]): NavGroup[] {
  return groups.map((group) => ({ ...group, links: visibleLinks(group.links) })).filter((group) => group.links.length > 0);
}

/** Help menu, desktop only (spec §2 Navigation behaviour), in the spec's order. */
export const HELP_MENU: readonly NavLinkItem[] = [
  { label: 'お支払い・配送について', to: '/guidance/payment', route: 'guidance-payment' },
  { label: 'お届け日数について', to: '/guidance/delivery', route: 'guidance-delivery' },
  { label: 'プリント料金について', to: '/guidance/price', route: 'guidance-price' },
  { label: 'デザイン作成・入稿について', to: '/reference/design', route: 'reference-design' },
  { label: 'よくあるご質問', to: '/faqs', route: 'faqs' },
  { label: '推奨環境', to: '/info/systemrequirements', route: 'info-systemrequirements' },
  { label: 'お問い合わせ', to: '/info/contactus', route: 'info-contactus' },
];

/** Footer links (spec §2: home, blog, legal notice, terms, privacy). */
export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { label: 'ホーム', to: '/', route: 'index' },
  { label: 'ブログ', to: '/blog', route: 'blog' },
  { label: '特定商取引法に基づく表記', to: '/info/notice', route: 'info-notice' },
  { label: 'ご利用規約', to: '/info/terms', route: 'info-terms' },
  { label: 'プライバシーポリシー', to: '/info/privacy', route: 'info-privacy' },
];

/** Top-bar destinations that are icons rather than menu entries. */
export const CART_LINK: NavLinkItem = { label: 'カート', to: '/cart', route: 'cart' };
export const LOGIN_LINK: NavLinkItem = { label: 'ログイン', to: '/login', route: 'login' };

/** Data from the API that the side menu shows (all optional: the menu works without it). */
export interface SideMenuData {
  rootCategories: readonly { slug: string; name: string }[];
  features: readonly { slug: string; title: string; status: boolean; sequence: number }[];
  brandsOnSale: readonly { slug: string; name: string }[];
}

/**
 * The side menu groups in the spec's order (§2 Navigation behaviour). Features keep only entries
 * with status true, by sequence ascending. Links to pages not built yet are filtered out later by
 * `visibleGroups`, so this list can name every destination the spec gives.
 */
export function sideMenuGroups(data: SideMenuData): NavGroup[] {
  const features = data.features.filter((feature) => feature.status).toSorted((a, b) => a.sequence - b.sequence);
  return [
    {
      id: 'categories',
      title: '商品カテゴリー',
      links: [
        ...data.rootCategories.map((category) => ({ label: category.name, to: `/${category.slug}`, route: 'category' })),
        { label: 'プリント対応商品一覧', to: '/product', route: 'product' },
      ],
    },
    {
      id: 'guide',
      title: 'ご利用ガイド',
      links: [
        { label: 'ご注文の流れ', to: '/guidance/timelines', route: 'guidance-timelines' },
        { label: 'プリント料金', to: '/guidance/price', route: 'guidance-price' },
        { label: 'お支払い・配送', to: '/guidance/payment', route: 'guidance-payment' },
        { label: 'お届け日数', to: '/guidance/delivery', route: 'guidance-delivery' },
        { label: 'ポイントについて', to: '/guidance/point', route: 'guidance-point' },
        { label: '持ち込みプリント', to: '/byob', route: 'byob' },
        { label: 'よくあるご質問', to: '/faqs', route: 'faqs' },
      ],
    },
    {
      id: 'features',
      title: '特集',
      links: features.map((feature) => ({ label: feature.title, to: `/features/${feature.slug}`, route: 'features-slug' })),
    },
    {
      id: 'print-methods',
      title: 'プリント方法',
      links: [
        { label: 'インクジェットプリント', to: '/guidance/inkjet', route: 'guidance-inkjet' },
        { label: '白インクジェットプリント', to: '/guidance/white_inkjet', route: 'guidance-white_inkjet' },
        { label: 'シルクスクリーンプリント', to: '/guidance/screen', route: 'guidance-screen' },
      ],
    },
    {
      id: 'designtool-manual',
      title: 'デザインツールの使い方',
      links: DESIGNTOOL_MANUAL.map(({ slug, label }) => ({ label, to: `/designtool/${slug}`, route: `designtool-${slug}` })),
    },
    // The spec's entries (submission rules, T-shirt templates, free fonts; size chart reading, size
    // guide, glossary, case studies) in its order; the spec gives the four references no route, so
    // they live beside /reference/design.
    {
      id: 'data-submission',
      title: 'データ入稿',
      links: [
        { label: '入稿データの作り方', to: '/guidance/timelines/submit-data', route: 'guidance-timelines-submit-data' },
        { label: 'デザイン作成ガイド', to: '/reference/design', route: 'reference-design' },
        { label: 'Tシャツテンプレート', to: '/reference/templates', route: 'reference-templates' },
        { label: 'フリーフォント', to: '/reference/fonts', route: 'reference-fonts' },
      ],
    },
    {
      id: 'helpful',
      title: 'お役立ち情報',
      links: [
        { label: 'サイズ表の見方', to: '/reference/size-chart', route: 'reference-size-chart' },
        { label: 'サイズガイド', to: '/reference/size-guide', route: 'reference-size-guide' },
        { label: '用語集', to: '/word', route: 'word' },
        { label: '制作事例', to: '/example', route: 'example' },
      ],
    },
    {
      id: 'brands-on-sale',
      title: 'セール中のブランド',
      links: data.brandsOnSale.map((brand) => ({ label: brand.name, to: `/brand/${brand.slug}`, route: 'brand-slug' })),
    },
    {
      id: 'about',
      title: '当サイトについて',
      links: [
        { label: '特定商取引法に基づく表記', to: '/info/notice', route: 'info-notice' },
        { label: 'ご利用規約', to: '/info/terms', route: 'info-terms' },
        { label: 'プライバシーポリシー', to: '/info/privacy', route: 'info-privacy' },
        { label: 'お知らせ', to: '/article', route: 'article' },
        { label: 'ブログ', to: '/blog', route: 'blog' },
      ],
    },
  ];
}
