/**
 * Delivery retries of the SMTP mailer over real SMTP (an in-process smtp-server), with a test clock:
 * backoff, giving up after the last attempt, mail left 'sending' by a stopped process, and two
 * retriers on one database (PostgreSQL: two pools, as two server processes would have).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { MAX_ATTEMPTS, RETRY_BACKOFF, STALE_SENDING_AFTER, createSmtpMailer, type SmtpMailer } from '../../src/mail/smtp-mailer.ts';
import { withDatabase } from '../global-setup.ts';
import { freshDatabase } from '../support/database.ts';
import { decodeMail, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const databaseUrl = process.env['DATABASE_URL'];
const T0 = Date.parse('2026-03-02T09:00:00+09:00');
const MINUTE = 60_000; // ms
const REFUSAL = 'Mailbox unavailable';

interface OutboxRow {
  id: number;
  recipient: string;
  status: string;
  attempts: number;
  error: string | null;
  next_attempt_at: Date | null;
  sent_at: Date | null;
}

const outbox = (db: Db) =>
  db.query<OutboxRow>('select id, recipient, status, attempts, error, next_attempt_at, sent_at from outbox order by id');

/** A second handle on the same database: PostgreSQL, its own pool (another process); PGlite, the same one. */
async function secondHandle(db: Db): Promise<Db> {
  if (!databaseUrl) return { ...db, close: async () => undefined };
  const [row] = await db.query<{ name: string }>('select current_database() as name');
  if (!row) throw new Error('no current database');
  return openPostgres(withDatabase(databaseUrl, row.name), { max: 5 });
}

/** Inserts a mail as a row the retrier may take up (or not), as if written by an earlier attempt. */
async function insertRow(
  db: Db,
  recipient: string,
  fields: { status: string; attempts: number; claimedAt?: number; nextAttemptAt?: number },
) {
  await db.query(
    `insert into outbox (recipient, subject, body, created_at, status, attempts, claimed_at, next_attempt_at)
     values ($1, '件名', $2, $3, $4, $5, $6, $7)`,
    [
      recipient,
      `本文 ${recipient}`,
      new Date(T0 - 60 * MINUTE),
      fields.status,
      fields.attempts,
      fields.claimedAt === undefined ? null : new Date(fields.claimedAt),
      fields.nextAttemptAt === undefined ? null : new Date(fields.nextAttemptAt),
    ],
  );
}

let db: Db;
let sink: SmtpSink;
let clock: number;
const mailers: SmtpMailer[] = [];
const logs: string[] = [];

function mailer(on: Db = db, options: { retryEvery?: number } = {}): SmtpMailer {
  const created = createSmtpMailer(on, {
    url: `smtp://127.0.0.1:${sink.port}`,
    from: 'no-reply@shop.example',
    now: () => clock,
    log: (line) => logs.push(line),
    logError: (line) => logs.push(line),
    ...options,
  });
  mailers.push(created);
  return created;
}

beforeAll(async () => {
  db = await freshDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await db.close();
});
beforeEach(async () => {
  await db.query('delete from outbox');
  clock = T0;
  logs.length = 0;
  sink.received.length = 0;
  sink.refused.length = 0;
  sink.refuseRecipients = undefined;
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.close()));
});

