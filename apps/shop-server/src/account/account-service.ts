/**
 * What a logged-in customer changes about their own account (issue #14): name, newsletter, e-mail
 * (through a link mailed to the new address), password (every other session ends) and closing the
 * account (anonymised, orders kept). Each change that needs the current password is throttled per
 * customer. Refusals are values with Japanese messages; the route module turns them into answers.
 */
import { ORDER_STATUS_LABELS, ordersBlockingClosure, type OrderStatus } from '@shop/order-domain';
import type { Db, Queryable } from '../db/db.ts';
import type { AppDeps } from '../http/env.ts';
import { accountClosedMail, emailChangeConfirmMail, emailChangedNoticeMail, passwordChangedMail } from '../mail/messages.ts';
import { customerRefOf } from '../saved-cards/saved-card-service.ts';
import { hashPassword, verifyPassword } from '../session/password.ts';
import { destroyCustomerSessions } from '../session/session-store.ts';
import { createRequestThrottle, REQUEST_LIMITS, THROTTLE_MESSAGES } from '../session/throttle.ts';
import { randomToken } from '../session/tokens.ts';
import {
  anonymiseAccount,
  customerContact as storedContact,
  consumeEmailChange,
  deleteEmailChanges,
  emailTakenByOther,
  findAccount,
  lockAccount,
  ordersOf,
  recordNewsletterChoice,
  setEmail,
  storeEmailChange,
  updateName,
  type AccountRecord,
} from './account-store.ts';

/** How long the link of an e-mail change stays valid (ms). */
export const EMAIL_CHANGE_VALID_MS = 24 * 60 * 60 * 1000;

/** The Japanese messages of refused account changes. */
export const ACCOUNT_MESSAGES = {
  wrongPassword: '現在のパスワードが正しくありません。',
  sameEmail: '現在ご登録のメールアドレスです。新しいメールアドレスを入力してください。',
  emailTaken: 'このメールアドレスは既に登録されています。',
  emailLinkInvalid: 'メールアドレス変更のリンクが無効か、有効期限が切れています。もう一度お手続きください。',
  emailLinkSent: (email: string) => `${email} に確認用のリンクをお送りしました。メール内のリンクを開くと変更が完了します。`,
  passwordChanged: 'パスワードを変更しました。ほかの端末やブラウザでのログインは終了しました。',
  closed: '退会の手続きが完了しました。ご利用ありがとうございました。',
  ordersOpen: (numbers: readonly string[]) =>
    `お届けが完了していないご注文（${numbers.join('、')}）があるため、退会できません。配達完了後にお手続きください。`,
} as const;

/** A refusal: the HTTP status, the message and the field it belongs to (if any). */
export interface AccountRefusal {
  status: 409 | 422 | 429;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
}

export type AccountResult<T> = { ok: true; value: T } | { ok: false; error: AccountRefusal };

const refuse = (error: AccountRefusal): { ok: false; error: AccountRefusal } => ({ ok: false, error });
const done = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** An order that keeps the account open, with its label. */
export interface BlockingOrder {
  number: string;
  status: OrderStatus;
  statusLabel: string;
}

