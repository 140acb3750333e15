/**
 * BYOB requests in the database (`byob_requests`, `byob_request_files`; migration 022): every
 * statement the BYOB service and the operator's commands run. A customer's reads name the customer,
 * so another customer's number finds nothing.
 */
import type { ByobArrivalMethod, ByobGarmentKind, ByobMaterial, ByobPlacement, ByobSize, ByobStatus } from '@shop/order-domain';
import { one, type Queryable } from '../db/db.ts';

/** One print of a request. */
export interface ByobPlacementRow {
  placement: ByobPlacement;
  file_uuid: string | null;
  note: string;
}

/** A stored request, with its print method's name. */
export interface ByobRow {
  id: number;
  number: string;
  customer_id: number | null;
  claim_token_hashes: string[];
  email: string;
  name: string;
  phone: string;
  garment_kind: ByobGarmentKind;
  material: ByobMaterial;
  colors: string;
  quantities: { size: ByobSize; quantity: number }[];
  quantity: number;
  print_method_id: number;
  print_method_name: string;
  placements: ByobPlacementRow[];
  arrival_method: ByobArrivalMethod;
  arrival_date: string;
  wanted_date: string;
  notes: string;
  status: ByobStatus;
  quote_price: number | null;
  quote_lead_days: number | null;
  quote_note: string | null;
  quoted_at: Date | string | null;
  estimate_number: string | null;
  created_at: Date | string;
}

/** What a new request stores. */
export type NewByob = Omit<
  ByobRow,
  'id' | 'print_method_name' | 'status' | 'quote_price' | 'quote_lead_days' | 'quote_note' | 'quoted_at' | 'estimate_number' | 'created_at'
>;

const COLUMNS = `b.id, b.number, b.customer_id, b.claim_token_hashes, b.email, b.name, b.phone, b.garment_kind, b.material, b.colors,
  b.quantities, b.quantity, b.print_method_id, m.name as print_method_name, b.placements, b.arrival_method,
  to_char(b.arrival_date, 'YYYY-MM-DD') as arrival_date, to_char(b.wanted_date, 'YYYY-MM-DD') as wanted_date, b.notes, b.status,
  b.quote_price, b.quote_lead_days, b.quote_note, b.quoted_at, b.estimate_number, b.created_at`;
const FROM = 'from byob_requests b join print_methods m on m.id = b.print_method_id';

/** The next running number of request numbers. */
export async function nextByobSequence(tx: Queryable): Promise<number> {
  const row = await one<{ n: string | number }>(tx, "select nextval('byob_number_seq') as n");
  return Number(row?.n);
}

/** Whether a print method exists (the request names one by id). */
export async function printMethodExists(db: Queryable, id: number): Promise<boolean> {
  return (await one(db, 'select 1 from print_methods where id = $1', [id])) !== undefined;
}

/** The delivery transit days the checkout uses (shop_settings), 1 when unset. */
export async function transitDays(db: Queryable): Promise<number> {
  const row = await one<{ value: unknown }>(db, "select value from shop_settings where key = 'delivery_transit_days'");
  const days = Number(row?.value);
  return Number.isSafeInteger(days) && days >= 0 ? days : 1;
}

/** Stores a new request and the files it cites; answers its id. */
export async function insertByob(tx: Queryable, request: NewByob, at: Date): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `insert into byob_requests (number, customer_id, claim_token_hashes, email, name, phone, garment_kind, material, colors, quantities, quantity,
       print_method_id, placements, arrival_method, arrival_date, wanted_date, notes, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13::jsonb, $14, $15, $16, $17, $18, $18) returning id`,
    [
      request.number,
      request.customer_id,
      request.claim_token_hashes,
      request.email,
      request.name,
      request.phone,
      request.garment_kind,
      request.material,
      request.colors,
      JSON.stringify(request.quantities),
      request.quantity,
      request.print_method_id,
      JSON.stringify(request.placements),
      request.arrival_method,
      request.arrival_date,
      request.wanted_date,
      request.notes,
      at,
    ],
  );
  if (!row) throw new Error('the BYOB request was not stored');
  const files = [...new Set(request.placements.flatMap((p) => (p.file_uuid ? [p.file_uuid] : [])))];
  for (const uuid of files) {
    await tx.query('insert into byob_request_files (request_id, file_uuid) values ($1, $2) on conflict do nothing', [row.id, uuid]);
  }
  return row.id;
}

/** The customer's requests, newest first. */
export function byobsOf(db: Queryable, customerId: number): Promise<ByobRow[]> {
  return db.query<ByobRow>(`select ${COLUMNS} ${FROM} where b.customer_id = $1 order by b.created_at desc, b.id desc`, [customerId]);
}

/** One request of the customer (undefined when missing or someone else's); `lock` holds it for the transaction. */
export function byobOf(db: Queryable, customerId: number, number: string, lock = false): Promise<ByobRow | undefined> {
  return one<ByobRow>(db, `select ${COLUMNS} ${FROM} where b.customer_id = $1 and b.number = $2${lock ? ' for update of b' : ''}`, [
    customerId,
    number,
  ]);
}

/** Any request by number (the operator's commands). */
export function byobByNumber(db: Queryable, number: string, lock = false): Promise<ByobRow | undefined> {
  return one<ByobRow>(db, `select ${COLUMNS} ${FROM} where b.number = $1${lock ? ' for update of b' : ''}`, [number]);
}

/** The newest requests (the operator's list), optionally of one status. */
export function latestByobs(db: Queryable, status: string | null, limit: number): Promise<ByobRow[]> {
  return db.query<ByobRow>(
    `select ${COLUMNS} ${FROM} where ($1::text is null or b.status = $1) order by b.created_at desc, b.id desc limit $2`,
    [status, limit],
  );
}

/**
 * Gives a guest's request to the customer opening its mailed link: only while it has no customer and
 * when the token's hash matches. True when it was attached now.
 */
export async function claimByob(db: Queryable, number: string, tokenHash: string, customerId: number, at: Date): Promise<boolean> {
  const rows = await db.query(
    'update byob_requests set customer_id = $3, updated_at = $4 where number = $1 and $2 = any(claim_token_hashes) and customer_id is null returning id',
    [number, tokenHash, customerId, at],
  );
  return rows.length > 0;
}

/** Adds the hash of one more link token (the quote mail's, for a request no customer holds yet). */
export async function addClaimToken(tx: Queryable, id: number, tokenHash: string): Promise<void> {
  await tx.query('update byob_requests set claim_token_hashes = claim_token_hashes || $2::text where id = $1', [id, tokenHash]);
}

/** Records the operator's quote: status quoted. */
export async function quoteByob(
  tx: Queryable,
  id: number,
  quote: { price: number; leadDays: number; note: string },
  at: Date,
): Promise<void> {
  await tx.query(
    `update byob_requests set status = 'quoted', quote_price = $2, quote_lead_days = $3, quote_note = $4, quoted_at = $5, updated_at = $5 where id = $1`,
    [id, quote.price, quote.leadDays, quote.note, at],
  );
}

/** The quote was accepted: status accepted, the estimate it became. */
export async function acceptByob(tx: Queryable, id: number, estimateNumber: string, at: Date): Promise<void> {
  await tx.query(`update byob_requests set status = 'accepted', estimate_number = $2, updated_at = $3 where id = $1`, [
    id,
    estimateNumber,
    at,
  ]);
}
