/**
 * Per-page SEO: Japanese title, description, canonical URL, Open Graph and JSON-LD, as React Router
 * meta descriptors. React Router uses the deepest route's `meta` alone, so each page passes all of it.
 */
import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'プリントファクトリー';

/** Title of the home page and of pages that have no title of their own. */
export const DEFAULT_TITLE = `オリジナルTシャツ・グッズのプリント作成なら ${SITE_NAME}`;

export const DEFAULT_DESCRIPTION =
  'オリジナルTシャツ・パーカー・トートバッグなどの無地アパレルに、インクジェット・白インクジェット・シルクスクリーンでプリント。1枚から注文でき、デザインツールで簡単に作成できます。';

/** `商品名 | プリントファクトリー`; the site name alone for an empty title. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/** Meta descriptions are cut at 120 characters (what Japanese search results show), with an ellipsis. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return DEFAULT_DESCRIPTION;
  const chars = [...flat];
  return chars.length <= 120 ? flat : `${chars.slice(0, 119).join('')}…`;
}

/**
 * Absolute canonical URL: the public origin, the path, and only the query parameters that change
 * the content (`page` beyond 1); filters and tracking parameters are dropped.
 */
export function canonicalUrl(publicUrl: string, pathname: string, search = ''): string {
  const url = new URL(pathname, `${publicUrl}/`);
  const page = new URLSearchParams(search).get('page');
  if (page && /^\d+$/.test(page) && Number(page) > 1) url.searchParams.set('page', page);
  return url.href;
}

/** An absolute URL for an image path from the API (`/storage/…`), or the URL itself. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).href;
}

export interface PageMetaInput {
  /** Page title without the site name; undefined for the home page. */
  title: string | undefined;
  description: string;
  /** Absolute canonical URL; omitted on error pages. */
  canonical?: string | undefined;
  /** Keeps the page out of search results (error pages, search results). */
  noindex?: boolean;
  /** Open Graph type. */
  ogType?: 'website' | 'product' | 'article';
  /** Absolute image URL for sharing. */
  image?: string | undefined;
  /** Structured data blocks (Schema.org objects). */
  jsonLd?: readonly object[];
}

/** The full meta list of a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const description = metaDescription(input.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'ja_JP' },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
  if (input.canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: input.canonical }, { property: 'og:url', content: input.canonical });
  }
  if (input.image) tags.push({ property: 'og:image', content: input.image });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const block of input.jsonLd ?? []) tags.push({ 'script:ld+json': block });
  return tags;
}

/** The public origin from the root route's loader data (see root.tsx), for canonical URLs. */
export function publicUrlOf(matches: readonly (unknown | undefined)[]): string {
  for (const match of matches) {
    if (typeof match !== 'object' || match === null || !('id' in match) || match.id !== 'root') continue;
    const data = (match as { loaderData?: unknown }).loaderData;
    if (typeof data === 'object' && data !== null && 'publicUrl' in data && typeof data.publicUrl === 'string') {
      return data.publicUrl;
    }
  }
  return '';
}

/** Schema.org BreadcrumbList for a trail of `{ name, url }` (absolute URLs). */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