describe('SMTP delivery retries', () => {
  it('a mail refused at first is kept failed until its backoff is over, then delivered by a retry', async () => {
    const m = mailer();
    sink.refuseRecipients = REFUSAL;
    await m.send({ to: 'retry@example.com', subject: 'ご注文ありがとうございます', text: '注文番号 123' });
    await m.idle();
    expect(await outbox(db)).toMatchObject([
      { status: 'failed', attempts: 1, error: expect.stringMatching(REFUSAL), next_attempt_at: new Date(T0 + MINUTE), sent_at: null },
    ]);
    expect(logs.join('\n')).toContain('attempt 1 of 5; kept in the outbox as id');

    sink.refuseRecipients = undefined;
    clock = T0 + MINUTE - 1;
    expect(await m.retryDue()).toBe(0);
    expect(sink.received).toHaveLength(0);

    clock = T0 + MINUTE;
    expect(await m.retryDue()).toBe(1);
    const [received] = await sink.waitForMails(1);
    expect(received?.rcptTo).toEqual(['retry@example.com']);
    expect(decodeMail(received?.raw ?? '').text).toBe('注文番号 123');
    expect(await outbox(db)).toMatchObject([
      { status: 'sent', attempts: 2, error: null, next_attempt_at: null, sent_at: new Date(T0 + MINUTE) },
    ]);
    expect(sink.refused).toEqual(['retry@example.com']);
  });

  it('a mail refused 5 times waits 1, 5, 15 and 60 minutes between attempts, then stays failed for good', async () => {
    const m = mailer();
    sink.refuseRecipients = REFUSAL;
    await m.send({ to: 'never@example.com', subject: '件名', text: '本文' });
    await m.idle();
    const seen: [number, string, number | null][] = [];
    const record = async () => {
      const [row] = await outbox(db);
      if (!row) throw new Error('no row');
      seen.push([row.attempts, row.status, row.next_attempt_at ? row.next_attempt_at.getTime() - clock : null]);
      return row;
    };
    await record();
    for (const wait of RETRY_BACKOFF) {
      clock += wait - 1;
      expect(await m.retryDue()).toBe(0);
      clock += 1;
      expect(await m.retryDue()).toBe(1);
      await record();
    }
    expect(RETRY_BACKOFF).toEqual([1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE]);
    expect(seen).toEqual([
      [1, 'failed', 1 * MINUTE],
      [2, 'failed', 5 * MINUTE],
      [3, 'failed', 15 * MINUTE],
      [4, 'failed', 60 * MINUTE],
      [5, 'failed', null],
    ]);
    expect((await record()).error).toMatch(REFUSAL);
    expect(logs.filter((l) => l.includes('giving up'))).toEqual([
      expect.stringMatching(
        /^\[mail\] SMTP delivery to never@example\.com failed \(.*Mailbox unavailable.*\); attempt 5 of 5, giving up: it stays failed in the outbox as id \d+/,
      ),
    ]);

    // Neither later passes nor a fresh retrier (another process, a restart) try it again.
    sink.refuseRecipients = undefined;
    clock += 30 * 24 * 60 * MINUTE;
    expect(await m.retryDue()).toBe(0);
    expect(await mailer().retryDue()).toBe(0);
    expect(sink.refused).toHaveLength(MAX_ATTEMPTS);
    expect(sink.received).toHaveLength(0);
    expect(await outbox(db)).toMatchObject([{ status: 'failed', attempts: 5, next_attempt_at: null, sent_at: null }]);
  });

  it('mail left sending by a stopped process is delivered once stale; a fresh claim is left to its process, a cut-off last attempt is given up', async () => {
    await insertRow(db, 'stranded@example.com', { status: 'sending', attempts: 1, claimedAt: T0 - STALE_SENDING_AFTER });
    await insertRow(db, 'in-flight@example.com', { status: 'sending', attempts: 1, claimedAt: T0 - STALE_SENDING_AFTER + 1 });
    await insertRow(db, 'last-try@example.com', { status: 'sending', attempts: MAX_ATTEMPTS, claimedAt: T0 - 2 * STALE_SENDING_AFTER });

    expect(await mailer().retryDue()).toBe(1);
    expect(sink.received.map((r) => r.rcptTo)).toEqual([['stranded@example.com']]);
    expect(await outbox(db)).toMatchObject([
      { recipient: 'stranded@example.com', status: 'sent', attempts: 2, sent_at: new Date(T0) },
      { recipient: 'in-flight@example.com', status: 'sending', attempts: 1, sent_at: null },
      {
        recipient: 'last-try@example.com',
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        error: 'the process stopped during the last attempt',
        next_attempt_at: null,
      },
    ]);
    expect(logs.join('\n')).toContain('delivery to last-try@example.com was cut off during attempt 5 of 5, giving up');
  });

  it('start() retries due mail at once and on its timer; close() waits for a send under way and stops the timer', async () => {
    await insertRow(db, 'due@example.com', { status: 'failed', attempts: 1, nextAttemptAt: T0 });
    const m = mailer(db, { retryEvery: 20 });
    m.start();
    await sink.waitForMails(1);
    await insertRow(db, 'later@example.com', { status: 'failed', attempts: 1, nextAttemptAt: T0 + MINUTE });
    clock = T0 + MINUTE;
    await sink.waitForMails(2);

    await m.send({ to: 'at-close@example.com', subject: '件名', text: '本文' });
    await m.close();
    expect((await outbox(db)).map((r) => [r.recipient, r.status, r.attempts])).toEqual([
      ['due@example.com', 'sent', 2],
      ['later@example.com', 'sent', 2],
      ['at-close@example.com', 'sent', 1],
    ]);

    await insertRow(db, 'after-close@example.com', { status: 'failed', attempts: 1, nextAttemptAt: T0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received).toHaveLength(3);
    expect(await m.retryDue()).toBe(0);
  });

  it(`two retriers at once on one database (${databaseUrl ? 'PostgreSQL: two pools' : 'PGlite: one connection'}) deliver each due mail exactly once`, async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `both-${String(i).padStart(2, '0')}@example.com`);
    for (const [i, to] of recipients.entries()) {
      // Half failed and due, half stranded mid-send by a stopped process.
      await insertRow(
        db,
        to,
        i % 2
          ? { status: 'failed', attempts: 2, nextAttemptAt: T0 }
          : { status: 'sending', attempts: 2, claimedAt: T0 - STALE_SENDING_AFTER },
      );
    }
    const other = await secondHandle(db);
    try {
      const [a, b] = [mailer(db), mailer(other)];
      const attempted = await Promise.all([a.retryDue(), b.retryDue(), a.retryDue(), b.retryDue()]);
      expect(attempted.reduce((sum, n) => sum + n, 0)).toBe(recipients.length);
      await a.close();
      await b.close();
    } finally {
      await other.close();
    }
    expect(sink.received.flatMap((r) => r.rcptTo).sort()).toEqual(recipients);
    expect((await outbox(db)).map((r) => [r.status, r.attempts])).toEqual(recipients.map(() => ['sent', 3]));
  });
});
