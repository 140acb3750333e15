import type { MetaDescriptor } from 'react-router';
import { trailJsonLd, type Crumb } from '../navigation/trail.ts';
import { errorMeta } from '../seo/error-meta.ts';
import { absoluteUrl, canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { pageSuffix } from './text.ts';

/** What a page of a list says about itself. */
export interface ListPageMeta {
  /** The list's title, e.g. 「お知らせ」; 「（2ページ目）」 is added after the first page. */
  title: string;
  currentPage: number;
  description: string;
  /** The list's site path: the canonical URL keeps the query's page. */
  path: string;
  trail: readonly Crumb[];
  /** A site path of the picture to share, if any. */
  image?: string | null | undefined;
}

/**
 * The meta of a page of a paged list (news, blog, examples, products, a tag, a feature…): the page
 * number after the title, the canonical URL with the page kept, the trail as structured data.
 */
export function listPageMeta(
  { matches, location }: { matches: readonly unknown[]; location: { search: string } },
  page: ListPageMeta,
): MetaDescriptor[] {
  const publicUrl = publicUrlOf(matches);
  return pageMeta({
    title: `${page.title}${pageSuffix(page.currentPage)}`,
    description: page.description,
    canonical: canonicalUrl(publicUrl, page.path, location.search),
    image: page.image ? absoluteUrl(publicUrl, page.image) : undefined,
    jsonLd: [trailJsonLd(publicUrl, page.trail)],
  });
}

/**
 * A list route's `meta`: `listPageMeta` of what `describe` says about the loaded page (its page
 * number comes from the data), or the error page's when the loader failed.
 */
export function listRouteMeta<Data extends { meta: { currentPage: number } }>(
  describe: (loaderData: Data) => Omit<ListPageMeta, 'currentPage'>,
) {
  return ({
    loaderData,
    error,
    matches,
    location,
  }: {
    loaderData?: Data;
    error?: unknown;
    matches: readonly unknown[];
    location: { search: string };
  }): MetaDescriptor[] =>
    error || !loaderData
      ? errorMeta(error)
      : listPageMeta({ matches, location }, { ...describe(loaderData), currentPage: loaderData.meta.currentPage });
}
