/**
 * The reads every per-customer list table shares (`customer_addresses`, `customer_cards`): each
 * names the customer, so an id of another customer's row finds nothing; lists put the default first,
 * then the newest.
 */
import { one, type Queryable } from './db.ts';

export interface CustomerRows<Row> {
  /**
   * Locks the customer's row until the transaction ends, so two writes to one customer's list (two
   * tabs, a double click) run one after the other: the count limit and the single default cannot
   * race. False when the customer no longer exists.
   */
  lock(tx: Queryable, customerId: number): Promise<boolean>;
  /** The customer's rows: the default first, then the newest first. */
  list(db: Queryable, customerId: number): Promise<Row[]>;
  /** One row of the customer (undefined when missing or someone else's). */
  find(db: Queryable, customerId: number, id: number): Promise<Row | undefined>;
  /** How many rows the customer has. */
  count(db: Queryable, customerId: number): Promise<number>;
  /** The id of the customer's newest row (created last), if any. */
  newestId(db: Queryable, customerId: number): Promise<number | undefined>;
}

export function customerRows<Row>(table: 'customer_addresses' | 'customer_cards', columns: string): CustomerRows<Row> {
  return {
    lock: async (tx, customerId) => (await one(tx, 'select id from customers where id = $1 for update', [customerId])) !== undefined,
    list: (db, customerId) =>
      db.query<Row>(`select ${columns} from ${table} where customer_id = $1 order by is_default desc, created_at desc, id desc`, [
        customerId,
      ]),
    find: (db, customerId, id) => one<Row>(db, `select ${columns} from ${table} where customer_id = $1 and id = $2`, [customerId, id]),
    count: async (db, customerId) =>
      (await one<{ n: number }>(db, `select count(*)::int as n from ${table} where customer_id = $1`, [customerId]))?.n ?? 0,
    newestId: async (db, customerId) =>
      (
        await one<{ id: number }>(db, `select id from ${table} where customer_id = $1 order by created_at desc, id desc limit 1`, [
          customerId,
        ])
      )?.id,
  };
}
