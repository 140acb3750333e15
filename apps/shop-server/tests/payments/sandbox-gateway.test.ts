/**
 * The sandbox card gateway over real HTTP and a real database: tokenising, the challenge page, and the
 * PaymentGateway port the order service uses (authorise, capture, void, refund).
 *
 * Over 400 lines on purpose: one describe block per part of the gateway (tokenising, authorising,
 * the challenge page, capture/void/refund) over one server; they share its card and charge helpers.
 */
import { TEST_CARD_NUMBERS, TEST_CARDS } from '@shop/payment-card';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/config.ts';
import { CARD_TOKEN_TTL, CHALLENGE_TTL, MAX_CARD_ATTEMPTS, SandboxGatewayError } from '../../src/payments/sandbox-gateway.ts';
import { GATEWAY_MESSAGES } from '../../src/payments/sandbox-gateway-routes.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** 2026-11-25 12:00 JST */
const NOW = Date.UTC(2026, 10, 25, 3);
const GOOD_CARD = { exp_month: '12', exp_year: '30', cvc: '123', name: 'TARO YAMADA' };
const RETURN_URL = 'http://127.0.0.1/checkout/bridge/tok_1';

interface CardAnswer {
  card_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

let server: TestServer;
let keys = 0;
const nextKey = () => `key-${(keys += 1)}`;

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    redirect: 'manual',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as T };
}

async function openSession(): Promise<string> {
  const { token } = await server.payments.createCardSession({ customerRef: 'customer:1', returnPath: '/checkout/confirm' });
  return token;
}

async function tokenize(number: string, card: Partial<typeof GOOD_CARD> = {}, session?: string) {
  return call<CardAnswer & ErrorAnswer>('POST', `/sandbox-gateway/v1/sessions/${session ?? (await openSession())}/cards`, {
    number,
    ...GOOD_CARD,
    ...card,
  });
}

async function cardToken(number: string): Promise<string> {
  const answer = await tokenize(number);
  expect(answer.status).toBe(201);
  return answer.json.card_token;
}

async function authorize(number: string, amount = 12_345) {
  const token = await cardToken(number);
  return server.payments.authorize({
    cardToken: token,
    amount,
    orderNumber: 'PF-2026-000123',
    returnUrl: RETURN_URL,
    idempotencyKey: nextKey(),
  });
}

async function authorizedReference(): Promise<string> {
  const result = await authorize(TEST_CARD_NUMBERS.visa);
  if (result.status !== 'authorized') throw new Error(`expected authorized, got ${result.status}`);
  return result.reference;
}

async function challengeReference(): Promise<{ reference: string; challengeUrl: string }> {
  const result = await authorize(TEST_CARD_NUMBERS.challenge);
  if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
  return result;
}

