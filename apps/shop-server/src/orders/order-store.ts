/**
 * Orders in the database (migration 011): every statement the order service runs but the payments'
 * (order-payment-store.ts). Snapshots are
 * stored as the wire shapes the API answers (`OrderLineWire`…), so an order reads back exactly as it
 * was placed, whatever the catalogue does later. Dates are selected as `YYYY-MM-DD` text (a `date`
 * column would come back as a JavaScript Date at the host's midnight).
 */
import type { AddressSnapshotWire, OrderChargesWire, OrderLineWire, OrderProductionWire } from '@shop/api-contract';
import type { DataCheckStatus, OrderStatus, PaymentMethod } from '@shop/order-domain';
import type { CartEntryKind } from '../cart/priced-line.ts';
import { one, type Queryable } from '../db/db.ts';

/** An order's status in the table: the public ones, and `placing` while its card is being authorised. */
export type StoredOrderStatus = OrderStatus | 'placing';

/** An address of the customer's book as the order keeps it (undefined: not theirs, or gone). */
export async function addressOf(db: Queryable, customerId: number, addressId: number): Promise<AddressSnapshotWire | undefined> {
  return one<AddressSnapshotWire>(
    db,
    `select name, name_kana, postal_code, prefecture, city, town, street, building, company, phone
     from customer_addresses where id = $1 and customer_id = $2`,
    [addressId, customerId],
  );
}

/** The next running number of order numbers. */
export async function nextOrderSequence(tx: Queryable): Promise<number> {
  const row = await one<{ n: string | number }>(tx, "select nextval('order_number_seq') as n");
  return Number(row?.n);
}

/** What an order is placed with. */
export interface NewOrder {
  number: string;
  customerId: number;
  status: StoredOrderStatus;
  paymentMethod: PaymentMethod;
  goodsTotal: number;
  shippingFee: number;
  /** what the coupon took off, and the points used (issue #14) */
  couponDiscount: number;
  /** the coupon's name as placed (「春のプリントキャンペーン」), null for none */
  couponLabel: string | null;
  pointsUsed: number;
  total: number;
  tax: number;
  quantity: number;
  shipDate: string;
  deliveryDate: string | null;
  deliverySlot: string | null;
  address: AddressSnapshotWire;
  charges: OrderChargesWire;
  hasProductions: boolean;
  /** the proof choice of a print order (issue #30); null without productions */
  proof: 'wanted' | 'skipped' | null;
  idempotencyKey: string;
  quoteToken: string;
  at: Date;
}

/**
 * Inserts an order; undefined when the customer already has one with this idempotency key (on
 * PostgreSQL a concurrent insert of the same key waits here until the other transaction ends).
 */
export async function insertOrder(tx: Queryable, o: NewOrder): Promise<{ id: number } | undefined> {
  return one<{ id: number }>(
    tx,
    `insert into orders (number, customer_id, status, payment_method, goods_total, shipping_fee, total, tax, quantity, ship_date,
       delivery_date, delivery_slot, address, charges, has_productions, idempotency_key, quote_token, placed_at, updated_at,
       coupon_discount, points_used, coupon_label, proof)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19, $20, $21, $22)
     on conflict (customer_id, idempotency_key) do nothing
     returning id`,
    [
      o.number,
      o.customerId,
      o.status,
      o.paymentMethod,
      o.goodsTotal,
      o.shippingFee,
      o.total,
      o.tax,
      o.quantity,
      o.shipDate,
      o.deliveryDate,
      o.deliverySlot,
      JSON.stringify(o.address),
      JSON.stringify(o.charges),
      o.hasProductions,
      o.idempotencyKey,
      o.quoteToken,
      o.at,
      o.couponDiscount,
      o.pointsUsed,
      o.couponLabel,
      o.proof,
    ],
  );
}

