/** The kept first receipt of each order (table order_receipts, migration 028): every statement the receipt service runs. */
import { one, type Queryable } from '../db/db.ts';

/** What an order's first receipt download kept, and how often it was downloaded. */
export interface ReceiptRecord {
  addressee: string;
  note: string;
  issue_count: number;
  first_issued_at: Date;
  last_issued_at: Date;
}

const COLUMNS = 'addressee, note, issue_count, first_issued_at, last_issued_at';

/** The order's kept receipt (undefined: never downloaded). */
export function receiptOf(db: Queryable, orderNumber: string): Promise<ReceiptRecord | undefined> {
  return one<ReceiptRecord>(db, `select ${COLUMNS} from order_receipts where order_number = $1`, [orderNumber]);
}

/**
 * Records one download in one statement: the first keeps `addressee` and `note`; a later one (or a
 * second that raced the first) only counts, keeping what the first kept. Answers the row after it.
 */
export async function recordReceiptIssue(
  db: Queryable,
  orderNumber: string,
  form: { addressee: string; note: string },
  at: Date,
): Promise<ReceiptRecord> {
  const row = await one<ReceiptRecord>(
    db,
    `insert into order_receipts (order_number, addressee, note, issue_count, first_issued_at, last_issued_at)
     values ($1, $2, $3, 1, $4, $4)
     on conflict (order_number) do update
       set issue_count = order_receipts.issue_count + 1, last_issued_at = greatest(order_receipts.last_issued_at, excluded.last_issued_at)
     returning ${COLUMNS}`,
    [orderNumber, form.addressee, form.note, at],
  );
  if (!row) throw new Error(`the receipt of ${orderNumber} was not recorded`);
  return row;
}
