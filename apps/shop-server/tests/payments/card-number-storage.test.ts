/**
 * Card numbers never reach our database or logs (issue #11): after cards are tokenised and paid
 * through the sandbox gateway over HTTP, no table row and no line the server printed holds a number,
 * with or without its spaces. And the gateway's calls change none of the shop's tables.
 */
import { TEST_CARD_NUMBERS, TEST_CARDS } from '@shop/payment-card';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** A valid number that is not a test card (a sandbox authorises it like a real card). */
const OTHER_CARD = '5105105105105100';
const NUMBERS = [...TEST_CARDS.map((card) => card.number), OTHER_CARD];
/** Each number as typed into the card form: grouped by fours. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Every row of every table of the database, as text (`(1,"a",…)`), by table. */
async function dumpTables(db: Db): Promise<Map<string, string[]>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const dump = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await db.query<{ row: string }>(`select t::text as row from "${name}" t`);
    dump.set(
      name,
      rows.map((r) => r.row),
    );
  }
  return dump;
}

describe('card numbers are kept nowhere', () => {
  let server: TestServer;
  const printed: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    // Everything the process prints from here on: console (any level) and raw writes.
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
        printed.push(String(chunk));
        return write(chunk as string, ...rest);
      }) as typeof stream.write);
    }
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[level].bind(console);
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((a) => (a instanceof Error ? `${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
        original(...args);
      });
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it('after every test card and another card were tokenised and paid, no table row and no log line holds a number', async () => {
    const before = await dumpTables(server.db);
    const openSession = async () =>
      (await server.payments.createCardSession({ customerRef: 'customer:1', returnPath: '/checkout/confirm' })).token;
    for (const [i, number] of NUMBERS.entries()) {
      const session = await openSession();
      const cvc = number === TEST_CARD_NUMBERS.amex ? '1234' : '123';
      const post = (body: unknown) =>
        fetch(`${server.url}/sandbox-gateway/v1/sessions/${session}/cards`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      // A refused attempt (expired) first: refusals must not keep or print the number either.
      if (i === 0)
        expect((await post({ number: grouped(number), exp_month: '01', exp_year: '20', cvc, name: 'TARO YAMADA' })).status).toBe(422);
      const answer = await post({ number: i % 2 ? number : grouped(number), exp_month: '12', exp_year: '2030', cvc, name: 'TARO YAMADA' });
      const text = await answer.text();
      expect(answer.status).toBe(201);
      expect(text).not.toContain(number);
      const { card_token: cardToken } = JSON.parse(text) as { card_token: string };
      const result = await server.payments.authorize({
        cardToken,
        amount: 3_300,
        orderNumber: `PF-2026-00010${i}`,
        returnUrl: '/checkout/bridge/t',
        idempotencyKey: `storage-${i}`,
      });
      if (result.status === 'challenge') {
        const page = await fetch(result.challengeUrl.replace(/^https?:\/\/[^/]+/, server.url));
        expect(await page.text()).not.toContain(number);
        const form = new URLSearchParams({ action: 'authenticate' });
        await fetch(result.challengeUrl.replace(/^https?:\/\/[^/]+/, server.url), { method: 'POST', body: form, redirect: 'manual' });
        expect(await server.payments.challengeResult(result.reference)).toEqual({ status: 'authorized' });
      }
      if (result.status === 'authorized' && i % 2) await server.payments.capture(result.reference);
    }
    // A broken body and an unknown session go through the error paths too.
    await fetch(`${server.url}/sandbox-gateway/v1/sessions/${await openSession()}/cards`, {
      method: 'POST',
      body: `{"number":"${OTHER_CARD}",`,
    });
    await fetch(`${server.url}/sandbox-gateway/v1/sessions/cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/cards`, {
      method: 'POST',
      body: JSON.stringify({ number: OTHER_CARD }),
    });

    const after = await dumpTables(server.db);
    const everything = [...after.values()].flat().join('\n');
    // The gateway's tables did get rows: the search below looks at real data.
    expect(after.get('sandbox_gateway_cards')?.length).toBe(NUMBERS.length);
    expect(everything).toContain(`,${OTHER_CARD.slice(-4)},`);
    const logs = printed.join('\n');
    for (const number of NUMBERS) {
      for (const form of [number, grouped(number), number.slice(0, -4)]) {
        expect(everything, `database holds ${form}`).not.toContain(form);
        expect(logs, `logs hold ${form}`).not.toContain(form);
      }
    }

    // The gateway's calls wrote only its own tables.
    const shopTables = [...after.keys()].filter((name) => !name.startsWith('sandbox_gateway_'));
    expect(shopTables.length).toBeGreaterThan(10);
    for (const name of shopTables) expect(after.get(name), name).toEqual(before.get(name));
  });
});