export function accountService({ db, config, now, mailer, payments }: Pick<AppDeps, 'db' | 'config' | 'now' | 'mailer' | 'payments'>) {
  const throttle = createRequestThrottle(db);

  /** Counts one check of the current password; refused when the customer made too many lately. */
  async function checkPassword(customerId: number, hash: string, password: string): Promise<AccountRefusal | undefined> {
    const verdict = await throttle.take(
      [{ bucket: 'account:password-check', key: String(customerId), ...REQUEST_LIMITS.passwordChecksPerCustomer }],
      now(),
    );
    if (!verdict.allowed) {
      return {
        status: 429,
        message: THROTTLE_MESSAGES.passwordCheck(verdict.retryAfterSeconds),
        retryAfterSeconds: verdict.retryAfterSeconds,
      };
    }
    if (!(await verifyPassword(password, hash))) return { status: 422, message: ACCOUNT_MESSAGES.wrongPassword, field: 'current_password' };
    return undefined;
  }

  /** The orders that keep the account open (`placing` counts as received: it is being paid for). */
  async function blockingOrders(db: Pick<Db, 'query'>, customerId: number): Promise<BlockingOrder[]> {
    const open = (await ordersOf(db, customerId)).map((order) => ({
      number: order.number,
      status: (order.status === 'placing' ? 'received' : order.status) as OrderStatus,
    }));
    return ordersBlockingClosure(open).map((order) => ({ ...order, statusLabel: ORDER_STATUS_LABELS[order.status] }));
  }

  return {
    /** The open account of a customer; undefined once closed or gone. */
    get: (customerId: number): Promise<AccountRecord | undefined> => findAccount(db, customerId, now()),

    async changeName(customerId: number, name: string, nameKana: string): Promise<void> {
      await updateName(db, customerId, name, nameKana, now());
    },

    async changeNewsletter(customerId: number, subscribed: boolean, wording: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, customerId);
        await recordNewsletterChoice(tx, customerId, subscribed, wording, now());
      });
    },

    /** Mails a confirmation link to the new address; nothing changes until it is opened. */
    async requestEmailChange(customerId: number, email: string, currentPassword: string): Promise<AccountResult<string>> {
      const account = await findAccount(db, customerId, now());
      if (!account) return refuse({ status: 422, message: ACCOUNT_MESSAGES.emailLinkInvalid });
      const wrong = await checkPassword(customerId, account.password_hash, currentPassword);
      if (wrong) return refuse(wrong);
      if (email.trim().toLowerCase() === account.email.toLowerCase())
        return refuse({ status: 422, message: ACCOUNT_MESSAGES.sameEmail, field: 'email' });
      if (await emailTakenByOther(db, customerId, email))
        return refuse({ status: 422, message: ACCOUNT_MESSAGES.emailTaken, field: 'email' });
      const verdict = await throttle.take(
        [{ bucket: 'account:email-change', key: String(customerId), ...REQUEST_LIMITS.emailChangesPerCustomer }],
        now(),
      );
      if (!verdict.allowed) {
        return refuse({
          status: 429,
          message: THROTTLE_MESSAGES.emailChange(verdict.retryAfterSeconds),
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
      }
      const token = randomToken();
      await storeEmailChange(db, customerId, email, token, now(), EMAIL_CHANGE_VALID_MS);
      const link = `${config.publicUrl}/myaccount/email?${new URLSearchParams({ token }).toString()}`;
      await mailer.send(emailChangeConfirmMail(email.trim(), account.name, link, EMAIL_CHANGE_VALID_MS / 60_000));
      return done(ACCOUNT_MESSAGES.emailLinkSent(email.trim()));
    },

    /** The link was opened by the logged-in customer it was sent for: the new address takes effect. */
    async confirmEmailChange(customerId: number, token: string): Promise<AccountResult<void>> {
      const outcome = await db.transaction(async (tx): Promise<AccountResult<{ oldEmail: string; newEmail: string; name: string }>> => {
        const account = await lockAccount(tx, customerId);
        if (!account) return refuse({ status: 422, message: ACCOUNT_MESSAGES.emailLinkInvalid, field: 'token' });
        const newEmail = await consumeEmailChange(tx, customerId, token, now());
        if (newEmail === undefined) return refuse({ status: 422, message: ACCOUNT_MESSAGES.emailLinkInvalid, field: 'token' });
        // Registered by someone else since the link was sent: the link is spent, the address stays.
        if (await emailTakenByOther(tx, customerId, newEmail))
          return refuse({ status: 422, message: ACCOUNT_MESSAGES.emailTaken, field: 'token' });
        await setEmail(tx, customerId, newEmail, now());
        return done({ oldEmail: account.email, newEmail, name: account.name });
      });
      if (!outcome.ok) return outcome;
      await mailer.send(emailChangedNoticeMail(outcome.value.oldEmail, outcome.value.name, outcome.value.newEmail));
      return done(undefined);
    },

    async cancelEmailChange(customerId: number): Promise<void> {
      await deleteEmailChanges(db, customerId);
    },

    /**
     * Sets a new password; every other session of the customer ends (the caller then gives this
     * browser a new session id).
     */
    async changePassword(
      customerId: number,
      currentPassword: string,
      password: string,
      keepSessionId: string,
    ): Promise<AccountResult<string>> {
      const account = await findAccount(db, customerId, now());
      if (!account) return refuse({ status: 422, message: ACCOUNT_MESSAGES.wrongPassword, field: 'current_password' });
      const wrong = await checkPassword(customerId, account.password_hash, currentPassword);
      if (wrong) return refuse(wrong);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.query('update customers set password_hash = $2, updated_at = $3 where id = $1', [
          customerId,
          passwordHash,
          new Date(now()),
        ]);
        await tx.query('delete from password_resets where customer_id = $1', [customerId]);
        await destroyCustomerSessions(tx, customerId, keepSessionId);
      });
      await mailer.send(passwordChangedMail(account.email, account.name));
      return done(ACCOUNT_MESSAGES.passwordChanged);
    },

    /** Whether the account may be closed now, and the orders in the way. */
    async closure(customerId: number): Promise<{ closable: boolean; blockingOrders: BlockingOrder[] }> {
      const blocking = await blockingOrders(db, customerId);
      return { closable: blocking.length === 0, blockingOrders: blocking };
    },

    /** Closes the account: anonymised, sessions ended, a mail to the address it had. */
    async close(customerId: number, currentPassword: string): Promise<AccountResult<string>> {
      const account = await findAccount(db, customerId, now());
      if (!account) return refuse({ status: 422, message: ACCOUNT_MESSAGES.wrongPassword, field: 'current_password' });
      const wrong = await checkPassword(customerId, account.password_hash, currentPassword);
      if (wrong) return refuse(wrong);
      const outcome = await db.transaction(async (tx): Promise<AccountResult<string[]>> => {
        // One change of this account at a time; the orders are read inside the same transaction.
        if (!(await lockAccount(tx, customerId)))
          return refuse({ status: 422, message: ACCOUNT_MESSAGES.wrongPassword, field: 'current_password' });
        const blocking = await blockingOrders(tx, customerId);
        if (blocking.length > 0)
          return refuse({ status: 409, message: ACCOUNT_MESSAGES.ordersOpen(blocking.map((order) => order.number)) });
        await recordNewsletterChoice(tx, customerId, false, '退会に伴い配信を停止', now());
        const cardReferences = await anonymiseAccount(tx, customerId, now());
        await destroyCustomerSessions(tx, customerId);
        return done(cardReferences);
      });
      if (!outcome.ok) return outcome;
      // The saved cards go at the gateway too; a failure there leaves an orphan only the gateway knows.
      for (const reference of outcome.value) {
        await payments.deleteStoredCard({ reference, customerRef: customerRefOf(customerId) }).catch((error: unknown) => {
          console.error(`[shop-server] deleting a closed account's stored card at the gateway failed:`, error);
        });
      }
      await mailer.send(accountClosedMail(account.email, account.name));
      return done(ACCOUNT_MESSAGES.closed);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

/** Name and e-mail of a customer, for the mails other folders send (orders, estimates). */
export function customerContact(db: Queryable, customerId: number): Promise<{ name: string; email: string } | undefined> {
  return storedContact(db, customerId);
}
