import { createTransport } from 'nodemailer';
import { redactUrl } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** How long an SMTP exchange may stall before the delivery counts as failed, ms. */
const SMTP_TIMEOUT = 15_000;

/** Connection settings for nodemailer from `smtp://user:pass@host:port` or `smtps://…` (TLS from the start). */
export function smtpTransportOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const user = decodeURIComponent(u.username);
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    // nodemailer's defaults: 465 for TLS, else 587 (the submission port, STARTTLS when offered).
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(u.password) } } : {}),
    connectionTimeout: SMTP_TIMEOUT,
    greetingTimeout: SMTP_TIMEOUT,
    socketTimeout: SMTP_TIMEOUT,
  };
}

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…` */
  url: string;
  /** Sender address, e.g. `no-reply@shop.example`. */
  from: string;
  /** epoch ms */
  now: () => number;
  /** Where delivery notices go; console.log by default. */
  log?: (line: string) => void;
  /** Where delivery failures go; console.error by default. */
  logError?: (line: string) => void;
}

/** An SMTP mailer; `idle` resolves when every mail handed over so far has been delivered or has failed. */
export interface SmtpMailer extends Mailer {
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends mail over SMTP, through the `outbox` table: each mail is first recorded there ('sending'),
 * then delivered in the background and marked 'sent' or 'failed' (with the error). So a refused or
 * unreachable server loses no mail, and the API answer neither waits for the SMTP server nor differs
 * in timing by whether a mail was sent (forgot-password must not reveal who has an account).
 * Log lines carry no links: a reset link in a production log would let log readers take over accounts.
 */
export function createSmtpMailer(db: Queryable, { url, from, now, log = console.log, logError = console.error }: SmtpMailerOptions): SmtpMailer {
  const transport = createTransport(smtpTransportOptions(url));
  const server = redactUrl(url);
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    try {
      // base64 bodies and B-encoded headers: compact and unambiguous for Japanese text.
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, encoding: 'base64', textEncoding: 'B' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .query(`update outbox set status = 'failed', error = $2 where id = $1`, [id, reason])
        .catch((dbError: unknown) => logError(`[mail] could not mark outbox ${id} failed: ${String(dbError)}`));
      logError(`[mail] SMTP delivery to ${message.to} failed (${reason}); kept in the outbox as id ${id} (${server})`);
      return;
    }
    try {
      await db.query(`update outbox set status = 'sent', sent_at = $2, error = null where id = $1`, [id, new Date(now())]);
    } catch (dbError) {
      logError(`[mail] sent outbox ${id}, but could not mark it sent: ${String(dbError)}`);
    }
    log(`[mail] sent to ${message.to} subject ${message.subject} (outbox ${id})`);
  }

  async function idle(): Promise<void> {
    while (pending.size > 0) await Promise.all(pending);
  }

  return {
    async send(message) {
      const [row] = await db.query<{ id: number }>(
        `insert into outbox (recipient, subject, body, created_at, status) values ($1, $2, $3, $4, 'sending') returning id`,
        [message.to, message.subject, message.text, new Date(now())],
      );
      if (!row) throw new Error('insert into outbox returned no row');
      const delivery = deliver(row.id, message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    idle,
    async close() {
      await idle();
      transport.close();
    },
  };
}