/** Posts the challenge page's form as a browser would. */
function answerChallenge(reference: string, action: string) {
  return fetch(`${server.url}/sandbox-gateway/v1/challenges/${reference}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
}

const chargeCount = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from sandbox_gateway_charges'))[0]?.n);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.setNow(NOW));

describe('tokenising a card (POST /sandbox-gateway/v1/sessions/:token/cards)', () => {
  it.each(TEST_CARDS.map((card) => [card.description, card] as const))(
    '%s: answers a card token with brand, last 4 and expiry',
    async (_label, card) => {
      const answer = await tokenize(card.number.replace(/(\d{4})(?=\d)/g, '$1 '), card.brand === 'amex' ? { cvc: '1234' } : {});
      expect(answer.status).toBe(201);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const { card_token: token, ...summary } = answer.json;
      expect(token).toMatch(/^card_[\w-]{32}$/);
      expect(summary).toEqual({ brand: card.brand, last4: card.number.slice(-4), exp_month: 12, exp_year: 2030 });
      expect(await server.payments.cardOf(token)).toEqual({ brand: card.brand, last4: card.number.slice(-4), expMonth: 12, expYear: 2030 });
    },
  );

  it('any other number that passes the checks is a card too (a sandbox)', async () => {
    const answer = await tokenize('4111 1111 1111 1111');
    expect([answer.status, answer.json.brand, answer.json.last4]).toEqual([201, 'visa', '1111']);
  });

  it.each([
    ['a mistyped number', { number: '4242424242424241' }, { number: ['カード番号に誤りがあります。カードに記載の番号をご確認ください。'] }],
    [
      'a brand the shop does not take',
      { number: '6011111111111117' },
      {
        number: [
          'このカードはご利用いただけません。Visa・マスターカード・JCB・アメリカン・エキスプレス・ダイナースクラブのカードをご利用ください。',
        ],
      },
    ],
    [
      'a short number',
      { number: '4242 4242' },
      { number: ['カード番号の桁数が正しくありません。カードに記載の番号をすべて入力してください。'] },
    ],
    ['no number', { number: '' }, { number: ['カード番号を入力してください。'] }],
    ['a month 13', { exp_month: '13' }, { exp_month: ['有効期限の月は01〜12で入力してください。'] }],
    [
      'an expiry in the past',
      { exp_month: '10', exp_year: '26' },
      { exp_year: ['このカードは有効期限が切れています。有効期限内のカードをご利用ください。'] },
    ],
    [
      'a 3-digit code on AMEX',
      { number: TEST_CARD_NUMBERS.amex, cvc: '123' },
      { cvc: ['セキュリティコードは4桁の数字で入力してください。'] },
    ],
    ['a 2-digit code', { cvc: '12' }, { cvc: ['セキュリティコードは3桁の数字で入力してください。'] }],
    [
      'a name in kanji',
      { name: '山田太郎' },
      { name: ['カード名義はカードに記載のとおり半角英字で入力してください（例: TARO YAMADA）。'] },
    ],
  ])('%s: 422 with a Japanese message on the field', async (_label, change, errors) => {
    const answer = await call<ErrorAnswer>('POST', `/sandbox-gateway/v1/sessions/${await openSession()}/cards`, {
      number: TEST_CARD_NUMBERS.visa,
      ...GOOD_CARD,
      ...change,
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ message: Object.values(errors)[0]?.[0], errors });
  });

  it('lists every field that failed, and counts them in the message', async () => {
    const answer = await call<ErrorAnswer>('POST', `/sandbox-gateway/v1/sessions/${await openSession()}/cards`, {
      number: '9',
      exp_month: '',
      exp_year: 'x',
      cvc: 5,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors ?? {}).sort()).toEqual(['cvc', 'exp_month', 'name', 'number']);
    expect(answer.json.message).toBe(
      'このカードはご利用いただけません。Visa・マスターカード・JCB・アメリカン・エキスプレス・ダイナースクラブのカードをご利用ください。（他3件のエラー）',
    );
  });

  it('needs a session opened by createCardSession: an unknown or expired one is 404', async () => {
    const unknown = await tokenize(TEST_CARD_NUMBERS.visa, {}, 'cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect([unknown.status, unknown.json.message]).toEqual([404, GATEWAY_MESSAGES.unknownSession]);
    expect((await tokenize(TEST_CARD_NUMBERS.visa, {}, 'not-a-token')).status).toBe(404);
    const session = await openSession();
    expect((await call('GET', `/sandbox-gateway/v1/sessions/${session}`)).json).toEqual({
      return_path: '/checkout/confirm',
      mode: 'charge',
    });
    server.setNow(NOW + 60 * 60_000 + 1);
    expect((await tokenize(TEST_CARD_NUMBERS.visa, {}, session)).status).toBe(404);
    expect((await call('GET', `/sandbox-gateway/v1/sessions/${session}`)).status).toBe(404);
  });

  it(`takes at most ${MAX_CARD_ATTEMPTS} cards per session, refused ones included (429 after)`, async () => {
    const session = await openSession();
    for (let i = 0; i < MAX_CARD_ATTEMPTS; i += 1)
      expect((await tokenize(i % 2 ? '4242424242424241' : TEST_CARD_NUMBERS.visa, {}, session)).status).toBe(i % 2 ? 422 : 201);
    const refused = await tokenize(TEST_CARD_NUMBERS.visa, {}, session);
    expect([refused.status, refused.json.message]).toEqual([429, GATEWAY_MESSAGES.tooManyAttempts]);
  });

  it('refuses a body that is not a JSON object (400) or too large (413)', async () => {
    const session = await openSession();
    expect((await call('POST', `/sandbox-gateway/v1/sessions/${session}/cards`, '{"number":')).status).toBe(400);
    expect((await call('POST', `/sandbox-gateway/v1/sessions/${session}/cards`, '[1]')).status).toBe(400);
    expect((await call('POST', `/sandbox-gateway/v1/sessions/${session}/cards`, JSON.stringify({ name: 'A'.repeat(20_000) }))).status).toBe(
      413,
    );
  });

  it('a card token is single-use and expires after 30 minutes', async () => {
    const used = await cardToken(TEST_CARD_NUMBERS.visa);
    await server.payments.authorize({
      cardToken: used,
      amount: 100,
      orderNumber: 'PF-2026-000001',
      returnUrl: RETURN_URL,
      idempotencyKey: nextKey(),
    });
    expect(await server.payments.cardOf(used)).toBeNull();
    await expect(
      server.payments.authorize({
        cardToken: used,
        amount: 100,
        orderNumber: 'PF-2026-000002',
        returnUrl: RETURN_URL,
        idempotencyKey: nextKey(),
      }),
    ).rejects.toMatchObject({ code: 'unusable_card_token' });

    const stale = await cardToken(TEST_CARD_NUMBERS.visa);
    server.setNow(NOW + CARD_TOKEN_TTL);
    expect(await server.payments.cardOf(stale)).toBeNull();
    await expect(
      server.payments.authorize({
        cardToken: stale,
        amount: 100,
        orderNumber: 'PF-2026-000003',
        returnUrl: RETURN_URL,
        idempotencyKey: nextKey(),
      }),
    ).rejects.toBeInstanceOf(SandboxGatewayError);
    expect(await server.payments.cardOf('card_unknown')).toBeNull();
  });

  it('answers unknown gateway paths with a JSON 404, not the storefront', async () => {
    const answer = await call<ErrorAnswer>('GET', '/sandbox-gateway/v1/nothing');
    expect([answer.status, answer.json.message]).toEqual([404, 'No route for GET /sandbox-gateway/v1/nothing.']);
  });
});

describe('authorising (PaymentGateway.authorize)', () => {
  it.each([
    [TEST_CARD_NUMBERS.visa, 'authorized'],
    [TEST_CARD_NUMBERS.mastercard, 'authorized'],
    [TEST_CARD_NUMBERS.jcb, 'authorized'],
    [TEST_CARD_NUMBERS.diners, 'authorized'],
  ])('%s is authorised', async (number, status) => {
    const result = await authorize(number);
    expect(result).toEqual({ status, reference: expect.stringMatching(/^ch_[\w-]{32}$/) });
  });

  it.each([
    [TEST_CARD_NUMBERS.declined, 'card_declined'],
    [TEST_CARD_NUMBERS.insufficientFunds, 'insufficient_funds'],
    [TEST_CARD_NUMBERS.expired, 'expired_card'],
  ])('%s is declined: %s', async (number, code) => {
    expect(await authorize(number)).toEqual({ status: 'declined', code });
  });

  it('a card whose expiry month ended after tokenising is declined as expired', async () => {
    server.setNow(Date.UTC(2026, 10, 30, 14, 50)); // 23:50 JST on the last day of November
    const token = (await tokenize(TEST_CARD_NUMBERS.visa, { exp_month: '11', exp_year: '26' })).json.card_token;
    server.setNow(Date.UTC(2026, 10, 30, 15, 10)); // 00:10 JST, December
    const result = await server.payments.authorize({
      cardToken: token,
      amount: 500,
      orderNumber: 'PF-2026-000009',
      returnUrl: RETURN_URL,
      idempotencyKey: nextKey(),
    });
    expect(result).toEqual({ status: 'declined', code: 'expired_card' });
  });

  it('the 3-D Secure card asks for a challenge on the gateway’s page; its result is pending until the shopper answers', async () => {
    const result = await challengeReference();
    // The gateway builds its pages' addresses from PUBLIC_URL.
    expect(result).toEqual({
      status: 'challenge',
      reference: expect.stringMatching(/^ch_[\w-]{32}$/),
      challengeUrl: `${readConfig({ PORT: '0' }).publicUrl}/sandbox-gateway/v1/challenges/${result.reference}`,
    });
    expect(await server.payments.challengeResult(result.reference)).toEqual({ status: 'pending' });
  });

  it('the same idempotency key gives the same answer and one charge, also sent 20 times at once', async () => {
    const token = await cardToken(TEST_CARD_NUMBERS.visa);
    const request = { cardToken: token, amount: 4_980, orderNumber: 'PF-2026-000200', returnUrl: RETURN_URL, idempotencyKey: nextKey() };
    const before = await chargeCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.payments.authorize(request)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await server.payments.authorize(request)).toEqual(answers[0]);
    expect(await chargeCount()).toBe(before + 1);

    const challenge = { ...request, cardToken: await cardToken(TEST_CARD_NUMBERS.challenge), idempotencyKey: nextKey() };
    const first = await server.payments.authorize(challenge);
    expect(await server.payments.authorize(challenge)).toEqual(first);
    const declined = { ...request, cardToken: await cardToken(TEST_CARD_NUMBERS.declined), idempotencyKey: nextKey() };
    expect(await server.payments.authorize(declined)).toEqual({ status: 'declined', code: 'card_declined' });
    expect(await server.payments.authorize(declined)).toEqual({ status: 'declined', code: 'card_declined' });
    expect(await chargeCount()).toBe(before + 3);
  });

  it('refuses a key used again for another card or amount, and leaves that card usable', async () => {
    const request = {
      cardToken: await cardToken(TEST_CARD_NUMBERS.visa),
      amount: 1_000,
      orderNumber: 'PF-2026-000300',
      returnUrl: RETURN_URL,
      idempotencyKey: nextKey(),
    };
    await server.payments.authorize(request);
    await expect(server.payments.authorize({ ...request, amount: 2_000 })).rejects.toMatchObject({ code: 'idempotency_conflict' });
    const other = await cardToken(TEST_CARD_NUMBERS.mastercard);
    await expect(server.payments.authorize({ ...request, cardToken: other })).rejects.toThrow(
      /idempotency key "key-\d+" was used for another card, amount or order/,
    );
    expect(await server.payments.cardOf(other)).toMatchObject({ brand: 'mastercard' });
  });

  it('refuses amounts that are not positive whole yen and return URLs that are not the shop’s', async () => {
    const base = { cardToken: await cardToken(TEST_CARD_NUMBERS.visa), orderNumber: 'PF-2026-000400', returnUrl: RETURN_URL };
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(server.payments.authorize({ ...base, amount, idempotencyKey: nextKey() })).rejects.toMatchObject({
        code: 'invalid_request',
      });
    }
    for (const returnUrl of ['javascript:alert(1)', '//evil.example/x', 'relative']) {
      await expect(server.payments.authorize({ ...base, amount: 1, returnUrl, idempotencyKey: nextKey() })).rejects.toMatchObject({
        code: 'invalid_request',
      });
    }
    expect(await server.payments.cardOf(base.cardToken)).not.toBeNull();
  });
});

describe('the 3-D Secure challenge page (GET and POST /sandbox-gateway/v1/challenges/:reference)', () => {
  it('shows the shop, order number, amount and card in Japanese, with two buttons in a plain form and no script', async () => {
    const { reference, challengeUrl } = await challengeReference();
    const page = await call('GET', new URL(challengeUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html; charset=UTF-8/i);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<html lang="ja">');
    for (const shown of [
      'プリントファクトリー',
      'PF-2026-000123',
      '¥12,345',
      'JCB **** 0000',
      '<form method="post">',
      '>認証する</button>',
      '>キャンセル</button>',
    ]) {
      expect(page.text).toContain(shown);
    }
    expect(page.text).not.toMatch(/<script|\son\w+=|https?:\/\/|style="/i);
    expect(page.text).not.toContain(TEST_CARD_NUMBERS.challenge);
    // Under the app's Content-Security-Policy, the one <style> element carries this response's nonce.
    const csp = page.headers.get('content-security-policy');
    if (csp) {
      const nonce = /'nonce-([^']+)'/.exec(/style-src ([^;]*)/.exec(csp)?.[1] ?? '')?.[1];
      expect(page.text).toContain(`<style nonce="${nonce}">`);
    }
    expect(reference).toMatch(/^ch_/);
  });

  it('認証する records the authentication and sends the shopper back to the return URL (303): authorised', async () => {
    const { reference } = await challengeReference();
    const answer = await answerChallenge(reference, 'authenticate');
    expect([answer.status, answer.headers.get('location')]).toEqual([303, RETURN_URL]);
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'authorized' });
    // A second click changes nothing and goes back again; the page now says it has ended.
    expect((await answerChallenge(reference, 'cancel')).headers.get('location')).toBe(RETURN_URL);
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'authorized' });
    const page = await call('GET', `/sandbox-gateway/v1/challenges/${reference}`);
    expect(page.text).toContain('このお支払いの本人認証はすでに終了しています。');
    expect(page.text).not.toContain('<form');
    await server.payments.capture(reference);
  });

  it('キャンセル declines the payment as failed authentication', async () => {
    const { reference } = await challengeReference();
    const answer = await answerChallenge(reference, 'cancel');
    expect([answer.status, answer.headers.get('location')]).toEqual([303, RETURN_URL]);
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'declined', code: 'authentication_failed' });
    await expect(server.payments.capture(reference)).rejects.toThrow(/a declined charge cannot be captured/);
  });

  it('a challenge nobody answers for 30 minutes counts as failed authentication', async () => {
    const { reference } = await challengeReference();
    server.setNow(NOW + CHALLENGE_TTL - 1);
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'pending' });
    server.setNow(NOW + CHALLENGE_TTL);
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'declined', code: 'authentication_failed' });
    await answerChallenge(reference, 'authenticate');
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'declined', code: 'authentication_failed' });
  });

  it('a challenge the shop voided (an abandoned order) can no longer be authenticated', async () => {
    const { reference } = await challengeReference();
    await server.payments.void(reference);
    expect((await answerChallenge(reference, 'authenticate')).status).toBe(303);
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'declined', code: 'authentication_failed' });
  });

  it('an unknown reference is a 404 page, an unknown action a 400', async () => {
    const missing = await call('GET', '/sandbox-gateway/v1/challenges/ch_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect([missing.status, missing.text.includes('ページが見つかりません')]).toEqual([404, true]);
    expect((await answerChallenge('ch_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'authenticate')).status).toBe(404);
    const { reference } = await challengeReference();
    expect((await answerChallenge(reference, 'approve')).status).toBe(400);
    expect(await server.payments.challengeResult(reference)).toEqual({ status: 'pending' });
  });
});

describe('capture, void and refund', () => {
  it('capture takes an authorised charge (again: nothing more); refunds give back up to what was captured', async () => {
    const reference = await authorizedReference();
    await server.payments.capture(reference);
    await server.payments.capture(reference);
    await server.payments.refund(reference, 2_345);
    await expect(server.payments.refund(reference, 10_001)).rejects.toThrow(
      `refund ${reference}: 10001 yen is more than the 10000 yen left of the 12345 yen captured`,
    );
    await server.payments.refund(reference, 10_000);
    const [row] = await server.db.query('select status, amount, refunded_amount from sandbox_gateway_charges where reference = $1', [
      reference,
    ]);
    expect(row).toEqual({ status: 'refunded', amount: 12_345, refunded_amount: 12_345 });
    await expect(server.payments.refund(reference, 1)).rejects.toThrow(/only a captured charge can be refunded, this one is refunded/);
    await expect(server.payments.void(reference)).rejects.toThrow(
      `void ${reference}: a refunded charge cannot be voided (only authorized or challenge_pending)`,
    );
  });

  it('void releases an authorisation; a voided charge cannot be captured or refunded', async () => {
    const reference = await authorizedReference();
    await server.payments.void(reference);
    await server.payments.void(reference);
    await expect(server.payments.capture(reference)).rejects.toThrow(
      `capture ${reference}: a voided charge cannot be captured (only authorized)`,
    );
    await expect(server.payments.refund(reference, 100)).rejects.toThrow(/only a captured charge can be refunded, this one is voided/);
  });

  it('refuses what cannot happen: refunding before capture, voiding after capture, a challenge still pending captured, unknown charges', async () => {
    const reference = await authorizedReference();
    await expect(server.payments.refund(reference, 100)).rejects.toThrow(/this one is authorized \(void it instead\)/);
    await server.payments.capture(reference);
    await expect(server.payments.void(reference)).rejects.toThrow(/a captured charge cannot be voided/);
    await expect(server.payments.refund(reference, 0)).rejects.toThrow(/positive whole number of yen/);
    const { reference: pending } = await challengeReference();
    await expect(server.payments.capture(pending)).rejects.toThrow(/a challenge_pending charge cannot be captured/);
    await expect(server.payments.capture('ch_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ code: 'unknown_charge' });
    await expect(server.payments.challengeResult('nope')).rejects.toMatchObject({ code: 'unknown_charge' });
  });
});
