/** Product reviews in the database, newest first. */
import type { Queryable } from '../../db/db.ts';
import { type PageSlice, queryPage } from './pagination.ts';

export interface ReviewRow {
  id: number;
  /** 1 to 5 */
  rating: number;
  title: string;
  body: string;
  nickname: string;
  created_at: Date;
}

/** A page of a product's reviews, newest first, and how many it has. */
export function reviewPage(db: Queryable, productId: number, page: PageSlice): Promise<{ rows: ReviewRow[]; total: number }> {
  return queryPage<ReviewRow>(
    db,
    `select id, rating, title, body, nickname, created_at from reviews where product_id = $1
      order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
    'select count(*)::int as n from reviews where product_id = $1',
    [productId],
  );
}
