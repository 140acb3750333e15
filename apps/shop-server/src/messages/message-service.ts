/**
 * The messages of an order (issue #30): one thread per order between its customer and the shop's
 * staff. The customer reads and writes on their order page (only their own orders); the staff in
 * the back office, where the threads are listed by how long each has waited on the customer: since
 * the shop's first word after the customer's last one, or since an art job started waiting on the customer's answer
 * (artwork-domain's CUSTOMER_WAIT_STATUSES), whichever is longer. A staff reply mails the customer
 * (the text and the order page's link) and is recorded in the audit log; a customer's message mails
 * the shop's mailbox. Mails go out after the message is stored; a failed mail is logged, never lost
 * in the caller's answer.
 */
import type { OrderMessageWire } from '@shop/api-contract';
import type { MessageTemplate, MessageThreadSummaryWire, MessageThreadWire } from '@shop/api-contract/admin';
import { CUSTOMER_WAIT_STATUSES } from '@shop/artwork-domain';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/order-domain';
import { customerContact } from '../account/account-service.ts';
import { audit, type AuditActor } from '../audit/audit-service.ts';
import type { Db } from '../db/db.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { customerMessageMail, staffMessageMail } from '../mail/order-message-mails.ts';
import { fillTemplate, loadMessageTemplates } from './message-templates.ts';
import {
  artWaitSince,
  insertMessage,
  markRead,
  messagesOfOrder,
  threadOrder,
  threadPage,
  type MessageRow,
  type ThreadOrderRow,
} from './message-store.ts';

/** The shop as the customer sees it sign its messages. */
export const SHOP_AUTHOR_LABEL = 'プリントファクトリー';

/** Threads per page of the back office's list. */
export const THREADS_PER_PAGE = 50;

export interface MessageDeps {
  db: Db;
  config: { publicUrl: string; shopMailbox: string };
  /** epoch ms */
  now: () => number;
  mailer: Mailer;
}

/** A staff member writing, as the audit log names them. */
export type StaffAuthor = Extract<AuditActor, { kind: 'staff' }>;

