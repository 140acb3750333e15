/**
 * Customer reviews in the database (`reviews`, migration 018): every statement the review service and
 * the operator commands run. Each read and write of a customer's review names the customer, so an id
 * of another customer's review finds nothing.
 */
import type { MyReviewWire, ReviewableProductWire } from '@shop/api-contract';
import { sizeFitApplies, type SizeFit } from '@shop/validation';
import { one, type Queryable } from '../db/db.ts';
import { productImageUrl } from '../catalog/product-shapes.ts';

/** The fields of a review as the form gives them (checked by the contract's schema). */
export interface ReviewFields {
  rating: number;
  title: string;
  body: string;
  sizeFit: SizeFit | null;
  nickname: string;
}

/** A customer's stored review with its product and order. */
export interface MyReviewRow {
  id: number;
  rating: number;
  title: string;
  body: string;
  size_fit: SizeFit | null;
  nickname: string;
  is_hidden: boolean;
  created_at: Date;
  updated_at: Date;
  code: string;
  name: string;
  silhouette: string;
  color_id: number | null;
  order_number: string;
}

/** A product the customer may review. */
export interface ReviewableRow {
  product_id: number;
  code: string;
  name: string;
  silhouette: string;
  color_id: number | null;
  order_number: string;
  delivered_at: Date;
}

const iso = (at: Date | string) => new Date(at).toISOString();

function productOf(row: { code: string; name: string; silhouette: string; color_id: number | null }) {
  return {
    code: row.code,
    name: row.name,
    image: row.color_id === null ? null : productImageUrl(row.code, row.color_id),
    size_fit_applies: sizeFitApplies(row.silhouette),
  };
}

