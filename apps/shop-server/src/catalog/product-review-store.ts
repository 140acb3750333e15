/** A product's visible reviews in the database, newest first (hidden ones are left out: migration 018). */
import type { SizeFit } from '@shop/validation';
import type { Queryable } from '../db/db.ts';
import { type PageSlice, queryPage } from './pagination.ts';

export interface ReviewRow {
  id: number;
  /** 1 to 5 */
  rating: number;
  title: string;
  body: string;
  nickname: string;
  size_fit: SizeFit | null;
  created_at: Date;
}

/** A page of a product's visible reviews, newest first, and how many it has. */
export function reviewPage(db: Queryable, productId: number, page: PageSlice): Promise<{ rows: ReviewRow[]; total: number }> {
  return queryPage<ReviewRow>(
    db,
    `select id, rating, title, body, nickname, size_fit, created_at from reviews where product_id = $1 and not is_hidden
      order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
    'select count(*)::int as n from reviews where product_id = $1 and not is_hidden',
    [productId],
  );
}

/** How many visible reviews of the product gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
export async function ratingDistribution(db: Queryable, productId: number): Promise<[number, number, number, number, number]> {
  const rows = await db.query<{ rating: number; n: number }>(
    'select rating, count(*)::int as n from reviews where product_id = $1 and not is_hidden group by rating',
    [productId],
  );
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const row of rows) counts[row.rating - 1] = row.n; // rating is 1–5 (a CHECK of the table)
  return counts;
}
