import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config/config.ts';
import type { Db } from '../../src/db/db.ts';
import { createMailer } from '../../src/mail/create-mailer.ts';
import { passwordResetMail } from '../../src/mail/messages.ts';
import { createSmtpMailer, smtpTransportOptions } from '../../src/mail/smtp-mailer.ts';
import { SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { freshDatabase } from '../support/database.ts';
import { createTestCustomer, SessionClient } from '../support/session-client.ts';
import { freePort } from '../process/server-process.ts';
import { decodeMail, startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { temporaryFileStore } from '../support/files.ts';

const SENT = {
  message: 'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールをご確認ください。',
};
const RESET_DONE = { message: 'パスワードを再設定しました。新しいパスワードでログインしてください。' };
const PUBLIC_URL = 'https://shop.example';
const FROM = 'no-reply@shop.example';
const RESET_SUBJECT = passwordResetMail('x@example.com', PUBLIC_URL, 60).subject;

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
  status: string;
  error: string | null;
  sent_at: Date | null;
}

const outboxFor = async (db: Db, email: string) =>
  db.query<OutboxRow>('select recipient, subject, body, status, error, sent_at from outbox where recipient = $1 order by id', [email]);

/** The real app over real HTTP on 127.0.0.1, with the SMTP mailer aimed at `smtpUrl`. */
async function startShop(db: Db, smtpUrl: string) {
  const logs: string[] = [];
  const mailer = createSmtpMailer(db, { url: smtpUrl, from: FROM, now: Date.now, log: (l) => logs.push(l), logError: (l) => logs.push(l) });
  const app = createApp({
    db,
    config: { ...readConfig({ PORT: '0' }), publicUrl: PUBLIC_URL },
    now: Date.now,
    mailer,
    files: temporaryFileStore(),
    payments: new SandboxGateway({ db, now: Date.now, publicUrl: PUBLIC_URL }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    mailer,
    logs,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailer.close();
    },
  };
}

async function forgotPassword(url: string, email: string) {
  const client = new SessionClient(url);
  await client.csrf();
  return client.post('/laravel/api/forgot-password', { email });
}

let db: Db;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

describe('password-reset mail over real SMTP', () => {
  let sink: SmtpSink;
  let shop: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    sink = await startSmtpSink({ credentials: { user: 'shop@example.jp', pass: 'p@ss:word/1' } });
    shop = await startShop(db, `smtp://shop%40example.jp:p%40ss%3Aword%2F1@127.0.0.1:${sink.port}`);
  });
  afterAll(async () => {
    await shop.close();
    await sink.close();
  });

  it('forgot-password delivers a Japanese mail, logged in with the URL credentials, whose link resets the password', async () => {
    const customer = await createTestCustomer(db);
    const answer = await forgotPassword(shop.url, customer.email);
    expect([answer.status, answer.json]).toEqual([200, SENT]);

    const [received] = await sink.waitForMails(1);
    if (!received) throw new Error('no mail');
    expect({ mailFrom: received.mailFrom, rcptTo: received.rcptTo, user: received.user }).toEqual({
      mailFrom: FROM,
      rcptTo: [customer.email],
      user: 'shop@example.jp',
    });
    const mail = decodeMail(received.raw);
    expect(mail.subject).toBe('【パスワード再設定】パスワード再設定のご案内');
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(mail.headers.get('to')).toBe(customer.email);
    expect(mail.text).toContain('パスワード再設定のお申し込みを受け付けました。');
    expect(mail.text).toContain('このリンクの有効期限は60分です。');

    const link = /https:\/\/shop\.example\/resetpassword\?\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no link in ${mail.text}`);
    const params = new URL(link).searchParams;
    expect(params.get('email')).toBe(customer.email);
    const client = new SessionClient(shop.url);
    await client.csrf();
    const newPassword = 'smtpReset2026';
    const reset = await client.post('/laravel/api/reset-password', {
      token: params.get('token'),
      email: params.get('email'),
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect([reset.status, reset.json]).toEqual([200, RESET_DONE]);
    const fresh = new SessionClient(shop.url);
    await fresh.login(customer.email, newPassword);
    expect((await fresh.get<{ email: string }>('/api/user')).json.email).toBe(customer.email);

    await shop.mailer.idle();
    const [row] = await outboxFor(db, customer.email);
    expect(row).toMatchObject({ subject: RESET_SUBJECT, status: 'sent', error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(row?.body).toBe(mail.text);
    // Sent mail is logged without its link: a log reader must not be able to reset the password.
    expect(shop.logs.join('\n')).toContain(`[mail] sent to ${customer.email}`);
    expect(shop.logs.join('\n')).not.toContain('resetpassword');
  });
});

describe('a failed SMTP delivery keeps the mail in the outbox', () => {
  const cases: [string, () => Promise<{ url: string; close(): Promise<void> }>, RegExp][] = [
    [
      'the SMTP server refuses the recipient',
      async () => {
        const sink = await startSmtpSink({ refuseRecipients: 'Mailbox unavailable' });
        return { url: `smtp://127.0.0.1:${sink.port}`, close: () => sink.close() };
      },
      /Mailbox unavailable/,
    ],
    [
      'the SMTP server cannot be reached',
      async () => ({ url: `smtp://127.0.0.1:${await freePort()}`, close: async () => undefined }),
      /ECONNREFUSED/,
    ],
  ];

  it.each(cases)(
    'when %s, forgot-password still answers as usual and the mail is kept as failed with the reason',
    async (_case, smtp, reason) => {
      const target = await smtp();
      const shop = await startShop(db, target.url);
      try {
        const customer = await createTestCustomer(db);
        const answer = await forgotPassword(shop.url, customer.email);
        expect([answer.status, answer.json]).toEqual([200, SENT]);
        await shop.mailer.idle();

        const rows = await outboxFor(db, customer.email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ subject: RESET_SUBJECT, status: 'failed', sent_at: null });
        expect(rows[0]?.error).toMatch(reason);
        expect(rows[0]?.body).toMatch(/https:\/\/shop\.example\/resetpassword\?token=\S+/);
        const logged = shop.logs.join('\n');
        expect(logged).toContain(`[mail] SMTP delivery to ${customer.email} failed`);
        expect(logged).toContain('kept in the outbox');
        expect(logged).toMatch(reason);
      } finally {
        await shop.close();
        await target.close();
      }
    },
  );
});

