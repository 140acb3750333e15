/** Laravel pagination figures of the list envelope. */
export interface PaginationMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Offset and limit of a page, and the meta once the total is known. */
export function pageWindow(page: number, perPage: number) {
  return {
    limit: perPage,
    offset: (page - 1) * perPage,
    meta(total: number): PaginationMeta {
      return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
    },
  };
}
