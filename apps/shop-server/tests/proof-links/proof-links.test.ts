/**
 * Shared proofs (issue #30, 「校正を共有する」) over real HTTP against a real database (PGlite, and
 * PostgreSQL with `with-postgres`): the token (128 random bits, base64url, stored only as its
 * SHA-256), the public read without a session and without any price or file id, its headers
 * (no-store, no-referrer, noindex), the artwork served through the link only, the snapshot frozen
 * against later cart edits, revocation by the owner only (a guest's session or the customer), 90 days
 * of life, the per-session throttle, CSRF, links made from an order, and the orphan sweep sparing
 * the files of open links.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { API_ROUTES, PROOF_LINK_DAYS } from '@shop/api-contract';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeOrphanFiles } from '../../src/files/orphan-files.ts';
import { createProductFixture, productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { newShopper, orderBody, placeOrder } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import { createTestCustomer, SessionClient } from '../support/session-client.ts';

interface Created {
  data: { id: number; token: string; path: string; source: string; quantity: number; expires_at: string; created_at: string };
}
interface Viewed {
  data: {
    product: { name: string };
    colors: { name: string; sizes: { name: string; quantity: number }[] }[];
    placements: { name: string; ink_count: number | null; layout: unknown; artwork: { url: string } | null }[];
    quantity: number;
  };
}

const DAY = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** Words no answer of a shared proof may carry: prices, charges and amounts in any spelling. */
const PRICE_WORDS = /price|charge|fee|total|subtotal|amount|yen|¥|円/i;

const server = useTestServer();
let f: ProductFixture;
let now = Date.parse('2026-12-01T01:00:00Z');
beforeAll(async () => {
  f = await createProductFixture(server.db, { stock: 500, price: 1500 });
  // The fixture's method prints as the catalogue's silk-screen (inks are shown for that slug).
  await server.db.query(`update print_methods set slug = 'silkscreen-seeded' where slug = 'silkscreen'`);
  await server.db.query(`update print_methods set slug = 'silkscreen' where id = $1`, [f.print.methodId]);
});
beforeEach(() => {
  now += DAY; // a fresh throttle window per test
  server.setNow(now);
});

async function guest(): Promise<SessionClient> {
  const client = new SessionClient(server.url);
  await client.csrf();
  return client;
}

/** A guest's print order (kept in the browser) with an uploaded PNG: two inks, white S×2 M×3. */
async function guestProduction(client: SessionClient, layout?: unknown) {
  const png = await solidImage('png', 1200, 600);
  const uploaded = await client.upload<{ data: { uuid: string } }>(png, 'logo.png');
  expect(uploaded.status, uploaded.text).toBe(201);
  const body = productionBody(f, { white: [2, 3, 0] });
  const print = { ...body.prints[0], plates: 2, file_uuid: uploaded.json.data.uuid, ...(layout ? { layout } : {}) };
  return { production: { ...body, prints: [print] }, fileUuid: uploaded.json.data.uuid };
}

async function share(client: SessionClient, body: unknown) {
  const answer = await client.post<Created>('/api/proof_links', body);
  expect(answer.status, answer.text).toBe(201);
  expect(v.safeParse(API_ROUTES.proofLinkCreate.response, answer.json).issues).toBeUndefined();
  return answer.json.data;
}

/** A visitor with no cookie at all (a team member opening the link). */
const stranger = () => new SessionClient(server.url);

