/**
 * The SQL the artwork loop reads and writes of an order besides its art jobs (issue #30): the
 * productions, print specs, colours and files a job is made from at checkout, the order's history
 * lines, its recounted shipping date, and the files kept with it. The art jobs themselves are
 * artwork-store.ts's.
 */
import type { OrderProductionWire } from '@shop/api-contract';
import type { ProofChoice } from '@shop/artwork-domain';
import { one, type Queryable } from '../db/db.ts';

/** A production of an order as the jobs are made from it. */
export interface OrderedProduction {
  id: number;
  number: string;
  snapshot: OrderProductionWire;
}

/** The order's productions with their snapshots. */
export function orderedProductions(db: Queryable, orderId: number): Promise<OrderedProduction[]> {
  return db.query<OrderedProduction>('select id, number, snapshot from order_productions where order_id = $1 order by id', [orderId]);
}

/** The ordered production whose mock-up capability is `token` (migration 034); undefined for any other token. */
export function productionByMockupToken(db: Queryable, token: string): Promise<OrderedProduction | undefined> {
  return one<OrderedProduction>(db, 'select id, number, snapshot from order_productions where mockup_token = $1', [token]);
}

/** The order's owner, number, proof choice, shipping date and status (what the jobs and their mails need). */
export function artOrder(
  db: Queryable,
  orderId: number,
): Promise<{ id: number; number: string; customer_id: number; proof: ProofChoice | null; ship_date: string; status: string } | undefined> {
  return one(db, 'select id, number, customer_id, proof, ship_date::text as ship_date, status from orders where id = $1', [orderId]);
}

/** The shipping date counted again from the last approval, and why (orders.ship_date_recount). */
export interface ShipDateRecountRow {
  ship_date: string;
  previous_ship_date: string | null;
  reason: string;
}

/** An order by number (the customer's routes and the CLI name orders by number). */
export function artOrderByNumber(
  db: Queryable,
  number: string,
): Promise<{ id: number; customer_id: number; ship_date_recount: ShipDateRecountRow | null } | undefined> {
  return one(db, 'select id, customer_id, ship_date_recount from orders where number = $1', [number]);
}

/** The recounted shipping date of an order (issue #30 "Dates tell the truth"): the date and the sentence why. */
export async function setOrderShipRecount(db: Queryable, orderId: number, recount: ShipDateRecountRow): Promise<void> {
  await db.query('update orders set ship_date = $2, ship_date_recount = $3 where id = $1', [
    orderId,
    recount.ship_date,
    JSON.stringify(recount),
  ]);
}

/** A line of the order's history: an artwork change, under the order's current status. */
export async function insertArtOrderEvent(
  db: Queryable,
  jobId: number,
  orderId: number,
  actor: string,
  note: string,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into order_events (order_id, status, actor, note, created_at, art_job_id)
     select id, status, $2, $3, $4, $5 from orders where id = $1`,
    [orderId, actor, note, at, jobId],
  );
}

/** The print specs' areas and positions (the placements of new jobs). */
export function printSpecsOf(
  db: Queryable,
  ids: readonly number[],
): Promise<{ id: number; name: string; position: string; width_mm: number; height_mm: number }[]> {
  return db.query('select id, name, position, width_mm, height_mm from print_specs where id = any($1::int[])', [[...ids]]);
}

/** Which colours are dark (`colors.is_dark`), for the proof's mock-ups. */
export async function darkColorIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('select id from product_colors where id = any($1::int[]) and is_dark', [[...ids]]);
  return new Set(rows.map((r) => r.id));
}

/** The named inks of a print method by name (a silk-screen order's inks). */
export function inksOfMethod(db: Queryable, methodId: number): Promise<{ id: number; name: string; hex: string }[]> {
  return db.query('select id, name, hex from print_inks where print_method_id = $1 order by sequence, id', [methodId]);
}

/** An uploaded file's record: name, kind and size (its bytes are in the file store). */
export function fileRecord(
  db: Queryable,
  uuid: string,
): Promise<
  | {
      uuid: string;
      kind: string;
      original_name: string;
      byte_size: number;
      width: number | null;
      height: number | null;
      customer_id: number | null;
    }
  | undefined
> {
  return one(db, 'select uuid::text as uuid, kind, original_name, byte_size, width, height, customer_id from files where uuid = $1', [
    uuid,
  ]);
}

/** Keeps a file with the order (the orphan sweep leaves the files of orders alone). */
export async function keepOrderFile(db: Queryable, orderId: number, uuid: string): Promise<void> {
  await db.query('insert into order_files (order_id, file_uuid) values ($1, $2) on conflict do nothing', [orderId, uuid]);
}
