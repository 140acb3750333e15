/**
 * The back office's reads of orders (like the operator's admin-store.ts, every customer's): the
 * search with its filters, the full history, the customer behind an order and the dashboard's counts.
 * Changes go through the order service, never here.
 */
import type { Queryable, SqlParam } from '../db/db.ts';
import { likeLiteral, type OrderSearchKeys } from './search-keys.ts';

export interface OrderSearchFilter {
  keys: OrderSearchKeys | undefined;
  statuses: readonly string[] | null;
  methodSlug: string | null;
  paymentMethod: string | null;
  paymentStatus: string | null;
  /** 'YYYY-MM-DD', inclusive */
  dueFrom: string | null;
  dueUntil: string | null;
  /** Only these orders (the artwork filter); null: any. */
  orderIds: readonly number[] | null;
}

export interface OrderSearchRow {
  number: string;
  status: string;
  placed_at: Date;
  ship_date: string;
  customer_name: string;
  customer_name_kana: string;
  email: string;
  phone: string;
  postal_code: string;
  payment_method: 'card' | 'bank_transfer';
  payment_status: string | null;
  total: number;
  quantity: number;
  has_productions: boolean;
  print_methods: { slug: string; name: string }[];
}

/** White space (ASCII and the full-width space U+3000, written as the regular expression's escape) removed, lower case: the stored side of the `text` key. */
const compact = (sql: string) => `lower(regexp_replace(${sql}, '[[:space:]\\u3000]', '', 'g'))`;
const digitsOf = (sql: string) => `regexp_replace(${sql}, '[^0-9]', '', 'g')`;

/** The conditions of a search over `orders o`, `customers c` and `payments p`, on parameters $1 to $10 (`searchParams`). */
const SEARCH_WHERE = `o.status <> 'placing'
        and ($1::text[] is null or o.status = any($1::text[]))
        and ($2::text is null or exists (select 1 from order_productions op join print_methods pm on pm.id = op.print_method_id
                                          where op.order_id = o.id and pm.slug = $2))
        and ($3::text is null or o.payment_method = $3)
        and ($4::text is null or p.status = $4)
        and ($5::date is null or o.ship_date >= $5::date)
        and ($6::date is null or o.ship_date <= $6::date)
        and ($7::int[] is null or o.id = any($7::int[]))
        and ($8::text is null
             or lower(o.number) like $8 escape '\\'
             or ${compact('c.name')} like $8 escape '\\'
             or ${compact("coalesce(o.address->>'name', '')")} like $8 escape '\\'
             or lower(c.email) like $8 escape '\\'
             or ($9::text is not null and (${compact("coalesce(c.name_kana, '')")} like $9 escape '\\'
                                          or ${compact("coalesce(o.address->>'name_kana', '')")} like $9 escape '\\'))
             or ($10::text is not null and (${digitsOf("coalesce(o.address->>'phone', '')")} like '%' || $10 || '%'
                                           or coalesce(o.address->>'postal_code', '') like $10 || '%'
                                           or ${digitsOf('o.number')} like '%' || $10 || '%')))`;

const SEARCH_FROM = 'orders o join customers c on c.id = o.customer_id left join payments p on p.order_id = o.id';

/** The values of $1 to $10 of SEARCH_WHERE. */
function searchParams(filter: OrderSearchFilter): SqlParam[] {
  const { keys } = filter;
  return [
    filter.statuses,
    filter.methodSlug,
    filter.paymentMethod,
    filter.paymentStatus,
    filter.dueFrom,
    filter.dueUntil,
    filter.orderIds,
    keys ? `%${likeLiteral(keys.text)}%` : null,
    keys?.kana ? `%${likeLiteral(keys.kana)}%` : null,
    keys?.digits ?? null,
  ];
}

