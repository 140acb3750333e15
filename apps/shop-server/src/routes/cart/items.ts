/** Plain cart lines (blank garments): `/api/cart_items`. */
import { API_ROUTES } from '@shop/api-contract';
import { reconcileItem, yen } from '@shop/cart-domain';
import { Hono } from 'hono';
import { one, type Queryable } from '../../db/db.ts';
import { idParam } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpProblem } from '../../http/errors.ts';
import { on, readRequest } from '../../http/route.ts';
import { requireCustomer } from '../../session/middleware.ts';
import { productImageUrl } from '../catalog/product-shapes.ts';
import { skuOf } from './catalogue.ts';
import { CART_MESSAGES } from './messages.ts';
import { entryMeta } from './serialize.ts';

interface ItemRow {
  id: number;
  quantity: number;
  price: number;
  wrapping_id: number | null;
  updated_at: Date;
  sku_id: number;
  sku_price: number;
  quantity_available: number;
  product_id: number;
  code: string;
  product_name: string;
  color_id: number;
  color_name: string;
  hex: string;
  size_id: number;
  size_name: string;
}

const ITEM_SELECT = `select ci.id, ci.quantity, ci.price, ci.wrapping_id, ci.updated_at,
    k.id as sku_id, k.price as sku_price, k.quantity_available,
    p.id as product_id, p.code, p.name as product_name,
    c.id as color_id, c.name as color_name, c.hex, z.id as size_id, z.name as size_name
  from cart_items ci join skus k on k.id = ci.sku_id join products p on p.id = k.product_id
  join product_colors c on c.id = k.color_id join sizes z on z.id = k.size_id`;

/** Wrappings offered per product id. */
async function wrappingsOf(db: Queryable, productIds: number[]) {
  const rows = await db.query<{ product_id: number; id: number; name: string; charge: number }>(
    `select pw.product_id, w.id, w.name, w.charge from product_wrappings pw join wrappings w on w.id = pw.wrapping_id
     where pw.product_id = any($1::int[]) order by w.id`,
    [productIds],
  );
  const byProduct = new Map<number, { id: number; name: string; charge: number }[]>();
  for (const { product_id, ...wrapping } of rows) {
    const list = byProduct.get(product_id) ?? [];
    list.push(wrapping);
    byProduct.set(product_id, list);
  }
  return byProduct;
}

/** A customer's cart lines in their wire shape (CartItemSchema), oldest first; `id` narrows to one. */
export async function loadItemsWire(db: Queryable, customerId: number, id?: number) {
  const rows = await db.query<ItemRow>(`${ITEM_SELECT} where ci.customer_id = $1 and ($2::int is null or ci.id = $2) order by ci.id`, [
    customerId,
    id ?? null,
  ]);
  const wrappings = await wrappingsOf(db, [...new Set(rows.map((r) => r.product_id))]);
  return rows.map((r) => ({
    id: r.id,
    sku: { id: r.sku_id, price: r.sku_price, inventory: { quantity_available: r.quantity_available } },
    product: { id: r.product_id, code: r.code, name: r.product_name, image: productImageUrl(r.code, r.color_id) },
    color: { id: r.color_id, name: r.color_name, hex: r.hex },
    size: { id: r.size_id, name: r.size_name },
    quantity: r.quantity,
    price: r.price,
    wrapping_id: r.wrapping_id,
    wrappings: wrappings.get(r.product_id) ?? [],
    updated_at: r.updated_at.toISOString(),
  }));
}

async function itemWire(db: Queryable, customerId: number, id: number) {
  const [item] = await loadItemsWire(db, customerId, id);
  if (!item) throw new HttpProblem(404, CART_MESSAGES.noItem);
  return item;
}

/** Whether a product offers a wrapping (null = no wrapping, always allowed). */
async function offersWrapping(db: Queryable, productId: number, wrappingId: number | null): Promise<boolean> {
  if (wrappingId === null) return true;
  const row = await one(db, 'select 1 from product_wrappings where product_id = $1 and wrapping_id = $2', [productId, wrappingId]);
  return row !== undefined;
}

const refuse = (field: string, message: string) => new HttpProblem(422, message, { [field]: [message] });