describe('making and opening a shared proof', () => {
  it("a guest shares a print order of their browser cart; anyone with the link sees it without a session, without prices or the file's id", async () => {
    const client = await guest();
    const layout = { width_mm: 200, anchor: 'center', offset_x_mm: 0, offset_y_mm: 10 };
    const { production, fileUuid } = await guestProduction(client, layout);
    const made = await share(client, { source: 'guest_cart', production });
    expect(made.source).toBe('guest_cart');
    expect(made.path).toBe(`/proof/${made.token}`);
    expect(made.quantity).toBe(5);
    expect(Date.parse(made.expires_at) - Date.parse(made.created_at)).toBe(PROOF_LINK_DAYS * DAY);

    const viewer = stranger();
    const viewed = await viewer.get<Viewed>(`/api/proof/${made.token}`);
    expect(viewed.status, viewed.text).toBe(200);
    expect(v.safeParse(API_ROUTES.proofLinkView.response, viewed.json).issues).toBeUndefined();
    expect(viewer.cookies.size).toBe(0); // reading a link starts no session
    const data = viewed.json.data;
    expect(data.quantity).toBe(5);
    expect(data.colors.map((c) => c.sizes.map((s) => s.quantity))).toEqual([[2, 3]]);
    expect(data.placements).toHaveLength(1);
    expect(data.placements[0]?.ink_count).toBe(2);
    expect(data.placements[0]?.layout).toEqual(layout);
    // No price anywhere in the answer, and never the file's own id (the raw file route stays closed).
    expect(viewed.text).not.toMatch(PRICE_WORDS);
    expect(viewed.text).not.toContain(fileUuid);
    expect(viewed.headers.get('cache-control')).toBe('private, no-store');
    expect(viewed.headers.get('referrer-policy')).toBe('no-referrer');
    expect(viewed.headers.get('x-robots-tag')).toContain('noindex');

    // The artwork comes through the link; the file's own routes stay the owner's.
    const url = data.placements[0]?.artwork?.url ?? '';
    expect(url).toBe(`/api/proof/${made.token}/artwork/0`);
    const picture = await fetch(`${server.url}${url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/proof/${made.token}/artwork/1`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/proof/${made.token}/artwork/x`)).status).toBe(404);
    for (const path of [`/api/files/${fileUuid}/preview`, `/api/files/${fileUuid}/original`, `/api/files/${fileUuid}`]) {
      expect((await viewer.get(path)).status).toBe(404);
      expect((await (await guest()).get(path)).status).toBe(404);
    }
  });

  it('the token is 128 random bits in base64url, different every time, and only its SHA-256 is stored', async () => {
    const client = await guest();
    const { production } = await guestProduction(client);
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push((await share(client, { source: 'guest_cart', production })).token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    }
    // Every bit position varies across the tokens (a counter or a timestamp would leave most fixed).
    const bytes = tokens.map((t) => Buffer.from(t, 'base64url'));
    const varying = Array.from({ length: 16 }, (_, i) => bytes.some((b) => b[i] !== bytes[0]?.[i]));
    expect(varying.every(Boolean)).toBe(true);
    const rows = await server.db.query<{ token_hash: string; snapshot: unknown }>('select token_hash, snapshot from proof_links');
    const stored = JSON.stringify(rows);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(rows.some((row) => row.token_hash === sha256(token))).toBe(true);
    }
  });

  it('an unknown or malformed token answers 404 with a Japanese sentence and nothing else', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200), '%E3%81%82']) {
      const answer = await stranger().get<{ message: string; data?: unknown }>(`/api/proof/${token}`);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toContain('見つかりません');
      expect(answer.json.data).toBeUndefined();
    }
  });

  it("refuses a guest order citing another session's upload, a malformed body (422) and a cart or order source without login (401)", async () => {
    const owner = await guest();
    const { production } = await guestProduction(owner);
    const other = await guest();
    const refused = await other.post<{ errors: Record<string, string[]> }>('/api/proof_links', { source: 'guest_cart', production });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors).join()).toContain('file_uuid');
    expect((await other.post('/api/proof_links', { source: 'nope' })).status).toBe(422);
    expect((await other.post('/api/proof_links', { source: 'cart', cart_production_id: 1 })).status).toBe(401);
    expect((await other.post('/api/proof_links', { source: 'order', production_number: 'PF-2026-000001-1' })).status).toBe(401);
  });

  it('needs the CSRF token to make or revoke a link (419)', async () => {
    const client = await guest();
    const { production } = await guestProduction(client);
    expect((await client.post('/api/proof_links', { source: 'guest_cart', production }, { xsrf: false })).status).toBe(419);
    const made = await share(client, { source: 'guest_cart', production });
    expect((await client.delete(`/api/proof_links/${made.id}`, { xsrf: 'wrong' })).status).toBe(419);
    expect((await stranger().get(`/api/proof/${made.token}`)).status).toBe(200);
  });

  it('throttles making links per session (429 in Japanese with Retry-After), counting no malformed request', async () => {
    const client = await guest();
    const { production } = await guestProduction(client);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/proof_links', { source: 'guest_cart' })).status).toBe(422);
    for (let i = 0; i < 20; i++) await share(client, { source: 'guest_cart', production });
    const refused = await client.post<{ message: string }>('/api/proof_links', { source: 'guest_cart', production });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toContain('共有リンクの作成が続いた');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another session is not held back.
    const other = await guest();
    await share(other, { source: 'guest_cart', production: (await guestProduction(other)).production });
  });
});

describe('revoking and expiry', () => {
  it('only the session that made it lists and revokes it; then the link answers 410 and shows nothing', async () => {
    const owner = await guest();
    const made = await share(owner, { source: 'guest_cart', production: (await guestProduction(owner)).production });
    const listed = await owner.get<{ data: { id: number; revoked_at: string | null }[] }>('/api/proof_links');
    expect(v.safeParse(API_ROUTES.proofLinkList.response, listed.json).issues).toBeUndefined();
    expect(listed.json.data.map((l) => l.id)).toContain(made.id);
    expect(listed.text).not.toContain(made.token);

    const other = await guest();
    expect((await other.get<{ data: unknown[] }>('/api/proof_links')).json.data).toEqual([]);
    expect((await other.delete(`/api/proof_links/${made.id}`)).status).toBe(404);
    const customer = await newShopper(server);
    expect((await customer.client.delete(`/api/proof_links/${made.id}`)).status).toBe(404);
    expect((await stranger().get(`/api/proof/${made.token}`)).status).toBe(200);

    expect((await owner.delete(`/api/proof_links/${made.id}`)).status).toBe(204);
    const gone = await stranger().get<{ message: string; data?: unknown }>(`/api/proof/${made.token}`);
    expect(gone.status).toBe(410);
    expect(gone.json.message).toContain('停止されました');
    expect(gone.text).not.toContain('テストTシャツ');
    expect(gone.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${server.url}/api/proof/${made.token}/artwork/0`)).status).toBe(410);
    const after = await owner.get<{ data: { id: number; revoked_at: string | null }[] }>('/api/proof_links');
    expect(after.json.data.find((l) => l.id === made.id)?.revoked_at).not.toBeNull();
    // Revoking twice is still the owner's no-op.
    expect((await owner.delete(`/api/proof_links/${made.id}`)).status).toBe(204);
    expect((await owner.delete('/api/proof_links/abc')).status).toBe(404);
  });

  it(`expires ${PROOF_LINK_DAYS} days after it was made (410, the page says so)`, async () => {
    const client = await guest();
    const made = await share(client, { source: 'guest_cart', production: (await guestProduction(client)).production });
    server.setNow(now + PROOF_LINK_DAYS * DAY - 1000);
    expect((await stranger().get(`/api/proof/${made.token}`)).status).toBe(200);
    server.setNow(now + PROOF_LINK_DAYS * DAY);
    const expired = await stranger().get<{ message: string }>(`/api/proof/${made.token}`);
    expect(expired.status).toBe(410);
    expect(expired.json.message).toContain(`${PROOF_LINK_DAYS}日`);
  });

  it("a guest's links pass to the account they log in with, which lists and revokes them", async () => {
    const client = await guest();
    const made = await share(client, { source: 'guest_cart', production: (await guestProduction(client)).production });
    const customer = await createTestCustomer(server.db);
    await client.login(customer.email, customer.password);
    const listed = await client.get<{ data: { id: number }[] }>('/api/proof_links');
    expect(listed.json.data.map((l) => l.id)).toEqual([made.id]);
    expect((await client.delete(`/api/proof_links/${made.id}`)).status).toBe(204);
    expect((await stranger().get(`/api/proof/${made.token}`)).status).toBe(410);
  });
});