/** One line of a new order with what it takes from stock and the files it keeps. */
export interface NewOrderLine {
  position: number;
  kind: 'item' | 'production' | 'custom';
  subtotal: number;
  snapshot: OrderLineWire;
  cartEntryId: number;
  /** the cart table the line came from (default: cart_items for an item, cart_productions for a production) */
  cartEntryKind?: CartEntryKind;
  production?: { number: string; productId: number; printMethodId: number; snapshot: OrderProductionWire; dataCheckStatus?: 'approved' };
  items: readonly { skuId: number; quantity: number; unitPrice: number; wrappingId: number | null; wrappingCharge: number }[];
}

/** Writes the lines, productions, stock items and kept files of an order. */
export async function insertOrderLines(
  tx: Queryable,
  orderId: number,
  lines: readonly NewOrderLine[],
  files: readonly string[],
): Promise<void> {
  for (const line of lines) {
    const row = await one<{ id: number }>(
      tx,
      `insert into order_lines (order_id, position, kind, subtotal, snapshot, cart_entry_id, cart_entry_kind) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        orderId,
        line.position,
        line.kind,
        line.subtotal,
        JSON.stringify(line.snapshot),
        line.cartEntryId,
        line.cartEntryKind ?? (line.kind === 'item' ? 'cart_item' : 'cart_production'),
      ],
    );
    const lineId = row?.id;
    if (lineId === undefined) throw new Error('an order line was not stored');
    if (line.production) {
      await tx.query(
        `insert into order_productions (order_id, order_line_id, number, product_id, print_method_id, snapshot, data_check_status) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          orderId,
          lineId,
          line.production.number,
          line.production.productId,
          line.production.printMethodId,
          JSON.stringify(line.production.snapshot),
          line.production.dataCheckStatus ?? 'waiting',
        ],
      );
    }
    for (const item of line.items) {
      await tx.query(
        `insert into order_items (order_id, order_line_id, sku_id, quantity, unit_price, wrapping_id, wrapping_charge) values ($1, $2, $3, $4, $5, $6, $7)`,
        [orderId, lineId, item.skuId, item.quantity, item.unitPrice, item.wrappingId, item.wrappingCharge],
      );
    }
  }
  if (files.length > 0) {
    await tx.query('insert into order_files (order_id, file_uuid) select $1, u from unnest($2::uuid[]) as u on conflict do nothing', [
      orderId,
      [...new Set(files)],
    ]);
  }
}

/** Records a status change. */
export async function insertOrderEvent(
  tx: Queryable,
  orderId: number,
  event: { status: OrderStatus; actor: string; note?: string | null; at: Date },
): Promise<void> {
  await tx.query('insert into order_events (order_id, status, actor, note, created_at) values ($1, $2, $3, $4, $5)', [
    orderId,
    event.status,
    event.actor,
    event.note ?? null,
    event.at,
  ]);
}

/** Sets an order's status (and its carrier and tracking number). */
export async function updateOrderStatus(
  tx: Queryable,
  orderId: number,
  change: { status: StoredOrderStatus; carrier?: number | null; trackingNumber?: string | null; at: Date },
): Promise<void> {
  await tx.query(
    `update orders set status = $2,
       carrier = case when $3::boolean then $4 else carrier end,
       tracking_number = case when $3::boolean then $5 else tracking_number end,
       updated_at = $6
     where id = $1`,
    [orderId, change.status, change.carrier !== undefined, change.carrier ?? null, change.trackingNumber ?? null, change.at],
  );
}

/** Sets the data check of every production of an order. */
export async function setDataCheckStatus(tx: Queryable, orderId: number, status: DataCheckStatus): Promise<void> {
  // An approved production stays approved (a reorder's artwork was checked with its first order, issue #15).
  await tx.query(
    `update order_productions set data_check_status = $2 where order_id = $1 and (data_check_status <> 'approved' or $2 = 'approved')`,
    [orderId, status],
  );
}

/** Pieces an order took from stock, summed per SKU, in SKU id order (the order stock is locked in). */
export async function stockOfOrder(tx: Queryable, orderId: number): Promise<{ skuId: number; quantity: number }[]> {
  const rows = await tx.query<{ sku_id: number; quantity: string | number }>(
    'select sku_id, sum(quantity) as quantity from order_items where order_id = $1 and sku_id is not null group by sku_id order by sku_id',
    [orderId],
  );
  return rows.map((r) => ({ skuId: r.sku_id, quantity: Number(r.quantity) }));
}