/** True for a unique-index violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** `/api/cart_items` routes. */
export function cartItemRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();

  on(app, API_ROUTES.cartItemCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.cartItemCreate);
    const wrappingId = body.wrappingId ?? null;
    const sku = await one<{ product_id: number }>(db, 'select product_id from skus where id = $1', [body.skuId]);
    if (!sku) throw refuse('sku_id', CART_MESSAGES.unknownSku);
    if (!(await offersWrapping(db, sku.product_id, wrappingId))) throw refuse('wrapping_id', CART_MESSAGES.wrappingNotOffered);
    // One statement: a new line takes min(quantity, stock); adding to an existing line (same SKU and
    // wrapping) raises it to min(old + quantity, stock), with the row locked by ON CONFLICT, so
    // parallel additions can never push a line above the stock. `before` only feeds meta.shortage.
    const row = await one<{ id: number; quantity: number; before: number }>(
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
      [customerId, body.skuId, body.quantity, wrappingId, new Date(now())],
    );
    if (!row) throw refuse('sku_id', CART_MESSAGES.soldOut);
    const data = await itemWire(db, customerId, row.id);
    return c.json({ data, meta: entryMeta({ shortage: row.quantity < row.before + body.quantity }) }, 201);
  });

  on(app, API_ROUTES.cartItemShow, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const stored = await one<ItemRow>(db, `${ITEM_SELECT} where ci.customer_id = $1 and ci.id = $2`, [customerId, id]);
    if (!stored) throw new HttpProblem(404, CART_MESSAGES.noItem);
    const sku = skuOf({ id: stored.sku_id, price: stored.sku_price, quantity_available: stored.quantity_available });
    const { item, flags } = reconcileItem({ sku, quantity: stored.quantity, price: yen(stored.price) }, sku);
    if (!item) {
      await db.query('delete from cart_items where id = $1', [id]);
      return c.json({ data: null, meta: entryMeta({}) });
    }
    const wrappingOk = await offersWrapping(db, stored.product_id, stored.wrapping_id);
    await db.query('update cart_items set quantity = $2, price = $3, wrapping_id = $4, updated_at = $5 where id = $1', [
      id,
      item.quantity,
      item.price,
      wrappingOk ? stored.wrapping_id : null,
      new Date(now()),
    ]).catch(async (error: unknown) => {
      // Clearing a withdrawn wrapping met an unwrapped line of the same SKU: keep the line as it is.
      if (!isUniqueViolation(error)) throw error;
    });
    const data = await itemWire(db, customerId, id);
    return c.json({ data, meta: entryMeta({ shortage: flags.shortage, revision: flags.revision || !wrappingOk }) });
  });

  on(app, API_ROUTES.cartItemUpdate, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const body = await readRequest(c, API_ROUTES.cartItemUpdate);
    const result = await db.transaction(async (tx) => {
      const stored = await one<{ product_id: number; sku_id: number }>(
        tx,
        'select k.product_id, ci.sku_id from cart_items ci join skus k on k.id = ci.sku_id where ci.id = $1 and ci.customer_id = $2 for update of ci',
        [id, customerId],
      );
      if (!stored) throw new HttpProblem(404, CART_MESSAGES.noItem);
      let shortage = false;
      if (body.wrappingId !== undefined) {
        if (!(await offersWrapping(tx, stored.product_id, body.wrappingId))) throw refuse('wrapping_id', CART_MESSAGES.wrappingNotOffered);
        const clash = await one(
          tx,
          'select 1 from cart_items where customer_id = $1 and sku_id = $2 and coalesce(wrapping_id, 0) = coalesce($3::int, 0) and id <> $4',
          [customerId, stored.sku_id, body.wrappingId, id],
        );
        if (clash) throw refuse('wrapping_id', CART_MESSAGES.wrappingLineExists);
        await tx.query('update cart_items set wrapping_id = $2, updated_at = $3 where id = $1', [id, body.wrappingId, new Date(now())]);
      }
      if (body.quantity !== undefined) {
        // Capped at the stock in the same statement that writes it.
        const row = await one<{ quantity: number }>(
          tx,
          `update cart_items ci set quantity = least($2::bigint, k.quantity_available)::int, updated_at = $3
           from skus k where ci.id = $1 and k.id = ci.sku_id and k.quantity_available > 0 returning ci.quantity`,
          [id, body.quantity, new Date(now())],
        );
        if (!row) throw refuse('quantity', CART_MESSAGES.soldOut);
        shortage = row.quantity < body.quantity;
      }
      return { shortage };
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw refuse('wrapping_id', CART_MESSAGES.wrappingLineExists);
      throw error;
    });
    const data = await itemWire(db, customerId, id);
    return c.json({ data, meta: entryMeta(result) });
  });

  on(app, API_ROUTES.cartItemDelete, async (c) => {
    const customerId = requireCustomer(c);
    const rows = await db.query('delete from cart_items where id = $1 and customer_id = $2 returning id', [idParam(c), customerId]);
    if (rows.length === 0) throw new HttpProblem(404, CART_MESSAGES.noItem);
    return c.body(null, 204);
  });

  return app;
}
