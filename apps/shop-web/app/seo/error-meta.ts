import type { MetaDescriptor } from 'react-router';
import { describeError } from '../errors/describe-error.ts';
import { pageMeta, type PageMetaInput } from './meta.ts';

/** Meta of an error page: `404 Not Found | プリントファクトリー`, kept out of search results. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  if (error === undefined || error === null) return pageMeta({ title: undefined, description: '' });
  const view = describeError(error);
  return pageMeta({ title: `${view.statusCode} ${view.title}`, description: view.explanation, noindex: true });
}

/** What a page that is kept out of search results says about itself (`noindex` is implied). */
export type NoindexPageMeta = Omit<PageMetaInput, 'noindex'>;

/**
 * The meta of a private page (an account or checkout page, kept out of search results): its title
 * and description, or the error page's when the loader failed.
 */
export function noindexMeta(page: NoindexPageMeta) {
  return ({ error }: { error?: unknown }): MetaDescriptor[] => (error ? errorMeta(error) : pageMeta({ ...page, noindex: true }));
}

/** The same for a page whose title comes from its data, e.g. the order number: the error page's without data. */
export function noindexMetaOf<Data>(describe: (loaderData: Data) => NoindexPageMeta) {
  return ({ error, loaderData }: { error?: unknown; loaderData?: Data }): MetaDescriptor[] =>
    error || !loaderData ? errorMeta(error) : pageMeta({ ...describe(loaderData), noindex: true });
}