/** Gives pieces back to a SKU. */
export async function returnStock(tx: Queryable, skuId: number, quantity: number): Promise<void> {
  await tx.query('update skus set quantity_available = quantity_available + $2::bigint where id = $1', [skuId, quantity]);
}

/** Deletes an order with everything under it (a reservation undone: nothing of it remains). */
export async function deleteOrder(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('delete from orders where id = $1', [orderId]);
}

/** Removes the cart entries an order was made of. */
export async function removeOrderedCartEntries(tx: Queryable, orderId: number, customerId: number): Promise<void> {
  await tx.query(
    `delete from cart_items where customer_id = $2 and id in (select cart_entry_id from order_lines where order_id = $1 and cart_entry_kind = 'cart_item')`,
    [orderId, customerId],
  );
  await tx.query(
    `delete from cart_productions where customer_id = $2 and id in (select cart_entry_id from order_lines where order_id = $1 and cart_entry_kind = 'cart_production')`,
    [orderId, customerId],
  );
  await tx.query(
    `delete from cart_reorders where customer_id = $2 and id in (select cart_entry_id from order_lines where order_id = $1 and cart_entry_kind = 'cart_reorder')`,
    [orderId, customerId],
  );
  await tx.query(
    `delete from cart_estimates where customer_id = $2 and id in (select cart_entry_id from order_lines where order_id = $1 and cart_entry_kind = 'cart_estimate')`,
    [orderId, customerId],
  );
}

/** An order row as the service reads it. */
export interface OrderRow {
  id: number;
  number: string;
  customer_id: number;
  status: StoredOrderStatus;
  payment_method: PaymentMethod;
  goods_total: number;
  shipping_fee: number;
  coupon_discount: number;
  coupon_label: string | null;
  points_used: number;
  total: number;
  tax: number;
  quantity: number;
  ship_date: string;
  delivery_date: string | null;
  delivery_slot: string | null;
  address: AddressSnapshotWire;
  charges: OrderChargesWire;
  has_productions: boolean;
  /** the proof choice of a print order (issue #30); null without productions */
  proof: 'wanted' | 'skipped' | null;
  carrier: number | null;
  tracking_number: string | null;
  placed_at: Date;
  updated_at: Date;
}

const ORDER_COLUMNS = `o.id, o.number, o.customer_id, o.status, o.payment_method, o.goods_total, o.shipping_fee, o.coupon_discount, o.coupon_label, o.points_used, o.total, o.tax, o.quantity,
  o.ship_date::text as ship_date, o.delivery_date::text as delivery_date, o.delivery_slot, o.address, o.charges, o.has_productions, o.proof,
  o.carrier, o.tracking_number, o.placed_at, o.updated_at`;

/** The customer's order with this idempotency key (id and status), if any. */
export async function orderByKey(
  db: Queryable,
  customerId: number,
  key: string,
): Promise<{ id: number; status: StoredOrderStatus } | undefined> {
  return one<{ id: number; status: StoredOrderStatus }>(
    db,
    'select id, status from orders where customer_id = $1 and idempotency_key = $2',
    [customerId, key],
  );
}

/** An order by id; `lock` takes its row lock (transitions). */
export async function orderById(db: Queryable, id: number, lock = false): Promise<OrderRow | undefined> {
  return one<OrderRow>(db, `select ${ORDER_COLUMNS} from orders o where o.id = $1${lock ? ' for update' : ''}`, [id]);
}

/** An order by number; `customerId` limits it to that customer's (others: undefined). */
export async function orderByNumber(db: Queryable, number: string, customerId?: number): Promise<OrderRow | undefined> {
  return one<OrderRow>(db, `select ${ORDER_COLUMNS} from orders o where o.number = $1 and ($2::int is null or o.customer_id = $2)`, [
    number,
    customerId ?? null,
  ]);
}