/** How the customer's thread shows a message: the shop signs as the shop, never as one staff member. */
function customerWire(row: MessageRow, customerName: string): OrderMessageWire {
  return {
    id: row.id,
    author: row.author,
    author_label: row.author === 'customer' ? customerName : SHOP_AUTHOR_LABEL,
    body: row.body,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

/** How the back office shows a message: the staff member who wrote it by name (or e-mail). */
function staffWire(row: MessageRow, customerName: string): OrderMessageWire {
  return { ...customerWire(row, customerName), author_label: row.author === 'customer' ? customerName : (row.staff_label ?? 'スタッフ') };
}

/** The shop's first message since the customer's last one: the customer has had the shop's word since then (null: the customer wrote last, or nobody). */
export function shopWordSince(messages: readonly Pick<MessageRow, 'author' | 'created_at'>[]): Date | null {
  let since: Date | null = null;
  for (const message of messages) since = message.author === 'customer' ? null : (since ?? message.created_at);
  return since;
}

/** The wait on the customer: the earlier of the shop's last word and an art job's wait (a tie counts as the message). */
export function customerWait(messageWait: Date | null, artWait: Date | null): { since: Date; reason: 'message' | 'artwork' } | null {
  if (messageWait && (!artWait || messageWait.getTime() <= artWait.getTime())) return { since: messageWait, reason: 'message' };
  if (artWait) return { since: artWait, reason: 'artwork' };
  return null;
}

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** `2026年12月9日` from 'YYYY-MM-DD'. */
const japaneseDate = (date: string) => `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

export function messageService(deps: MessageDeps) {
  const { db, config, now, mailer } = deps;
  const orderUrl = (number: string) => `${config.publicUrl}/myaccount/orders/${encodeURIComponent(number)}`;
  const threadUrl = (number: string) => `${config.publicUrl}/admin/messages/${encodeURIComponent(number)}`;

  async function send(mail: MailMessage | undefined, what: string): Promise<void> {
    if (!mail) return;
    try {
      await mailer.send(mail);
    } catch (error) {
      console.error(`[shop-server] the mail of ${what} was not sent:`, error);
    }
  }

  async function threadHead(order: ThreadOrderRow, messages: readonly MessageRow[]) {
    const wait = customerWait(shopWordSince(messages), await artWaitSince(db, order.id, CUSTOMER_WAIT_STATUSES));
    return {
      order_number: order.number,
      order_status: order.status as OrderStatus,
      order_status_label: statusLabel(order.status),
      customer_name: order.customer_name,
      waiting_since: wait?.since.toISOString() ?? null,
      waiting_reason: wait?.reason ?? null,
    };
  }

  return {
    /** The customer's thread of their order, oldest first; undefined when the order is not theirs. */
    async customerThread(customerId: number, number: string): Promise<OrderMessageWire[] | undefined> {
      const order = await threadOrder(db, number, customerId);
      if (!order) return undefined;
      return (await messagesOfOrder(db, order.id)).map((row) => customerWire(row, order.customer_name));
    },

    /** The customer writes to the shop; the shop's mailbox gets a mail. Undefined when the order is not theirs. */
    async customerPost(customerId: number, number: string, body: string): Promise<OrderMessageWire | undefined> {
      const order = await threadOrder(db, number, customerId);
      if (!order) return undefined;
      const row = await insertMessage(db, { orderId: order.id, author: 'customer', staffId: null, body, at: new Date(now()) });
      await send(
        customerMessageMail({
          to: config.shopMailbox,
          customerName: order.customer_name,
          orderNumber: order.number,
          body,
          threadUrl: threadUrl(order.number),
        }),
        `message ${row.id}`,
      );
      return customerWire(row, order.customer_name);
    },

    /** The customer has seen the shop's messages; false when the order is not theirs. */
    async customerRead(customerId: number, number: string): Promise<boolean> {
      const order = await threadOrder(db, number, customerId);
      if (!order) return false;
      await markRead(db, order.id, 'staff', new Date(now()));
      return true;
    },

    /** One page of the threads, the longest wait on the customer first. */
    async threads(
      page: number,
    ): Promise<{ data: MessageThreadSummaryWire[]; meta: { current_page: number; last_page: number; per_page: number; total: number } }> {
      const { rows, total } = await threadPage(db, CUSTOMER_WAIT_STATUSES, THREADS_PER_PAGE, (page - 1) * THREADS_PER_PAGE);
      return {
        data: rows.map((row) => {
          const wait = customerWait(row.message_wait, row.art_wait);
          return {
            order_number: row.number,
            order_status: row.status as OrderStatus,
            order_status_label: statusLabel(row.status),
            customer_name: row.customer_name,
            waiting_since: wait?.since.toISOString() ?? null,
            waiting_reason: wait?.reason ?? null,
            message_count: row.message_count,
            unread_count: row.unread_count,
            last_message_at: row.last_message_at.toISOString(),
            last_author: row.last_author,
          };
        }),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / THREADS_PER_PAGE)), per_page: THREADS_PER_PAGE, total },
      };
    },

    /** One order's thread for the staff (any order); undefined when there is no such order. */
    async staffThread(number: string): Promise<MessageThreadWire | undefined> {
      const order = await threadOrder(db, number);
      if (!order) return undefined;
      const messages = await messagesOfOrder(db, order.id);
      return { ...(await threadHead(order, messages)), messages: messages.map((row) => staffWire(row, order.customer_name)) };
    },

    /** A staff member has seen the customer's messages; false when there is no such order. */
    async staffRead(number: string): Promise<boolean> {
      const order = await threadOrder(db, number);
      if (!order) return false;
      await markRead(db, order.id, 'customer', new Date(now()));
      return true;
    },

    /** A staff member replies: stored with its audit entry, then the customer is mailed. Undefined when there is no such order. */
    async staffPost(author: StaffAuthor, number: string, body: string): Promise<OrderMessageWire | undefined> {
      const order = await threadOrder(db, number);
      if (!order) return undefined;
      const at = now();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertMessage(tx, { orderId: order.id, author: 'staff', staffId: author.staffId, body, at: new Date(at) });
        await audit.record(tx, {
          actor: author,
          action: 'message.send',
          target: { type: 'order', id: order.number },
          before: null,
          after: { message_id: inserted.id, body },
          at,
        });
        return inserted;
      });
      const contact = await customerContact(db, order.customer_id);
      await send(
        contact &&
          staffMessageMail({ to: contact.email, name: contact.name, orderNumber: order.number, body, orderUrl: orderUrl(order.number) }),
        `message ${row.id}`,
      );
      return staffWire(row, order.customer_name);
    },

    /** The reply templates filled with one order's values; undefined when there is no such order. */
    async templates(number: string): Promise<MessageTemplate[] | undefined> {
      const order = await threadOrder(db, number);
      if (!order) return undefined;
      const values = {
        name: order.customer_name,
        orderNumber: order.number,
        shipDate: japaneseDate(order.ship_date),
        total: `${order.total.toLocaleString('ja-JP')}円`,
        orderUrl: orderUrl(order.number),
      };
      return (await loadMessageTemplates()).map((template) => ({
        id: template.title,
        title: template.title,
        body: fillTemplate(template.body, values),
      }));
    },
  };
}

export type MessageService = ReturnType<typeof messageService>;
