/**
 * Plain cart lines (blank garments) in the database: read with their SKU, product, colour and size,
 * added and changed within the stock in single statements, deleted. Also the wrappings a product
 * offers, which every line answer carries.
 */
import { one, type Queryable } from '../db/db.ts';
import type { SkuLineRow } from '../catalog/product-shapes.ts';

/** A cart line with the SKU it sells and what that SKU is. */
export interface ItemRow extends SkuLineRow {
  id: number;
  quantity: number;
  /** yen, tax included: the price the line was last priced at */
  price: number;
  wrapping_id: number | null;
  updated_at: Date;
  sku_id: number;
  /** yen, tax included: the SKU's price now */
  sku_price: number;
  quantity_available: number;
}

/** A wrapping as cart lines offer it. */
export interface ItemWrapping {
  id: number;
  name: string;
  /** yen, tax included */
  charge: number;
}

const ITEM_SELECT = `select ci.id, ci.quantity, ci.price, ci.wrapping_id, ci.updated_at,
    k.id as sku_id, k.price as sku_price, k.quantity_available,
    p.id as product_id, p.code, p.name as product_name,
    c.id as color_id, c.name as color_name, c.hex, z.id as size_id, z.name as size_name
  from cart_items ci join skus k on k.id = ci.sku_id join products p on p.id = k.product_id
  join product_colors c on c.id = k.color_id join sizes z on z.id = k.size_id`;

/** A customer's cart lines, oldest first; `id` narrows them to that one line. */
export function itemRowsOf(db: Queryable, customerId: number, id?: number): Promise<ItemRow[]> {
  return db.query<ItemRow>(`${ITEM_SELECT} where ci.customer_id = $1 and ($2::int is null or ci.id = $2) order by ci.id`, [
    customerId,
    id ?? null,
  ]);
}

/** One cart line of the customer (undefined when missing or someone else's). */
export function itemRowOf(db: Queryable, customerId: number, id: number): Promise<ItemRow | undefined> {
  return one<ItemRow>(db, `${ITEM_SELECT} where ci.customer_id = $1 and ci.id = $2`, [customerId, id]);
}

/** Wrappings offered per product id, each list in wrapping id order. */
export async function wrappingsOf(db: Queryable, productIds: number[]): Promise<Map<number, ItemWrapping[]>> {
  const rows = await db.query<{ product_id: number } & ItemWrapping>(
    `select pw.product_id, w.id, w.name, w.charge from product_wrappings pw join wrappings w on w.id = pw.wrapping_id
     where pw.product_id = any($1::int[]) order by w.id`,
    [productIds],
  );
  const byProduct = new Map<number, ItemWrapping[]>();
  for (const { product_id, ...wrapping } of rows) {
    const list = byProduct.get(product_id) ?? [];
    list.push(wrapping);
    byProduct.set(product_id, list);
  }
  return byProduct;
}

/** Whether a product offers a wrapping (null = no wrapping, always allowed). */
export async function offersWrapping(db: Queryable, productId: number, wrappingId: number | null): Promise<boolean> {
  if (wrappingId === null) return true;
  const row = await one(db, 'select 1 from product_wrappings where product_id = $1 and wrapping_id = $2', [productId, wrappingId]);
  return row !== undefined;
}

/** The product a SKU belongs to (undefined: no such SKU). */
export async function productOfSku(db: Queryable, skuId: number): Promise<number | undefined> {
  const sku = await one<{ product_id: number }>(db, 'select product_id from skus where id = $1', [skuId]);
  return sku?.product_id;
}

/**
 * Adds `quantity` of a SKU to the customer's cart in one statement: a new line takes
 * min(quantity, stock); adding to an existing line (same SKU and wrapping) raises it to
 * min(old + quantity, stock), with the row locked by ON CONFLICT, so parallel additions can never
 * push a line above the stock. `before` is the line's quantity before (0 for a new line).
 * Undefined when the SKU is sold out (or gone).
 */