/** The lines of an order in position order, with the data check of each production. */
export async function linesOf(
  db: Queryable,
  orderId: number,
): Promise<{ snapshot: OrderLineWire; data_check_status: DataCheckStatus | null; mockup_token: string | null }[]> {
  return db.query<{ snapshot: OrderLineWire; data_check_status: DataCheckStatus | null; mockup_token: string | null }>(
    `select l.snapshot, p.data_check_status, p.mockup_token from order_lines l left join order_productions p on p.order_line_id = l.id
     where l.order_id = $1 order by l.position`,
    [orderId],
  );
}

/** The status changes of an order, oldest first. */
export async function eventsOf(db: Queryable, orderId: number): Promise<{ status: OrderStatus; created_at: Date }[]> {
  return db.query<{ status: OrderStatus; created_at: Date }>(
    // the artwork loop's lines (art_job_id set) are told on the order's artwork, not as status changes
    'select status, created_at from order_events where order_id = $1 and art_job_id is null order by id',
    [orderId],
  );
}

/** What a row of the order history shows besides the order: its lines' names, and the first line's picture and prints. */
export interface OrderListExtras {
  line_names: string[];
  /** the first line's product picture */
  image: string | null;
  /** the first line as ordered */
  first_line: OrderLineWire | null;
  /** the first line's production mock-up token (null when it is not a production) */
  first_mockup_token: string | null;
}

/** A page of the customer's orders (newest first; reservations under way are left out) and how many there are. */
export async function ordersOfCustomer(
  db: Queryable,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: (OrderRow & OrderListExtras)[]; total: number }> {
  const [count] = await db.query<{ n: string | number }>(
    "select count(*) as n from orders where customer_id = $1 and status <> 'placing'",
    [customerId],
  );
  const rows = await db.query<OrderRow & Omit<OrderListExtras, 'line_names'> & { line_names: string[] | null }>(
    `select ${ORDER_COLUMNS},
       (select array_agg(coalesce(l.snapshot #>> '{product,name}', l.snapshot #>> '{production,product,name}') order by l.position)
          from order_lines l where l.order_id = o.id) as line_names,
       first_line.image, first_line.snapshot as first_line, first_line.mockup_token as first_mockup_token
     from orders o
     left join lateral (
       select coalesce(l.snapshot #>> '{product,image}', l.snapshot #>> '{production,product,image}') as image,
              l.snapshot, p.mockup_token
         from order_lines l left join order_productions p on p.order_line_id = l.id
        where l.order_id = o.id order by l.position limit 1) first_line on true
     where o.customer_id = $1 and o.status <> 'placing'
     order by o.placed_at desc, o.id desc limit $2 offset $3`,
    [customerId, page.limit, page.offset],
  );
  return { rows: rows.map((r) => ({ ...r, line_names: r.line_names ?? [] })), total: Number(count?.n ?? 0) };
}

/** A production of an order by its number; `customerId` limits it to that customer's. */
export async function productionByNumber(
  db: Queryable,
  number: string,
  customerId: number,
): Promise<{ order_id: number; data_check_status: DataCheckStatus; mockup_token: string; line: OrderLineWire } | undefined> {
  return one<{ order_id: number; data_check_status: DataCheckStatus; mockup_token: string; line: OrderLineWire }>(
    db,
    `select p.order_id, p.data_check_status, p.mockup_token, l.snapshot as line from order_productions p
     join orders o on o.id = p.order_id join order_lines l on l.id = p.order_line_id
     where p.number = $1 and o.customer_id = $2 and o.status <> 'placing'`,
    [number, customerId],
  );
}

/** Orders left unfinished before `before`: reservations (`placing`) and 3-D Secure challenges. */
export async function unfinishedOrders(
  db: Queryable,
  status: 'placing' | 'pending_authentication',
  before: Date,
  limit = 50,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>('select id from orders where status = $1 and placed_at < $2 order by placed_at limit $3', [
    status,
    before,
    limit,
  ]);
  return rows.map((r) => r.id);
}

/** Counts (tests, the operator): orders and payments of a customer. */
export async function countOrders(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from orders where customer_id = $1', [customerId]);
  return Number(row?.n ?? 0);
}