/** The review as the API answers it. */
export function myReviewWire(row: MyReviewRow): MyReviewWire {
  return {
    id: row.id,
    product: productOf(row),
    order_number: row.order_number,
    rating: row.rating,
    title: row.title,
    body: row.body,
    size_fit: row.size_fit,
    nickname: row.nickname,
    is_hidden: row.is_hidden,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function reviewableWire(row: ReviewableRow): ReviewableProductWire {
  return { product: productOf(row), order_number: row.order_number, delivered_at: iso(row.delivered_at) };
}

const FIRST_COLOR = '(select min(c.id) from product_colors c where c.product_id = p.id)';

const MY_REVIEW_SELECT = `select r.id, r.rating, r.title, r.body, r.size_fit, r.nickname, r.is_hidden, r.created_at, r.updated_at,
    p.code, p.name, p.silhouette, ${FIRST_COLOR} as color_id, o.number as order_number
  from reviews r join products p on p.id = r.product_id join orders o on o.id = r.order_id`;

/** The customer's reviews, newest first. */
export function reviewsOf(db: Queryable, customerId: number): Promise<MyReviewRow[]> {
  return db.query<MyReviewRow>(`${MY_REVIEW_SELECT} where r.customer_id = $1 order by r.created_at desc, r.id desc`, [customerId]);
}

/** One review of the customer (undefined when missing or someone else's). */
export function reviewOf(db: Queryable, customerId: number, id: number): Promise<MyReviewRow | undefined> {
  return one<MyReviewRow>(db, `${MY_REVIEW_SELECT} where r.customer_id = $1 and r.id = $2`, [customerId, id]);
}

/** Delivered orders' products of the customer, one row per product (its latest delivery). */
const DELIVERED_PRODUCTS = `select distinct on (p.id) p.id as product_id, p.code, p.name, p.silhouette, ${FIRST_COLOR} as color_id,
      o.id as order_id, o.number as order_number,
      coalesce((select max(e.created_at) from order_events e where e.order_id = o.id and e.status = 'delivered'), o.updated_at) as delivered_at
    from orders o
    join order_items i on i.order_id = o.id
    join skus s on s.id = i.sku_id
    join products p on p.id = s.product_id
    where o.customer_id = $1 and o.status = 'delivered'
    order by p.id, delivered_at desc, o.id desc`;

/** Products of the customer's delivered orders without a review of theirs, the latest delivery first. */
export function reviewableProducts(db: Queryable, customerId: number): Promise<ReviewableRow[]> {
  return db.query<ReviewableRow>(
    `select d.product_id, d.code, d.name, d.silhouette, d.color_id, d.order_number, d.delivered_at
       from (${DELIVERED_PRODUCTS}) d
      where not exists (select 1 from reviews r where r.customer_id = $1 and r.product_id = d.product_id)
      order by d.delivered_at desc, d.product_id`,
    [customerId],
  );
}

/** A product by its code, locked until the transaction ends (its summary is rewritten by this transaction). */
export function lockProduct(tx: Queryable, code: string): Promise<{ id: number; silhouette: string } | undefined> {
  return one(tx, 'select id, silhouette from products where code = $1 for update', [code]);
}

/** Locks the product of one review of the customer; undefined when the review is missing or someone else's. */
export function lockReviewProduct(
  tx: Queryable,
  customerId: number,
  id: number,
): Promise<{ product_id: number; silhouette: string } | undefined> {
  return one(
    tx,
    `select p.id as product_id, p.silhouette from products p
      where p.id = (select r.product_id from reviews r where r.customer_id = $1 and r.id = $2) for update`,
    [customerId, id],
  );
}

/**
 * Whether the customer bought the product: the latest delivered order with it, else whether an order
 * with it is still on its way (not cancelled), else nothing.
 */
export async function purchaseOf(
  db: Queryable,
  customerId: number,
  productId: number,
): Promise<{ deliveredOrderId: number } | { undelivered: true } | undefined> {
  const rows = await db.query<{ id: number; status: string }>(
    `select o.id, o.status from orders o
      where o.customer_id = $1 and o.status not in ('placing', 'cancelled')
        and exists (select 1 from order_items i join skus s on s.id = i.sku_id where i.order_id = o.id and s.product_id = $2)
      order by (o.status = 'delivered') desc, o.placed_at desc, o.id desc limit 1`,
    [customerId, productId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return row.status === 'delivered' ? { deliveredOrderId: row.id } : { undelivered: true };
}

/** The id of the customer's review of a product, if any. */
export async function reviewIdOf(db: Queryable, customerId: number, productId: number): Promise<number | undefined> {
  return (await one<{ id: number }>(db, 'select id from reviews where customer_id = $1 and product_id = $2', [customerId, productId]))?.id;
}

/** Adds a review; answers its id. */
export async function insertReview(
  tx: Queryable,
  ids: { customerId: number; productId: number; orderId: number },
  fields: ReviewFields,
  at: Date,
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `insert into reviews (customer_id, product_id, order_id, rating, title, body, size_fit, nickname, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
    [ids.customerId, ids.productId, ids.orderId, fields.rating, fields.title, fields.body, fields.sizeFit, fields.nickname, at],
  );
  if (!row) throw new Error('review insert returned no row');
  return row.id;
}

/** Replaces the fields of one review of the customer; false when it is missing or someone else's. */
export async function updateReview(tx: Queryable, customerId: number, id: number, fields: ReviewFields, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `update reviews set rating = $3, title = $4, body = $5, size_fit = $6, nickname = $7, updated_at = $8
      where customer_id = $1 and id = $2 returning id`,
    [customerId, id, fields.rating, fields.title, fields.body, fields.sizeFit, fields.nickname, at],
  );
  return rows.length > 0;
}

/** Deletes one review of the customer; false when it is missing or someone else's. */
export async function deleteReview(tx: Queryable, customerId: number, id: number): Promise<boolean> {
  return (await tx.query('delete from reviews where customer_id = $1 and id = $2 returning id', [customerId, id])).length > 0;
}

/** Rewrites the product's review_count and rating_average from its visible reviews. */
export async function recomputeSummary(tx: Queryable, productId: number): Promise<void> {
  await tx.query(
    `update products set review_count = s.n, rating_average = s.average
       from (select count(*)::int as n, coalesce(round(avg(rating)::numeric, 1), 0) as average
               from reviews where product_id = $1 and not is_hidden) s
      where products.id = $1`,
    [productId],
  );
}

/** A review as the operator lists it. */
export interface AdminReviewRow {
  id: number;
  code: string;
  rating: number;
  title: string;
  nickname: string;
  is_hidden: boolean;
  customer_email: string | null;
  created_at: Date;
}

/** Reviews for the operator, newest first, optionally of one product. */
export function adminReviews(db: Queryable, productCode: string | null, limit: number): Promise<AdminReviewRow[]> {
  return db.query<AdminReviewRow>(
    `select r.id, p.code, r.rating, r.title, r.nickname, r.is_hidden, c.email as customer_email, r.created_at
       from reviews r join products p on p.id = r.product_id left join customers c on c.id = r.customer_id
      where ($1::text is null or p.code = $1)
      order by r.created_at desc, r.id desc limit $2`,
    [productCode, limit],
  );
}

/** Sets whether a review is hidden, under its product's lock; answers the product id, or undefined for no such review. */
export async function setHidden(tx: Queryable, id: number, hidden: boolean): Promise<number | undefined> {
  const product = await one<{ id: number }>(
    tx,
    'select p.id from products p where p.id = (select product_id from reviews where id = $1) for update',
    [id],
  );
  if (!product) return undefined;
  await tx.query('update reviews set is_hidden = $2 where id = $1', [id, hidden]);
  return product.id;
}