export function addItem(
  db: Queryable,
  customerId: number,
  line: { skuId: number; quantity: number; wrappingId: number | null },
  at: Date,
): Promise<{ id: number; quantity: number; before: number } | undefined> {
  return one<{ id: number; quantity: number; before: number }>(
    db,
    `with s as (select id, price, quantity_available from skus where id = $2 and quantity_available > 0),
          before as (select coalesce(sum(quantity), 0)::int as quantity from cart_items
                     where customer_id = $1 and sku_id = $2 and coalesce(wrapping_id, 0) = coalesce($4::int, 0))
     insert into cart_items as ci (customer_id, sku_id, quantity, price, wrapping_id, created_at, updated_at)
     select $1, s.id, least($3::bigint, s.quantity_available)::int, s.price, $4::int, $5, $5 from s
     on conflict (customer_id, sku_id, coalesce(wrapping_id, 0)) do update set
       quantity = greatest(1, least(ci.quantity::bigint + $3::bigint,
                                    (select quantity_available from skus where id = excluded.sku_id)))::int,
       updated_at = excluded.updated_at
     returning ci.id, ci.quantity, (select quantity from before) as before`,
    [customerId, line.skuId, line.quantity, line.wrappingId, at],
  );
}

/**
 * Writes a line back as refreshed (its quantity, price and wrapping). Throws a unique violation
 * (see `isUniqueViolation`) when the new wrapping meets another line of the same SKU.
 */
export async function rewriteItem(
  db: Queryable,
  id: number,
  line: { quantity: number; price: number; wrappingId: number | null },
  at: Date,
): Promise<void> {
  await db.query('update cart_items set quantity = $2, price = $3, wrapping_id = $4, updated_at = $5 where id = $1', [
    id,
    line.quantity,
    line.price,
    line.wrappingId,
    at,
  ]);
}

/**
 * Locks a line of the customer for an edit (undefined when missing or someone else's), with the
 * product and SKU it sells.
 */
export function lockItem(tx: Queryable, customerId: number, id: number): Promise<{ product_id: number; sku_id: number } | undefined> {
  return one<{ product_id: number; sku_id: number }>(
    tx,
    'select k.product_id, ci.sku_id from cart_items ci join skus k on k.id = ci.sku_id where ci.id = $1 and ci.customer_id = $2 for update of ci',
    [id, customerId],
  );
}

/** Whether the customer has another line of the SKU with this wrapping (null: unwrapped). */
export async function hasOtherLine(
  tx: Queryable,
  customerId: number,
  skuId: number,
  wrappingId: number | null,
  exceptId: number,
): Promise<boolean> {
  const clash = await one(
    tx,
    'select 1 from cart_items where customer_id = $1 and sku_id = $2 and coalesce(wrapping_id, 0) = coalesce($3::int, 0) and id <> $4',
    [customerId, skuId, wrappingId, exceptId],
  );
  return clash !== undefined;
}

/** Sets the wrapping of a line (null: none). */
export async function setItemWrapping(tx: Queryable, id: number, wrappingId: number | null, at: Date): Promise<void> {
  await tx.query('update cart_items set wrapping_id = $2, updated_at = $3 where id = $1', [id, wrappingId, at]);
}

/**
 * Sets the quantity of a line, capped at the stock in the same statement that writes it. Returns the
 * quantity written; undefined when the SKU is sold out (nothing written).
 */
export async function setItemQuantity(tx: Queryable, id: number, quantity: number, at: Date): Promise<number | undefined> {
  const row = await one<{ quantity: number }>(
    tx,
    `update cart_items ci set quantity = least($2::bigint, k.quantity_available)::int, updated_at = $3
     from skus k where ci.id = $1 and k.id = ci.sku_id and k.quantity_available > 0 returning ci.quantity`,
    [id, quantity, at],
  );
  return row?.quantity;
}

/** Deletes a line that was read for its owner (a refresh found it can no longer be bought). */
export async function deleteItem(db: Queryable, id: number): Promise<void> {
  await db.query('delete from cart_items where id = $1', [id]);
}

/** Deletes a line of the customer; false when there was none. */
export async function deleteCustomerItem(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from cart_items where id = $1 and customer_id = $2 returning id', [id, customerId]);
  return rows.length > 0;
}

/** True for a unique-index violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