describe("a customer's cart and orders", () => {
  it('a link of a cart production is a snapshot: later cart edits and price changes do not change what was shared', async () => {
    const shopper = await newShopper(server);
    const created = await shopper.client.post<{ data: { id: number; item_groups: { id: number }[] } }>(
      '/api/cart_productions',
      productionBody(f, { white: [2, 3, 0], black: [1, 0, 0] }),
    );
    expect(created.status, created.text).toBe(201);
    const made = await share(shopper.client, { source: 'cart', cart_production_id: created.json.data.id });
    expect(made.source).toBe('cart');
    const before = (await stranger().get<Viewed>(`/api/proof/${made.token}`)).json.data;
    expect(before.quantity).toBe(6);

    const group = created.json.data.item_groups[1]?.id;
    expect((await shopper.client.delete(`/api/cart_production_item_groups/${group}`)).status).toBe(200);
    await server.db.query('update skus set price = price + 999 where product_id = $1', [f.productId]);
    const after = await stranger().get<Viewed>(`/api/proof/${made.token}`);
    expect(after.json.data).toEqual(before);
    expect(after.text).not.toMatch(PRICE_WORDS);

    // Another customer cannot share this production.
    const other = await newShopper(server);
    expect((await other.client.post('/api/proof_links', { source: 'cart', cart_production_id: created.json.data.id })).status).toBe(404);
    const listed = await shopper.client.get<{ data: { id: number; cart_production_id: number | null }[] }>('/api/proof_links');
    expect(listed.json.data.map((l) => [l.id, l.cart_production_id])).toEqual([[made.id, created.json.data.id]]);
  });

  it("a placed order's production is shared from the order page; nobody else's order can be", async () => {
    const shopper = await newShopper(server);
    const png = await solidImage('png', 800, 800);
    const uploaded = await shopper.client.upload<{ data: { uuid: string } }>(png, 'team.png');
    const body = productionBody(f, { black: [4, 0, 0] });
    const created = await shopper.client.post('/api/cart_productions', {
      ...body,
      prints: [{ ...body.prints[0], file_uuid: uploaded.json.data.uuid }],
    });
    expect(created.status, created.text).toBe(201);
    const placed = await placeOrder(shopper, await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } }));
    expect(placed.status, placed.text).toBe(201);
    const number = `${placed.json.data.number}-1`;
    const made = await share(shopper.client, { source: 'order', production_number: number });
    const viewed = await stranger().get<Viewed>(`/api/proof/${made.token}`);
    expect(viewed.status).toBe(200);
    expect(viewed.json.data.quantity).toBe(4);
    expect(viewed.json.data.placements[0]?.artwork?.url).toBe(`/api/proof/${made.token}/artwork/0`);
    expect(viewed.text).not.toMatch(PRICE_WORDS);
    const other = await newShopper(server);
    expect((await other.client.post('/api/proof_links', { source: 'order', production_number: number })).status).toBe(404);
    const listed = await shopper.client.get<{ data: { production_number: string | null }[] }>('/api/proof_links');
    expect(listed.json.data[0]?.production_number).toBe(number);
  });
});

