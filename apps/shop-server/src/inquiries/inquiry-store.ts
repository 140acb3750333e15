/** Contact-form inquiries in the database. */
import type { InquiryOutput } from '@shop/validation';
import { one, type Queryable } from '../db/db.ts';

/** Stores an inquiry (from a logged-in customer, or anonymous: null) and returns its id. */
export async function insertInquiry(db: Queryable, customerId: number | null, inquiry: InquiryOutput, at: Date): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into inquiries (customer_id, name, email, category, title, contents, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [customerId, inquiry.name, inquiry.email, inquiry.category, inquiry.title, inquiry.contents, at],
  );
  if (!row) throw new Error('insert into inquiries returned no row');
  return row.id;
}
