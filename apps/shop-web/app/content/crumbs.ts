/** Breadcrumb steps shared by the editorial pages (every trail starts at `HOME_CRUMB`). */
import type { Crumb } from '../navigation/trail.ts';

/** The blog index, parent of every blog page. */
export const BLOG_CRUMB: Crumb = { name: 'ブログ', path: '/blog' };
/** The news list, parent of every news article. */
export const NEWS_CRUMB: Crumb = { name: 'お知らせ', path: '/article' };
/** The brand list. */
export const BRANDS_CRUMB: Crumb = { name: 'ブランド一覧', path: '/brand' };
/** The feature list. */
export const FEATURES_CRUMB: Crumb = { name: '特集', path: '/features' };
/** The case study list. */
export const EXAMPLES_CRUMB: Crumb = { name: '制作事例', path: '/example' };
/** The list of print-capable products. */
export const PRODUCTS_CRUMB: Crumb = { name: 'プリント対応商品一覧', path: '/product' };
