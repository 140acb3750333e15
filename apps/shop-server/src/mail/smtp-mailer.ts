import { createTransport } from 'nodemailer';
import { redactUrl } from '../config/config.ts';
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

/** Wait before attempt 2, 3, 4 and 5 after a failed delivery, ms (1, 5, 15 and 60 minutes). */
export const RETRY_BACKOFF: readonly number[] = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
/** Delivery attempts per mail, the first included; after the last failure the mail stays 'failed'. */
export const MAX_ATTEMPTS = RETRY_BACKOFF.length + 1;
/**
 * A 'sending' row claimed this long ago was left by a process that stopped mid-delivery, ms. Far above
 * what one delivery can take with the SMTP timeouts, so a live process's send is never taken over.
 */
export const STALE_SENDING_AFTER = 5 * 60_000;
/** How often the retrier looks for due mail, ms. */
const RETRY_EVERY = 30_000;
/** Rows one claim takes (delivered together, then the next claim). */
const CLAIM_BATCH = 10;

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
  /** How often `start()`'s timer retries due mail, ms; 30 s by default. */
  retryEvery?: number;
}

/** An SMTP mailer; `idle` resolves when every mail handed over so far has been delivered or has failed. */
export interface SmtpMailer extends Mailer {
  idle(): Promise<void>;
  /**
   * Claims and delivers every mail due for another attempt (failed ones whose wait is over, 'sending'
   * ones stranded by a stopped process) and resolves with how many it attempted, once they are done.
   */
  retryDue(): Promise<number>;
  /** Retries due mail now and then every `retryEvery` ms (an unref'd timer) until close(). */
  start(): void;
  close(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
}

/**
 * Sends mail over SMTP, through the `outbox` table: each mail is first recorded there ('sending'),
 * then delivered in the background and marked 'sent' or 'failed' (with the error). So a refused or
 * unreachable server loses no mail, and the API answer neither waits for the SMTP server nor differs
 * in timing by whether a mail was sent (forgot-password must not reveal who has an account).
 * A failed mail is tried again after RETRY_BACKOFF (MAX_ATTEMPTS in all) by the retrier (`start`),
 * which also takes up mail a stopped process left 'sending'. Rows are claimed with one conditional
 * update (`for update skip locked`), so processes sharing a PostgreSQL database never send one mail
 * twice at the same time. (A process that dies after the SMTP server accepted a mail but before
 * marking it sent causes a second delivery: at least once, never silently dropped.)
 * Log lines carry no links: a reset link in a production log would let log readers take over accounts.
 */
export function createSmtpMailer(
  db: Queryable,
  { url, from, now, log = console.log, logError = console.error, retryEvery = RETRY_EVERY }: SmtpMailerOptions,
): SmtpMailer {
  const transport = createTransport(smtpTransportOptions(url));
  const server = redactUrl(url);
  const pending = new Set<Promise<void>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let pass: Promise<number> | undefined;
  let closed = false;

  function track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
    return tracked;
  }

  /** Delivers one claimed attempt; the row is updated only while it is still this attempt's claim. */
  async function deliver(id: number, message: MailMessage, attempt: number): Promise<void> {
    try {
      // base64 bodies and B-encoded headers: compact and unambiguous for Japanese text.
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        encoding: 'base64',
        textEncoding: 'B',
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const wait = RETRY_BACKOFF[attempt - 1];
      const nextAt = wait === undefined ? null : new Date(now() + wait);
      await db
        .query(
          `update outbox set status = 'failed', error = $3, next_attempt_at = $4 where id = $1 and attempts = $2 and status = 'sending'`,
          [id, attempt, reason, nextAt],
        )
        .catch((dbError: unknown) => logError(`[mail] could not mark outbox ${id} failed: ${String(dbError)}`));
      const outcome =
        wait === undefined
          ? `attempt ${attempt} of ${MAX_ATTEMPTS}, giving up: it stays failed in the outbox as id ${id}`
          : `attempt ${attempt} of ${MAX_ATTEMPTS}; kept in the outbox as id ${id}, next attempt in ${wait / 60_000} min`;
      logError(`[mail] SMTP delivery to ${message.to} failed (${reason}); ${outcome} (${server})`);
      return;
    }
    try {
      await db.query(
        `update outbox set status = 'sent', sent_at = $3, error = null, next_attempt_at = null where id = $1 and attempts = $2`,
        [id, attempt, new Date(now())],
      );
    } catch (dbError) {
      logError(`[mail] sent outbox ${id}, but could not mark it sent: ${String(dbError)}`);
    }
    log(`[mail] sent to ${message.to} subject ${message.subject} (outbox ${id}, attempt ${attempt})`);
  }

