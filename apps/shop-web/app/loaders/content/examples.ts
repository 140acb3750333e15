/** Case study pages (制作事例): the list and one case study. */
import type { ApiClient } from '@shop/api-client';
import { ensurePageExists, idOrNotFound, pageOf, withRouteErrors } from './shared.ts';

/** `/example`: case studies, newest first. */
export async function loadExampleList(api: ApiClient, url: URL) {
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const examples = await api.examples.list({ page });
    ensurePageExists(examples.meta);
    return { examples: examples.data, meta: examples.meta };
  });
}

/** `/example/{id}`: one case study with its photos and the products used. */
export async function loadExample(api: ApiClient, rawId: string | undefined) {
  const id = idOrNotFound(rawId);
  return withRouteErrors(async () => ({ example: (await api.examples.get(id)).data }));
}
