/** News pages (お知らせ): the list and one article. */
import type { ApiClient } from '@shop/api-client';
import { ensurePageExists, idOrNotFound, pageOf, withRouteErrors } from './shared.ts';

/** `/article`: news, newest first, ten a page. */
export async function loadArticleList(api: ApiClient, url: URL) {
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const articles = await api.articles.list({ page });
    ensurePageExists(articles.meta);
    return { articles: articles.data, meta: articles.meta };
  });
}

/** `/article/{id}`: one news article; 404 for an id that is not a number or does not exist. */
export async function loadArticle(api: ApiClient, rawId: string | undefined) {
  const id = idOrNotFound(rawId);
  return withRouteErrors(async () => ({ article: (await api.articles.get(id)).data }));
}