describe('the files a link shows', () => {
  it('the orphan sweep keeps an unused upload while a link shows it, and removes it once the link is revoked', async () => {
    const client = await guest();
    const { production, fileUuid } = await guestProduction(client);
    const made = await share(client, { source: 'guest_cart', production });
    const old = new Date(now - 30 * DAY);
    await server.db.query('update files set last_used_at = $2 where uuid = $1', [fileUuid, old]);
    await removeOrphanFiles(server.db, server.files, now);
    expect(await server.db.query('select 1 from files where uuid = $1', [fileUuid])).toHaveLength(1);
    expect((await fetch(`${server.url}/api/proof/${made.token}/artwork/0`)).status).toBe(200);
    expect((await client.delete(`/api/proof_links/${made.id}`)).status).toBe(204);
    await removeOrphanFiles(server.db, server.files, now);
    expect(await server.db.query('select 1 from files where uuid = $1', [fileUuid])).toHaveLength(0);
  });
});

describe('the guidance pages tell shared proofs as they work', () => {
  it(`the FAQ and the data submission page name the button, what is shown and not, the ${PROOF_LINK_DAYS} days and where to revoke`, () => {
    const page = (path: string) => readFileSync(new URL(`../../../../content/${path}`, import.meta.url), 'utf8');
    for (const path of ['faqs/share-proof.md', 'pages/guidance/timelines/submit-data.md']) {
      const text = page(path);
      for (const words of ['校正を共有する', '共有中の校正', `作成から${PROOF_LINK_DAYS}日`, '料金', '会員登録'])
        expect(text, path).toContain(words);
    }
  });
});
