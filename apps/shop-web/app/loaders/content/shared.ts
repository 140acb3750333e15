/** Helpers every editorial loader shares: URL checks, page numbers and API errors as route errors. */
import type { PaginationMeta } from '@shop/api-contract';
import { notFound, throwAsRouteError } from '../../api/route-error.ts';
import { readListParams } from '../../catalog/list-params.ts';

// Slugs of blog posts, authors, categories, tags, brands and features: what the server accepts.
// Anything else cannot exist, so it is a 404 without asking the API.
const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;
// Numeric ids of news articles and case studies, as the server accepts them.
const RECORD_ID = /^[1-9]\d{0,8}$/;

/** The slug of the URL, or a 404 when it cannot name a record. */
export function slugOrNotFound(slug: string | undefined): string {
  if (slug === undefined || !SLUG.test(slug)) throw notFound();
  return slug;
}

/** The numeric id of the URL, or a 404 when it is not one. */
export function idOrNotFound(raw: string | undefined): number {
  if (raw === undefined || !RECORD_ID.test(raw)) throw notFound();
  return Number(raw);
}

/** The list page asked for by `?page=` (1 when absent or malformed). */
export function pageOf(url: URL): number {
  return readListParams(url.searchParams).page;
}

/** A page number past the last page of a list is a page that does not exist. */
export function ensurePageExists(meta: Pick<PaginationMeta, 'currentPage' | 'lastPage'>): void {
  if (meta.currentPage > meta.lastPage) throw notFound();
}

/** Runs the API calls of a loader; API failures become route errors with the API's status. */
export async function withRouteErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return throwAsRouteError(error);
  }
}