describe('choosing the mailer', () => {
  it('without SMTP_URL a mail is recorded as queued in the outbox and logged with its link', async () => {
    const lines: string[] = [];
    const { mailer, description } = createMailer(db, readConfig({}), { now: Date.now, log: (line) => lines.push(line) });
    expect(description).toBe('mail goes to the outbox table and the log (SMTP_URL not set)');
    await mailer.send(passwordResetMail('queued@example.com', `${PUBLIC_URL}/resetpassword?token=abc`, 60));
    expect(await outboxFor(db, 'queued@example.com')).toMatchObject([{ status: 'queued', error: null, sent_at: null }]);
    expect(lines).toEqual([`[mail] to queued@example.com subject ${RESET_SUBJECT} ${PUBLIC_URL}/resetpassword?token=abc`]);
  });

  it('with SMTP_URL the description names the server without its password', () => {
    const { description } = createMailer(
      db,
      readConfig({ SMTP_URL: 'smtps://mailer:secret@smtp.example.jp', MAIL_FROM: 'shop@example.jp' }),
      { now: Date.now },
    );
    expect(description).toBe('mail via smtps://mailer:***@smtp.example.jp from shop@example.jp (recorded in the outbox table)');
  });

  it.each([
    ['smtp://smtp.example.jp', { host: 'smtp.example.jp', port: 587, secure: false }],
    ['smtps://smtp.example.jp', { host: 'smtp.example.jp', port: 465, secure: true }],
    ['smtp://user:pass@127.0.0.1:2525', { host: '127.0.0.1', port: 2525, secure: false, auth: { user: 'user', pass: 'pass' } }],
    ['smtps://a%40b.jp:p%2Fw%40rd@[::1]:4650', { host: '::1', port: 4650, secure: true, auth: { user: 'a@b.jp', pass: 'p/w@rd' } }],
  ])('%s: smtps means TLS from the start, the port defaults to 465/587 and credentials are URL-decoded', (url, expected) => {
    const { connectionTimeout, greetingTimeout, socketTimeout, ...connection } = smtpTransportOptions(url);
    expect(connection).toEqual(expected);
    expect([connectionTimeout, greetingTimeout, socketTimeout]).toEqual([15_000, 15_000, 15_000]);
  });
});
