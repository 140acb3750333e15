import type { ProductListParams } from '@shop/api-client';
import { browserApi } from '@shop/web-state';
import { useEffect, useState } from 'react';

/** A list query, or a search's (`q`) with the same filters. */
export type CountQuery = ProductListParams & { q?: string };

/** The wait after the last change before the count is asked for (typing, ticking). */
export const MATCH_COUNT_DELAY_MS = 300;

/**
 * The number of products a pending filter selection would list: the API's list total for that query
 * (one product per page), asked for once the selection has stayed unchanged for a moment. Null while
 * unknown (no query, waiting, loading or failed): callers then show no number rather than a guess.
 */
export function useMatchCount(query: CountQuery | null): number | null {
  const key = query === null ? '' : JSON.stringify({ ...query, page: 1, perPage: 1 });
  const [answer, setAnswer] = useState<{ key: string; total: number } | null>(null);
  useEffect(() => {
    if (key === '') return;
    let current = true;
    const timer = setTimeout(() => {
      browserApi()
        .then((api) => {
          const { q, ...list } = JSON.parse(key) as CountQuery;
          // The search page counts the search's matches; the other lists the list's.
          return q === undefined ? api.products.list(list) : api.products.search({ ...list, q });
        })
        .then(
          (result) => {
            if (current) setAnswer({ key, total: result.meta.total });
          },
          () => undefined,
        );
    }, MATCH_COUNT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return answer !== null && answer.key === key ? answer.total : null;
}
