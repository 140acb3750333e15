/**
 * The order messages in the database (issue #30). The thread list reads the orders, their customers
 * and the art jobs that wait on the customer in the same statement (as artwork-store reads the
 * orders), so that it can be sorted and paged by the wait in SQL; nothing here writes another
 * domain's table.
 */
import { one, type Queryable } from '../db/db.ts';

/** The order a thread belongs to, with what the messages and their mails name. */
export interface ThreadOrderRow {
  id: number;
  number: string;
  status: string;
  customer_id: number;
  customer_name: string;
  ship_date: string;
  total: number;
}

/** An order by number (never one still being placed); with `customerId`, only that customer's. */
export function threadOrder(db: Queryable, number: string, customerId?: number): Promise<ThreadOrderRow | undefined> {
  return one<ThreadOrderRow>(
    db,
    `select o.id, o.number, o.status, o.customer_id, c.name as customer_name, to_char(o.ship_date, 'YYYY-MM-DD') as ship_date, o.total
       from orders o join customers c on c.id = o.customer_id
      where o.number = $1 and o.status <> 'placing' and ($2::int is null or o.customer_id = $2)`,
    [number, customerId ?? null],
  );
}

export interface MessageRow {
  id: number;
  order_id: number;
  author: 'customer' | 'staff';
  staff_id: number | null;
  /** the staff member's name, else their e-mail (staff messages only) */
  staff_label: string | null;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

const MESSAGE_COLUMNS = `m.id, m.order_id, m.author, m.staff_id, nullif(coalesce(nullif(s.name, ''), s.email), '') as staff_label,
  m.body, m.created_at, m.read_at`;

/** Every message of an order, oldest first. */
export function messagesOfOrder(db: Queryable, orderId: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from order_messages m left join staff s on s.id = m.staff_id where m.order_id = $1 order by m.id`,
    [orderId],
  );
}

/** Appends a message and answers it. */
export async function insertMessage(
  db: Queryable,
  message: { orderId: number; author: 'customer' | 'staff'; staffId: number | null; body: string; at: Date },
): Promise<MessageRow> {
  const inserted = await one<{ id: number }>(
    db,
    `insert into order_messages (order_id, author, staff_id, body, created_at) values ($1, $2, $3, $4, $5) returning id`,
    [message.orderId, message.author, message.staffId, message.body, message.at],
  );
  if (!inserted) throw new Error('insert into order_messages returned no row');
  const row = await one<MessageRow>(
    db,
    `select ${MESSAGE_COLUMNS} from order_messages m left join staff s on s.id = m.staff_id where m.id = $1`,
    [inserted.id],
  );
  if (!row) throw new Error(`order message ${inserted.id} vanished`);
  return row;
}

/** Marks the unread messages of `author` in an order read at `at`; answers how many. */
export async function markRead(db: Queryable, orderId: number, author: 'customer' | 'staff', at: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'update order_messages set read_at = $3 where order_id = $1 and author = $2 and read_at is null returning id',
    [orderId, author, at],
  );
  return rows.length;
}

/** Since when an order's art jobs wait on the customer (the earliest wait), null when none does. */
export async function artWaitSince(db: Queryable, orderId: number, waitStatuses: readonly string[]): Promise<Date | null> {
  const row = await one<{ since: Date | null }>(
    db,
    `select to_timestamp(min((waiting->>'since')::bigint) / 1000.0) as since
       from art_jobs where order_id = $1 and waiting is not null and status = any($2::text[])`,
    [orderId, [...waitStatuses]],
  );
  return row?.since ?? null;
}

export interface ThreadRow {
  number: string;
  status: string;
  customer_name: string;
  message_count: number;
  unread_count: number;
  last_message_at: Date;
  last_author: 'customer' | 'staff';
  /** the shop's first message since the customer's last one (null when the customer's is last) */
  message_wait: Date | null;
  /** the earliest art job waiting on the customer */
  art_wait: Date | null;
}

/**
 * One page of the orders with messages: the longest wait on the customer first (the earlier of the
 * shop's last word and an art job's wait), then the orders that wait on nobody, the latest message first.
 */
export async function threadPage(
  db: Queryable,
  waitStatuses: readonly string[],
  limit: number,
  offset: number,
): Promise<{ rows: ThreadRow[]; total: number }> {
  const rows = await db.query<ThreadRow>(
    `with counted as (
       select order_id, count(*)::int as message_count,
              (count(*) filter (where author = 'customer' and read_at is null))::int as unread_count,
              max(created_at) as last_message_at,
              (array_agg(author order by id desc))[1] as last_author,
              coalesce(max(id) filter (where author = 'customer'), 0) as last_customer_id
         from order_messages group by order_id
     ), threads as (
       -- the shop's first word since the customer's last one: the customer has waited since then
       select t.*, (select min(m.created_at) from order_messages m
                     where m.order_id = t.order_id and m.author = 'staff' and m.id > t.last_customer_id) as message_wait
         from counted t
     ), art as (
       select order_id, to_timestamp(min((waiting->>'since')::bigint) / 1000.0) as art_wait
         from art_jobs where waiting is not null and status = any($1::text[]) group by order_id
     )
     select o.number, o.status, c.name as customer_name, t.message_count, t.unread_count, t.last_message_at, t.last_author,
            t.message_wait, a.art_wait
       from threads t
       join orders o on o.id = t.order_id
       join customers c on c.id = o.customer_id
       left join art a on a.order_id = t.order_id
      order by least(t.message_wait, a.art_wait) asc nulls last,
               t.last_message_at desc, o.id desc
      limit $2 offset $3`,
    [[...waitStatuses], limit, offset],
  );
  const count = await one<{ n: number }>(db, 'select count(distinct order_id)::int as n from order_messages');
  return { rows, total: count?.n ?? 0 };
}
