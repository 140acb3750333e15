import type { PageRoute } from '../page-route.ts';

/** Editorial pages: blog, articles, brands, features, examples, product list and reviews. */
export const CONTENT_PAGES = [] as const satisfies readonly PageRoute[];
