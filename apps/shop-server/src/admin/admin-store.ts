/** The operator's reads that no shopper makes: every customer's orders. */
import type { Queryable } from '../db/db.ts';

export interface AdminOrderListRow {
  number: string;
  status: string;
  placed_at: Date;
  customer_name: string;
  customer_email: string;
  payment_method: 'card' | 'bank_transfer';
  total: number;
}

/** Orders newest first, optionally of one status; never the reservations of a card being authorised. */
export async function listOrders(db: Queryable, filter: { status: string | null; limit: number }): Promise<AdminOrderListRow[]> {
  return db.query<AdminOrderListRow>(
    `select o.number, o.status, o.placed_at, c.name as customer_name, c.email as customer_email, o.payment_method, o.total
       from orders o join customers c on c.id = o.customer_id
      where o.status <> 'placing' and ($1::text is null or o.status = $1)
      order by o.placed_at desc, o.id desc
      limit $2`,
    [filter.status, filter.limit],
  );
}
