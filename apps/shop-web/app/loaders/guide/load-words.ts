import type { ApiClient } from '@shop/api-client';
import { notFound, throwAsRouteError } from '../../api/route-error.ts';
import { trailOf, type Crumb } from '../../navigation/trail.ts';
import { groupByKanaRow } from '../../guide/kana-rows.ts';
import { isContentSlug } from './content-slug.ts';

/** Breadcrumb step of the glossary index. */
export const WORDS_CRUMB: Crumb = { name: '用語集', path: '/word' };

/** The glossary index: entries in the API's reading order, grouped by kana row. */
export async function loadWordIndex(api: ApiClient) {
  try {
    const { data: words } = await api.words.list();
    return { rows: groupByKanaRow(words), total: words.length, trail: trailOf([], WORDS_CRUMB) };
  } catch (error) {
    return throwAsRouteError(error);
  }
}

/** One glossary entry. */
export async function loadWord(api: ApiClient, slug: string | undefined) {
  if (!isContentSlug(slug)) throw notFound();
  try {
    const { data: word } = await api.words.get(slug);
    return { word, trail: trailOf([WORDS_CRUMB], { name: word.name, path: `/word/${word.slug}` }) };
  } catch (error) {
    return throwAsRouteError(error);
  }
}