  /** Stranded 'sending' rows that already had their last attempt: failed for good, not sent again. */
  async function giveUpStranded(at: number): Promise<void> {
    const rows = await db.query<{ id: number; recipient: string }>(
      `update outbox set status = 'failed', next_attempt_at = null,
         error = coalesce(error || '; ', '') || 'the process stopped during the last attempt'
       where status = 'sending' and claimed_at <= $1 and attempts >= $2
       returning id, recipient`,
      [new Date(at - STALE_SENDING_AFTER), MAX_ATTEMPTS],
    );
    for (const row of rows) {
      logError(
        `[mail] delivery to ${row.recipient} was cut off during attempt ${MAX_ATTEMPTS} of ${MAX_ATTEMPTS}, giving up: it stays failed in the outbox as id ${row.id} (${server})`,
      );
    }
  }

  /** Atomically turns up to CLAIM_BATCH due rows into this process's 'sending' attempts. */
  function claim(at: number): Promise<ClaimedRow[]> {
    // Another process's claim holds the row lock until its update commits (skip locked passes it by);
    // once committed the row is 'sending' with a fresh claimed_at and no longer matches.
    return db.query<ClaimedRow>(
      `update outbox set status = 'sending', claimed_at = $1, attempts = attempts + 1
       where id in (
         select id from outbox
         where attempts < $3
           and ((status = 'failed' and next_attempt_at <= $1) or (status = 'sending' and claimed_at <= $2))
         order by id
         limit $4
         for update skip locked)
       returning id, recipient, subject, body, html, attempts`,
      [new Date(at), new Date(at - STALE_SENDING_AFTER), MAX_ATTEMPTS, CLAIM_BATCH],
    );
  }

  async function runPass(): Promise<number> {
    await giveUpStranded(now());
    let attempted = 0;
    while (!closed) {
      const rows = await claim(now());
      attempted += rows.length;
      await Promise.all(
        rows.map((row) =>
          track(
            deliver(
              row.id,
              { to: row.recipient, subject: row.subject, text: row.body, ...(row.html ? { html: row.html } : {}) },
              row.attempts,
            ),
          ),
        ),
      );
      if (rows.length < CLAIM_BATCH) break;
    }
    return attempted;
  }

  /** One pass at a time per process: a call during a pass waits for it, then makes its own. */
  function retryDue(): Promise<number> {
    const previous = pass ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => (closed ? 0 : runPass()));
    pass = next;
    void next
      .finally(() => {
        if (pass === next) pass = undefined;
      })
      .catch(() => undefined);
    return next;
  }

  function retryInBackground(): void {
    // A timer tick during a pass is skipped: the pass under way already takes whatever is due.
    if (pass || closed) return;
    retryDue().catch((error: unknown) =>
      logError(`[mail] retrying due mail failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async function idle(): Promise<void> {
    while (pending.size > 0 || pass) {
      await pass?.catch(() => 0);
      await Promise.all(pending);
    }
  }

  return {
    async send(message) {
      const at = new Date(now());
      const [row] = await db.query<{ id: number }>(
        `insert into outbox (recipient, subject, body, html, created_at, status, attempts, claimed_at)
         values ($1, $2, $3, $4, $5, 'sending', 1, $5) returning id`,
        [message.to, message.subject, message.text, message.html ?? null, at],
      );
      if (!row) throw new Error('insert into outbox returned no row');
      void track(deliver(row.id, message, 1));
    },
    idle,
    retryDue,
    start() {
      if (timer || closed) return;
      retryInBackground();
      timer = setInterval(retryInBackground, retryEvery);
      // The retrier alone must not keep the process alive.
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      timer = undefined;
      await idle();
      transport.close();
    },
  };
}