/** Orders matching the filter by shipping date (then placing order), one page, and how many match in all. */
export async function searchOrders(
  db: Queryable,
  filter: OrderSearchFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OrderSearchRow[]; total: number }> {
  const params = searchParams(filter);
  const rows = await db.query<OrderSearchRow>(
    `select o.number, o.status, o.placed_at, o.ship_date::text as ship_date,
            c.name as customer_name, coalesce(c.name_kana, o.address->>'name_kana', '') as customer_name_kana, c.email,
            coalesce(o.address->>'phone', '') as phone, coalesce(o.address->>'postal_code', '') as postal_code,
            o.payment_method, p.status as payment_status, o.total, o.quantity, o.has_productions,
            coalesce((select json_agg(json_build_object('slug', pm.slug, 'name', pm.name) order by op.id)
                        from order_productions op join print_methods pm on pm.id = op.print_method_id
                       where op.order_id = o.id), '[]'::json) as print_methods
       from ${SEARCH_FROM}
      where ${SEARCH_WHERE}
      order by o.ship_date, o.id
      limit $11 offset $12`,
    [...params, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${SEARCH_FROM} where ${SEARCH_WHERE}`, params);
  return { rows, total: count?.n ?? 0 };
}

/** The print methods, in the catalogue's order (the filter's choices, the dashboard's rows). */
export function printMethods(db: Queryable): Promise<{ id: number; slug: string; name: string }[]> {
  return db.query('select id, slug, name from print_methods order by id');
}

export interface HistoryRow {
  status: string;
  actor: string;
  note: string | null;
  artwork: boolean;
  created_at: Date;
}

/** Every line of an order's history, status changes and artwork decisions alike, oldest first. */
export function historyOfOrder(db: Queryable, orderNumber: string): Promise<HistoryRow[]> {
  return db.query<HistoryRow>(
    `select e.status, e.actor, e.note, e.art_job_id is not null as artwork, e.created_at
       from order_events e join orders o on o.id = e.order_id
      where o.number = $1 order by e.id`,
    [orderNumber],
  );
}

/** The customer who placed an order. */
export function customerOfOrder(
  db: Queryable,
  orderNumber: string,
): Promise<{ id: number; name: string; name_kana: string | null; email: string; closed: boolean }[]> {
  return db.query(
    `select c.id, c.name, c.name_kana, c.email, c.closed_at is not null as closed
       from orders o join customers c on c.id = o.customer_id where o.number = $1`,
    [orderNumber],
  );
}

/** Open orders per status: before, on and after `today` (their shipping date). */
export function workCounts(
  db: Queryable,
  statuses: readonly string[],
  today: string,
): Promise<{ status: string; overdue: number; today: number; later: number }[]> {
  return db.query(
    `select status,
            count(*) filter (where ship_date < $2::date)::int as overdue,
            count(*) filter (where ship_date = $2::date)::int as today,
            count(*) filter (where ship_date > $2::date)::int as later
       from orders where status = any($1::text[]) group by status`,
    [statuses, today],
  );
}

/** Open orders past their shipping date, the latest first. */
export function overdueOrders(
  db: Queryable,
  statuses: readonly string[],
  today: string,
  limit: number,
): Promise<{ number: string; status: string; ship_date: string; days_late: number; customer_name: string }[]> {
  return db.query(
    `select o.number, o.status, o.ship_date::text as ship_date, ($2::date - o.ship_date)::int as days_late, c.name as customer_name
       from orders o join customers c on c.id = o.customer_id
      where o.status = any($1::text[]) and o.ship_date < $2::date
      order by o.ship_date, o.id limit $3`,
    [statuses, today, limit],
  );
}

/** Open orders and pieces per print method (every method, zero when none). */
export function methodCounts(
  db: Queryable,
  statuses: readonly string[],
): Promise<{ slug: string; name: string; orders: number; pieces: number }[]> {
  return db.query(
    `select pm.slug, pm.name,
            count(distinct o.id)::int as orders,
            coalesce(sum((op.snapshot->>'quantity')::int) filter (where o.id is not null), 0)::int as pieces
       from print_methods pm
       left join order_productions op on op.print_method_id = pm.id
       left join orders o on o.id = op.order_id and o.status = any($1::text[])
      group by pm.id, pm.slug, pm.name
      order by pm.id`,
    [statuses],
  );
}
