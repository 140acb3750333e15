/**
 * Saved designs (`/api/designs`) over real HTTP against a real database (PGlite, and PostgreSQL with
 * `test-postgres`), and through @shop/api-client.
 *
 * Over 400 lines on purpose: saved designs over HTTP and through @shop/api-client share one server
 * and the document fixtures at the top.
 */
import { createApiClient, createCookieJar, HttpError, ValidationError } from '@shop/api-client';
import { API_ROUTES, DESIGN_BODY_LIMIT } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { request as httpRequest } from 'node:http';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ORPHAN_AGE_MS, removeOrphanFiles } from '../../src/files/orphan-files.ts';
import { solidImage } from '../files/fixtures.ts';
import { useTestServer } from '../support/server.ts';
import type { SessionClient } from '../support/session-client.ts';
import { expectEachUnauthenticated, createTestCustomer, loggedInClient } from '../support/session-client.ts';

interface DesignAnswer {
  id: string;
  name: string;
  product_code: string | null;
  method: string;
  thumbnail_url: string | null;
  thumbnail_file_uuid: string | null;
  revision: number;
  created_at: string;
  updated_at: string;
  document: Record<string, unknown>;
}
interface ListAnswer {
  data: Omit<DesignAnswer, 'document' | 'thumbnail_file_uuid'>[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

/** A valid design document (the contract's wire example: a front page with one rectangle). */
const DOCUMENT = (WIRE_EXAMPLES.designCreate.request as { document: Record<string, unknown> }).document;
const NO_ITEM = { message: 'No item exists.' };
const MISMATCH = { message: 'CSRF token mismatch.' };
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const named = (name: string, extra: Record<string, unknown> = {}) => ({ ...DOCUMENT, name, ...extra });

async function create(client: SessionClient, document: unknown, extra: Record<string, unknown> = {}): Promise<DesignAnswer> {
  const answer = await client.post<{ data: DesignAnswer }>('/api/designs', { document, ...extra });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  expect(v.safeParse(API_ROUTES.designCreate.response, answer.json).issues).toBeUndefined();
  return answer.json.data;
}

async function list(client: SessionClient, page?: number): Promise<ListAnswer> {
  const answer = await client.get<ListAnswer>(`/api/designs${page ? `?page=${page}` : ''}`);
  expect(answer.status).toBe(200);
  expect(v.safeParse(API_ROUTES.designList.response, answer.json).issues).toBeUndefined();
  return answer.json;
}

/**
 * Sends a body the server refuses before reading it, on a connection of its own: the server closes
 * the connection after the 413, which would break a kept-alive socket shared with other requests.
 */
function oversized(client: SessionClient, method: string, path: string, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const req = httpRequest(
      `${client.baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie,
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }));
      },
    );
    // The server may stop reading once it has answered.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}

describe('saved designs', () => {
  const server = useTestServer();

  it('a visitor who is not logged in gets 401 for every design call, and nothing is written', async () => {
    await expectEachUnauthenticated(server.url, [
      ['GET', '/api/designs'],
      ['POST', '/api/designs', { document: DOCUMENT }],
      ['GET', `/api/designs/${MISSING_ID}`],
      ['PUT', `/api/designs/${MISSING_ID}`, { document: DOCUMENT, revision: 1 }],
      ['DELETE', `/api/designs/${MISSING_ID}`],
    ]);
    expect(await server.db.query('select id from designs')).toEqual([]);
  });

  it('every write without the CSRF token, or with a wrong one, answers 419 and changes nothing', async () => {
    const { client } = await loggedInClient(server);
    const saved = await create(client, DOCUMENT);
    for (const xsrf of [false, 'wrong'] as const) {
      const answers = [
        await client.request('POST', '/api/designs', { json: { document: DOCUMENT }, xsrf }),
        await client.request('PUT', `/api/designs/${saved.id}`, { json: { document: named('別名'), revision: 1 }, xsrf }),
        await client.request('DELETE', `/api/designs/${saved.id}`, { xsrf }),
      ];
      expect(answers.map((a) => [a.status, a.json])).toEqual([
        [419, MISMATCH],
        [419, MISMATCH],
        [419, MISMATCH],
      ]);
    }
    expect((await list(client)).data.map((d) => [d.id, d.revision])).toEqual([[saved.id, 1]]);
  });

  it('creates, lists, reads, replaces and deletes a design, keeping the document exactly as sent', async () => {
    const { client } = await loggedInClient(server);
    const created = await create(client, DOCUMENT);
    expect(created).toMatchObject({
      name: '文化祭Tシャツ',
      product_code: '5001-01',
      method: 'inkjet',
      thumbnail_url: null,
      thumbnail_file_uuid: null,
      revision: 1,
      document: DOCUMENT,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const shown = await client.get<{ data: DesignAnswer }>(`/api/designs/${created.id}`);
    expect(shown.status).toBe(200);
    expect(v.safeParse(API_ROUTES.designShow.response, shown.json).issues).toBeUndefined();
    expect(shown.json.data).toEqual(created);
    // The id is a uuid in any case.
    expect((await client.get(`/api/designs/${created.id.toUpperCase()}`)).status).toBe(200);

    server.setNow(Date.now() + 60_000);
    const changed = named('文化祭Tシャツ（改）', { method: 'white-inkjet', product: null });
    const replaced = await client.put<{ data: DesignAnswer }>(`/api/designs/${created.id}`, { document: changed, revision: 1 });
    expect(replaced.status).toBe(200);
    expect(v.safeParse(API_ROUTES.designUpdate.response, replaced.json).issues).toBeUndefined();
    expect(replaced.json.data).toMatchObject({
      id: created.id,
      name: '文化祭Tシャツ（改）',
      product_code: null,
      method: 'white-inkjet',
      revision: 2,
      document: changed,
    });
    expect(replaced.json.data.updated_at > created.updated_at).toBe(true);
    expect(replaced.json.data.created_at).toBe(created.created_at);

    const { data, meta } = await list(client);
    expect(data).toEqual([
      {
        id: created.id,
        name: '文化祭Tシャツ（改）',
        product_code: null,
        method: 'white-inkjet',
        thumbnail_url: null,
        revision: 2,
        created_at: created.created_at,
        updated_at: replaced.json.data.updated_at,
      },
    ]);
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 1 });

    const deleted = await client.delete(`/api/designs/${created.id}`);
    expect([deleted.status, deleted.text]).toEqual([204, '']);
    expect((await list(client)).data).toEqual([]);
    const gone = await client.get(`/api/designs/${created.id}`);
    expect([gone.status, gone.json]).toEqual([404, NO_ITEM]);
    server.setNow(Date.now());
  });

  it('lists the latest saved first, 20 a page', async () => {
    const { client } = await loggedInClient(server);
    const start = Date.now();
    const ids: string[] = [];
    for (let n = 0; n < 22; n++) {
      server.setNow(start + n * 1000);
      ids.push((await create(client, named(`デザイン${n}`))).id);
    }
    // Saving the oldest again makes it the latest.
    server.setNow(start + 60_000);
    const resaved = await client.put(`/api/designs/${ids[0]}`, { document: named('デザイン0'), revision: 1 });
    expect(resaved.status).toBe(200);
    const first = await list(client);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 22 });
    expect(first.data.map((d) => d.name).slice(0, 3)).toEqual(['デザイン0', 'デザイン21', 'デザイン20']);
    const second = await list(client, 2);
    expect(second.data.map((d) => d.name)).toEqual(['デザイン2', 'デザイン1']);
    server.setNow(Date.now());
  });

  it("another customer's design answers 404 like a missing one, and is left as it was", async () => {
    const { client: owner } = await loggedInClient(server);
    const { client: intruder } = await loggedInClient(server);
    const saved = await create(owner, DOCUMENT);
    for (const id of [saved.id, MISSING_ID, 'not-a-uuid', '123']) {
      const answers = [
        await intruder.get(`/api/designs/${id}`),
        await intruder.put(`/api/designs/${id}`, { document: named('乗っ取り'), revision: 1 }),
        await intruder.delete(`/api/designs/${id}`),
      ];
      expect(answers.map((a) => [id, a.status, a.json])).toEqual([
        [id, 404, NO_ITEM],
        [id, 404, NO_ITEM],
        [id, 404, NO_ITEM],
      ]);
    }
    expect((await list(intruder)).data).toEqual([]);
    expect((await owner.get<{ data: DesignAnswer }>(`/api/designs/${saved.id}`)).json.data).toEqual(saved);
  });

  it('a save from a stale revision answers 409 and keeps the newer save', async () => {
    const { client } = await loggedInClient(server);
    const saved = await create(client, DOCUMENT);
    const tabA = await client.put<{ data: DesignAnswer }>(`/api/designs/${saved.id}`, { document: named('タブA'), revision: 1 });
    expect([tabA.status, tabA.json.data.revision]).toEqual([200, 2]);
    const tabB = await client.put<ErrorAnswer>(`/api/designs/${saved.id}`, { document: named('タブB'), revision: 1 });
    expect(tabB.status).toBe(409);
    expect(tabB.json.message).toBe(
      `Design ${saved.id} was saved again since revision 1 (it is at revision 2); reload it and apply the change to the current revision.`,
    );
    const ahead = await client.put(`/api/designs/${saved.id}`, { document: named('未来'), revision: 5 });
    expect(ahead.status).toBe(409);
    expect((await client.get<{ data: DesignAnswer }>(`/api/designs/${saved.id}`)).json.data).toMatchObject({ name: 'タブA', revision: 2 });
  });

  it('malformed JSON is 400; a body or document that breaks the rules is 422 naming the problem', async () => {
    const { client } = await loggedInClient(server);
    const saved = await create(client, DOCUMENT);
    const bad = await client.request('POST', '/api/designs', { body: '{"document": ' });
    expect([bad.status, bad.json]).toEqual([400, { message: 'Malformed JSON body.' }]);

    const cases: [string, unknown, string, string][] = [
      ['no document', {}, 'document', ''],
      ['a document that is an array', { document: [] }, 'document', ''],
      [
        'a version from the future',
        { document: { ...DOCUMENT, version: 99 } },
        'document',
        'デザインデータを読み込めません。The design document is invalid: version 99 is newer than this editor (1).',
      ],
      [
        'no version',
        { document: { ...DOCUMENT, version: undefined } },
        'document',
        'デザインデータを読み込めません。The design document is invalid: version must be a non-negative integer.',
      ],
      [
        'an unknown method',
        { document: { ...DOCUMENT, method: 'embroidery' } },
        'document',
        'デザインデータを読み込めません。The design document is invalid: method:',
      ],
      [
        'a shape without its width',
        { document: { ...DOCUMENT, pages: [{ ...(DOCUMENT['pages'] as object[])[0], shapes: [{ id: 's1', type: 'rect' }] }] } },
        'document',
        'デザインデータを読み込めません。The design document is invalid: pages.0.shapes.0',
      ],
      ['a thumbnail that is not a uuid', { document: DOCUMENT, thumbnail_file_uuid: 'x' }, 'thumbnail_file_uuid', ''],
      [
        'a thumbnail that is no upload of the customer',
        { document: DOCUMENT, thumbnail_file_uuid: MISSING_ID },
        'thumbnail_file_uuid',
        'サムネイル画像が見つかりません。thumbnail_file_uuid names no upload of yours (upload the image with POST /api/files first).',
      ],
    ];
    for (const [what, body, field, message] of cases) {
      for (const [method, path, extra] of [
        ['POST', '/api/designs', {}],
        ['PUT', `/api/designs/${saved.id}`, { revision: 1 }],
      ] as const) {
        const answer = await client.request<ErrorAnswer>(method, path, { json: { ...(body as object), ...extra } });
        expect([what, method, answer.status]).toEqual([what, method, 422]);
        expect(Object.keys(answer.json.errors ?? {})).toContain(field);
        expect(answer.json.message.startsWith(message)).toBe(true);
      }
    }
    const revisionless = await client.request<ErrorAnswer>('PUT', `/api/designs/${saved.id}`, { json: { document: DOCUMENT } });
    expect([revisionless.status, Object.keys(revisionless.json.errors ?? {})]).toEqual([422, ['revision']]);
    expect((await client.get<{ data: DesignAnswer }>(`/api/designs/${saved.id}`)).json.data).toEqual(saved);
  });

  it('a body over 2 MiB answers 413 with the limit, and nothing is stored', async () => {
    const { client } = await loggedInClient(server);
    const huge = named('x'.repeat(DESIGN_BODY_LIMIT));
    for (const [method, path] of [
      ['POST', '/api/designs'],
      ['PUT', `/api/designs/${MISSING_ID}`],
    ] as const) {
      const answer = await oversized(client, method, path, JSON.stringify({ document: huge, revision: 1 }));
      expect([method, answer.status, answer.json]).toEqual([
        method,
        413,
        { message: `A design may be at most ${DESIGN_BODY_LIMIT} bytes of JSON (2 MiB); this request is larger.` },
      ]);
    }
    expect((await list(client)).data).toEqual([]);
    // Just under the limit is fine (the general 1 MB body limit does not apply to designs).
    const big = await client.post('/api/designs', { document: named('あ'.repeat(500_000)) });
    expect(big.status).toBe(422); // the name is longer than the schema allows, but the body was read
  });

  it('a thumbnail and the images a design cites are its own uploads, kept from the orphan job', async () => {
    const { client } = await loggedInClient(server);
    const png = await client.upload<{ data: { uuid: string } }>(await solidImage('png', 300, 200), 'thumb.png', { type: 'image/png' });
    const photo = await client.upload<{ data: { uuid: string } }>(await solidImage('jpeg', 600, 400), 'photo.jpg', { type: 'image/jpeg' });
    expect([png.status, photo.status]).toEqual([201, 201]);
    const image = {
      id: 'img1',
      type: 'image',
      x: 0,
      y: 0,
      w: 60,
      h: 40,
      rotation: 0,
      flipX: false,
      flipY: false,
      opacity: 1,
      fileUuid: photo.json.data.uuid,
      src: `/api/files/${photo.json.data.uuid}/preview`,
      mimeType: 'image/jpeg',
      name: 'photo.jpg',
      pixelWidth: 600,
      pixelHeight: 400,
      vector: false,
      photographic: true,
    };
    const pages = DOCUMENT['pages'] as { shapes: unknown[] }[];
    const document = named('写真入り', { pages: [{ ...pages[0], shapes: [image] }] });
    const saved = await create(client, document, { thumbnail_file_uuid: png.json.data.uuid });
    expect(saved).toMatchObject({ thumbnail_file_uuid: png.json.data.uuid, thumbnail_url: `/api/files/${png.json.data.uuid}/thumbnail` });
    expect((await list(client)).data[0]?.thumbnail_url).toBe(`/api/files/${png.json.data.uuid}/thumbnail`);

    // Another customer's upload cannot be a thumbnail.
    const { client: other } = await loggedInClient(server);
    const foreign = await other.post<ErrorAnswer>('/api/designs', { document, thumbnail_file_uuid: png.json.data.uuid });
    expect(foreign.status).toBe(422);

    // A week and more unread: the design's files stay.
    expect(await removeOrphanFiles(server.db, server.files, Date.now() + ORPHAN_AGE_MS + 60_000)).toBeGreaterThanOrEqual(0);
    const kept = await server.db.query<{ uuid: string }>('select uuid from files where uuid = any($1::uuid[])', [
      [png.json.data.uuid, photo.json.data.uuid],
    ]);
    expect(kept.map((r) => r.uuid).sort()).toEqual([png.json.data.uuid, photo.json.data.uuid].sort());

    // A save without the thumbnail field keeps it; null removes it.
    const kept2 = await client.put<{ data: DesignAnswer }>(`/api/designs/${saved.id}`, { document, revision: 1 });
    expect(kept2.json.data.thumbnail_file_uuid).toBe(png.json.data.uuid);
    const cleared = await client.put<{ data: DesignAnswer }>(`/api/designs/${saved.id}`, {
      document,
      revision: 2,
      thumbnail_file_uuid: null,
    });
    expect([cleared.json.data.thumbnail_file_uuid, cleared.json.data.thumbnail_url]).toEqual([null, null]);
  });

  it('@shop/api-client sends the document verbatim (camelCase keys kept) and reads it back', async () => {
    const jar = createCookieJar();
    const api = createApiClient({ baseUrl: server.url, fetch: jar.fetch, readCookie: jar.readCookie, retry: 0 });
    const customer = await createTestCustomer(server.db);
    await api.auth.login({ email: customer.email, password: customer.password });
    const created = await api.designs.create(DOCUMENT);
    expect(created.data).toMatchObject({
      name: '文化祭Tシャツ',
      productCode: '5001-01',
      revision: 1,
      thumbnailFileUuid: null,
      document: DOCUMENT,
    });
    expect((await api.designs.get(created.data.id)).data.document).toEqual(DOCUMENT);
    const updated = await api.designs.update(created.data.id, 1, named('改'));
    expect(updated.data.revision).toBe(2);
    const stale: unknown = await api.designs.update(created.data.id, 1, named('古い')).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(HttpError);
    expect((stale as HttpError).statusCode).toBe(409);
    const invalid: unknown = await api.designs.create({ ...DOCUMENT, version: 99 }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    const page = await api.designs.list();
    expect(page.data.map((d) => d.name)).toEqual(['改']);
    expect(page.meta.total).toBe(1);
    await api.designs.delete(created.data.id);
    expect((await api.designs.list()).data).toEqual([]);
  });
});
