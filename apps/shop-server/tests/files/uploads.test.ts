/**
 * Uploaded print data over real HTTP against a real database (PGlite, or PostgreSQL with
 * test-postgres): kinds by bytes, SVG sanitising, the size limit, ownership (404), guest files kept
 * at login, CSRF, orphan clean-up and the cart's check of cited files.
 *
 * Over 400 lines on purpose: every part of an upload's life (taken, limited, owned, cited, swept)
 * over one server and file store, in one describe block each.
 */
import sharp, { type Metadata } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileKeys } from '../../src/files/file-keys.ts';
import { ORPHAN_AGE_MS, removeOrphanFiles, startOrphanSweeper } from '../../src/files/orphan-files.ts';
import { createProductFixture, productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { type TestServer, useTestServer } from '../support/server.ts';
import { createTestCustomer, loggedInClient, SessionClient } from '../support/session-client.ts';
import { AI, HOSTILE_SVG, noisyPng, PDF, solidImage } from './fixtures.ts';

interface FileData {
  uuid: string;
  kind: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  needs_check: boolean;
  thumbnail_url: string | null;
}
type Uploaded = { data: FileData };

const NOT_FOUND = { message: 'Not found.' };
const UNSUPPORTED =
  'このファイル形式はアップロードできません。PNG・JPEG・WebP・SVG・PDF・AI（Illustrator）形式のファイルをお送りください（HEIC画像はJPEGに変換してからお送りください）。';

/** A visitor with a session and the CSRF cookie, as a browser has after its first page. */
async function guest(server: TestServer): Promise<SessionClient> {
  const client = new SessionClient(server.url);
  await client.csrf();
  return client;
}

async function upload(client: SessionClient, bytes: Uint8Array | string, name: string, type?: string): Promise<FileData> {
  const answer = await client.upload<Uploaded>(bytes, name, type ? { type } : {});
  if (answer.status !== 201) throw new Error(`upload of ${name}: ${answer.status} ${answer.text}`);
  return answer.json.data;
}

describe('POST /api/files', () => {
  const server = useTestServer();
  let client: SessionClient;
  beforeAll(async () => {
    ({ client } = await loggedInClient(server));
  });

  it('a PNG named .jpg and declared image/jpeg is a png: 201 with its pixel size, thumbnail and preview', async () => {
    const answer = await client.upload<Uploaded>(await solidImage('png', 2000, 1000), 'ロゴ.jpg', { type: 'image/jpeg' });
    expect(answer.status).toBe(201);
    const file = answer.json.data;
    expect(file).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'png',
      name: 'ロゴ.jpg',
      size: expect.any(Number),
      width: 2000,
      height: 1000,
      needs_check: false,
      thumbnail_url: `/api/files/${file.uuid}/thumbnail`,
    });
    const thumbnail = await fetchImage(client, `/api/files/${file.uuid}/thumbnail`);
    expect(thumbnail).toMatchObject({ format: 'webp', width: 400, height: 200 });
    const preview = await fetchImage(client, `/api/files/${file.uuid}/preview`);
    expect(preview).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it.each([
    ['jpeg', 'photo.png'],
    ['webp', 'art.gif'],
  ] as const)('a %s is told by its bytes whatever its name (%s)', async (format, name) => {
    const file = await upload(client, await solidImage(format), name);
    expect([file.kind, file.width, file.height, file.needs_check]).toEqual([format, 60, 30, false]);
    // Small images are not enlarged.
    expect(await fetchImage(client, `/api/files/${file.uuid}/preview`)).toMatchObject({ width: 60, height: 30 });
  });

  it.each([
    ['pdf', PDF, 'chirashi.pdf'],
    ['ai', AI, 'logo.ai'],
    ['ai', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n'), 'old-logo.eps'],
  ] as const)('a %s is stored as given, without size or thumbnail, and flagged for a data check (%s)', async (kind, bytes, name) => {
    const file = await upload(client, bytes, name, 'application/octet-stream');
    expect(file).toMatchObject({ kind, name, size: bytes.length, width: null, height: null, needs_check: true, thumbnail_url: null });
    expect(Buffer.from((await server.files.getBytes(fileKeys(file.uuid).original)) ?? []).equals(bytes)).toBe(true);
    for (const rendition of ['thumbnail', 'preview']) {
      const answer = await client.get(`/api/files/${file.uuid}/${rendition}`);
      expect([answer.status, answer.json]).toEqual([404, NOT_FOUND]);
    }
  });

  it.each([
    ['a text file named .png', 'これは画像ではありません', 'design.png', 'image/png'],
    ['an HTML page named .svg', '<!doctype html><html><script>alert(1)</script></html>', 'design.svg', 'image/svg+xml'],
    ['a GIF', 'GIF89a\u0001\u0000\u0001\u0000', 'anim.gif', 'image/gif'],
  ])('%s is refused with 422 naming the accepted kinds', async (_what, content, name, type) => {
    const answer = await client.upload(content, name, { type });
    expect([answer.status, answer.json]).toEqual([422, { message: UNSUPPORTED, errors: { file: [UNSUPPORTED] } }]);
  });

  it('an SVG comes back cleaned: no script, no on* handlers, no external references, the drawing kept', async () => {
    const file = await upload(client, HOSTILE_SVG, 'hostile.svg', 'image/svg+xml');
    expect(file).toMatchObject({ kind: 'svg', width: 120, height: 80, needs_check: false });
    const stored = Buffer.from((await server.files.getBytes(fileKeys(file.uuid).original)) ?? []).toString('utf8');
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'evil.example', 'javascript:']) expect(stored).not.toContain(gone);
    for (const kept of ['<rect id="square"', 'fill="#e00000"', '<use xlink:href="#square"/>', 'ロゴ']) expect(stored).toContain(kept);
    expect(file.size).toBe(Buffer.byteLength(stored));
    // The cleaned SVG was rendered: the preview is red where the square is (WebP is lossy: nearly red).
    const { data, info } = await sharp(await fetchBytes(client, `/api/files/${file.uuid}/preview`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.max(info.width, info.height)).toBe(1600);
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    const [red = 0, green = 255, blue = 255] = data.subarray(centre, centre + 3);
    expect([red > 200, green < 20, blue < 20]).toEqual([true, true, true]);
  });

  it.each([
    ['not well-formed', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'SVGファイルを読み込めませんでした。'],
    [
      'declaring entities',
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
      'エンティティ宣言',
    ],
  ])('an SVG %s is refused with 422', async (_what, content, message) => {
    const answer = await client.upload<{ message: string; errors: { file: string[] } }>(content, 'bad.svg');
    expect(answer.status).toBe(422);
    expect(answer.json.errors.file[0]).toContain(message);
  });

  it('a damaged PNG (right signature, broken data) is refused with 422', async () => {
    const png = await solidImage('png');
    const answer = await client.upload<{ errors: { file: string[] } }>(png.subarray(0, 40), 'broken.png');
    expect([answer.status, answer.json.errors.file]).toEqual([
      422,
      ['画像を読み込めませんでした。ファイルが壊れていないか、画像サイズが大きすぎないかご確認ください。'],
    ]);
  });

  it('the 1 MB body limit of JSON calls does not apply: a 3 MB image is taken', async () => {
    const big = await noisyPng(1100, 1000);
    expect(big.length).toBeGreaterThan(3_000_000);
    const file = await upload(client, big, 'noise.png');
    expect([file.kind, file.size, file.width]).toEqual(['png', big.length, 1100]);
  });

  it('without a file part, or with a JSON body, answers 422 asking for a file', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const message = 'アップロードするファイルを選択してください。';
    for (const answer of [await client.request('POST', '/api/files', { form }), await client.post('/api/files', { file: 'x' })]) {
      expect([answer.status, answer.json]).toEqual([422, { message, errors: { file: [message] } }]);
    }
  });

  it('a broken multipart body answers 400', async () => {
    const answer = await client.request('POST', '/api/files', {
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect([answer.status, answer.json]).toEqual([400, { message: 'Malformed multipart/form-data body.' }]);
  });

  it('without the CSRF token answers 419 and stores nothing', async () => {
    const before = await server.db.query('select uuid from files');
    const answer = await client.upload(await solidImage('png'), 'a.png', { xsrf: false });
    expect([answer.status, answer.json]).toEqual([419, { message: 'CSRF token mismatch.' }]);
    expect(await server.db.query('select uuid from files')).toEqual(before);
  });

  it('GET /api/files/:uuid answers the metadata, marks the file used, and images are private to the browser', async () => {
    const file = await upload(client, await solidImage('png'), 'a.png');
    const later = Date.now() + 60_000;
    server.setNow(later);
    try {
      const answer = await client.get<Uploaded>(`/api/files/${file.uuid}`);
      expect([answer.status, answer.json]).toEqual([200, { data: file }]);
    } finally {
      server.setNow(Date.now());
    }
    const [row] = await server.db.query<{ last_used_at: Date }>('select last_used_at from files where uuid = $1', [file.uuid]);
    expect(row?.last_used_at.getTime()).toBe(later);
    const thumbnail = await client.get(`/api/files/${file.uuid}/thumbnail`);
    expect([thumbnail.status, thumbnail.headers.get('content-type'), thumbnail.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'private, no-store',
    ]);
  });
});

function cookieOf(client: SessionClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The bytes of an image answer (the session client reads answers as text). */
async function fetchBytes(client: SessionClient, path: string): Promise<Buffer> {
  const res = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: cookieOf(client) } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function fetchImage(client: SessionClient, path: string): Promise<Metadata> {
  return sharp(await fetchBytes(client, path)).metadata();
}

describe('FILE_LIMIT', () => {
  const server = useTestServer({ fileLimit: 3000 });
  let client: SessionClient;
  beforeAll(async () => {
    client = await guest(server);
  });

  const TOO_LARGE = { message: 'ファイルサイズが大きすぎます。2.9KB以下のファイルをお送りください。' };

  it('a file of exactly FILE_LIMIT bytes is taken', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!--${'x'.repeat(3000)}--></svg>`.slice(0, 2990);
    const exact = `${svg.slice(0, svg.indexOf('<!--'))}<!--${'x'.repeat(3000 - svg.indexOf('<!--') - 13)}--></svg>`;
    expect(Buffer.byteLength(exact)).toBe(3000);
    expect((await client.upload(exact, 'exact.svg')).status).toBe(201);
  });

  it('a file over FILE_LIMIT answers 413 with the Japanese message and stores nothing', async () => {
    const answer = await client.upload(Buffer.alloc(3001, 0x41), 'big.png');
    expect([answer.status, answer.json]).toEqual([413, TOO_LARGE]);
    const far = await client.upload(Buffer.alloc(200_000, 0x41), 'bigger.png');
    expect([far.status, far.json]).toEqual([413, TOO_LARGE]);
    expect(await server.db.query("select uuid from files where original_name like 'big%'")).toEqual([]);
  });

  it('a body sent without Content-Length (chunked) is cut off at the limit with the same 413', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(100_000, 0x41)]), 'chunked.png');
    const encoded = new Response(form);
    const res = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit);
    expect([res.status, await res.json()]).toEqual([413, TOO_LARGE]);
  });
});

describe('whose files', () => {
  const server = useTestServer();

  it("another customer's file, or another guest's, answers 404 for metadata, thumbnail, preview and original, exactly like a missing uuid", async () => {
    const { client: owner } = await loggedInClient(server);
    const { client: other } = await loggedInClient(server);
    const visitor = await guest(server);
    const stranger = new SessionClient(server.url); // no session at all
    const file = await upload(owner, await solidImage('png'), 'mine.png');
    const guestFile = await upload(visitor, await solidImage('webp'), 'guest.webp');
    for (const [reader, uuid] of [
      [other, file.uuid],
      [visitor, file.uuid],
      [stranger, file.uuid],
      [owner, guestFile.uuid],
      [await guest(server), guestFile.uuid],
      [owner, '7d1c9a3e-0000-4000-8000-000000000000'],
      [owner, 'not-a-uuid'],
    ] as const) {
      for (const path of [
        `/api/files/${uuid}`,
        `/api/files/${uuid}/thumbnail`,
        `/api/files/${uuid}/preview`,
        `/api/files/${uuid}/original`,
      ]) {
        const answer = await reader.get(path);
        expect([path, answer.status, answer.json]).toEqual([path, 404, NOT_FOUND]);
      }
    }
    expect((await owner.get(`/api/files/${file.uuid}/preview`)).status).toBe(200);
    expect((await visitor.get(`/api/files/${guestFile.uuid}/thumbnail`)).status).toBe(200);
    const original = await owner.get(`/api/files/${file.uuid}/original`);
    expect([original.status, original.headers.get('content-type'), original.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
  });

  it("a guest's files pass to the customer at login, in the same browser, and stay out of reach of the old session", async () => {
    const customer = await createTestCustomer(server.db);
    const browser = await guest(server);
    const file = await upload(browser, await solidImage('jpeg'), 'before-login.jpg');
    const oldSession = new SessionClient(server.url);
    oldSession.cookies.set('shop_session', browser.sessionCookie ?? '');
    await browser.login(customer.email, customer.password);
    expect((await browser.get<Uploaded>(`/api/files/${file.uuid}`)).json.data).toEqual(file);
    expect((await browser.get(`/api/files/${file.uuid}/thumbnail`)).status).toBe(200);
    const [row] = await server.db.query('select customer_id, session_id from files where uuid = $1', [file.uuid]);
    expect(row).toEqual({ customer_id: customer.id, session_id: null });
    // The session it was uploaded in is gone; the customer's other browsers see it too.
    expect((await oldSession.get(`/api/files/${file.uuid}`)).status).toBe(404);
    const elsewhere = new SessionClient(server.url);
    await elsewhere.login(customer.email, customer.password);
    expect((await elsewhere.get(`/api/files/${file.uuid}`)).status).toBe(200);
  });

  it('registering from a guest session keeps its files too', async () => {
    const browser = await guest(server);
    const file = await upload(browser, await solidImage('png'), 'signup.png');
    const email = `files-${Date.now()}@example.com`;
    const answer = await browser.post('/laravel/api/register', {
      name: '山田 花子',
      email,
      password: 'hanako12345',
      password_confirmation: 'hanako12345',
    });
    expect(answer.status).toBe(201);
    expect((await browser.get(`/api/files/${file.uuid}`)).status).toBe(200);
  });
});

describe('cart prints cite only their own files', () => {
  const server = useTestServer();
  let fixture: ProductFixture;
  beforeAll(async () => {
    fixture = await createProductFixture(server.db, { stock: 100 });
  });

  const withFiles = (svg: string | null, file: string | null) => {
    const body = productionBody(fixture);
    return { ...body, prints: body.prints.map((print) => ({ ...print, svg_file_uuid: svg, file_uuid: file })) };
  };

  it("someone else's file, or one that does not exist, is refused with 422 on the print's field", async () => {
    const { client: owner } = await loggedInClient(server);
    const { client: other } = await loggedInClient(server);
    const mine = await upload(owner, await solidImage('png'), 'mine.png');
    const message = 'デザインファイルが見つかりません。もう一度アップロードしてください。';
    const foreign = await other.post('/api/cart_productions', withFiles(null, mine.uuid));
    expect([foreign.status, foreign.json]).toEqual([422, { message, errors: { 'prints.0.file_uuid': [message] } }]);
    const missing = await owner.post('/api/cart_productions', withFiles('7d1c9a3e-0000-4000-8000-000000000000', mine.uuid));
    expect([missing.status, missing.json]).toEqual([422, { message, errors: { 'prints.0.svg_file_uuid': [message] } }]);
    expect((await other.get<{ data: { cart_productions: unknown[] } }>('/api/cart/contents')).json.data.cart_productions).toEqual([]);
  });

  it("the customer's own files are accepted, also those uploaded as a guest before login", async () => {
    const customer = await createTestCustomer(server.db);
    const browser = await guest(server);
    const svg = await upload(
      browser,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4" cx="5" cy="5"/></svg>',
      'design.svg',
    );
    await browser.login(customer.email, customer.password);
    const pdf = await upload(browser, PDF, 'data.pdf');
    const answer = await browser.post<{ data: { prints: { svg_file_uuid: string; file_uuid: string }[] } }>(
      '/api/cart_productions',
      withFiles(svg.uuid.toUpperCase(), pdf.uuid),
    );
    expect(answer.status).toBe(201);
    const print = answer.json.data.prints[0];
    expect([print?.svg_file_uuid.toLowerCase(), print?.file_uuid]).toEqual([svg.uuid, pdf.uuid]);
  });
});

describe('removeOrphanFiles', () => {
  const server = useTestServer();

  it('removes only files that nothing cites and nobody used for 7 days, with their bytes, thumbnail and preview', async () => {
    const { client } = await loggedInClient(server);
    const fixture = await createProductFixture(server.db, { stock: 100 });
    const png = await solidImage('png');
    const [staleLoose, staleInSvgPrint, staleInFilePrint, fresh, staleGuest] = [
      await upload(client, png, 'stale.png'),
      await upload(client, png, 'cited-svg.png'),
      await upload(client, PDF, 'cited-file.pdf'),
      await upload(client, png, 'fresh.png'),
      await upload(await guest(server), png, 'guest.png'),
    ];
    const body = productionBody(fixture);
    const cited = await client.post('/api/cart_productions', {
      ...body,
      prints: body.prints.map((print) => ({ ...print, svg_file_uuid: staleInSvgPrint?.uuid, file_uuid: staleInFilePrint?.uuid })),
    });
    expect(cited.status).toBe(201);

    const now = Date.now() + 30 * 24 * 60 * 60 * 1000;
    const stale = new Date(now - ORPHAN_AGE_MS - 1);
    const recent = new Date(now - ORPHAN_AGE_MS + 60_000);
    await server.db.query('update files set last_used_at = $1', [stale]);
    await server.db.query('update files set last_used_at = $2 where uuid = $1', [fresh?.uuid, recent]);

    expect(await removeOrphanFiles(server.db, server.files, now)).toBe(2);
    const left = (await server.db.query<{ original_name: string }>('select original_name from files order by original_name')).map(
      (r) => r.original_name,
    );
    expect(left).toEqual(['cited-file.pdf', 'cited-svg.png', 'fresh.png']);
    for (const gone of [staleLoose, staleGuest]) {
      for (const key of Object.values(fileKeys(gone?.uuid ?? ''))) expect([key, await server.files.exists(key)]).toEqual([key, false]);
    }
    for (const kept of [staleInSvgPrint, fresh]) {
      for (const key of Object.values(fileKeys(kept?.uuid ?? ''))) expect([key, await server.files.exists(key)]).toEqual([key, true]);
    }
    expect(await server.files.exists(fileKeys(staleInFilePrint?.uuid ?? '').original)).toBe(true);
    expect((await client.get(`/api/files/${staleLoose?.uuid}`)).status).toBe(404);

    // Once the cart no longer cites them, they go at the next pass (they are still stale).
    await server.db.query('delete from cart_productions');
    expect(await removeOrphanFiles(server.db, server.files, now)).toBe(2);
    expect(await removeOrphanFiles(server.db, server.files, now)).toBe(0);
  });

  it('the server runs it on a timer, logs what went, and stops it on shutdown', async () => {
    const { client } = await loggedInClient(server);
    const file = await upload(client, await solidImage('png'), 'timer.png');
    await server.db.query('update files set last_used_at = $2 where uuid = $1', [file.uuid, new Date(Date.now() - ORPHAN_AGE_MS - 1000)]);
    const lines: string[] = [];
    const sweeper = startOrphanSweeper(server.db, server.files, { now: Date.now, every: 20, log: (line) => lines.push(line) });
    await expect.poll(() => lines, { timeout: 5000 }).toEqual(['removed 1 unused uploaded file(s)']);
    await sweeper.stop();
    expect(await server.files.exists(fileKeys(file.uuid).original)).toBe(false);
  });
});
