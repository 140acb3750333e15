/**
 * The line mock-ups of issue #30 over real HTTP: the draft mock-up of a cart line (the caller's own
 * uploads only, bad queries 400), an ordered production's mock-up under its capability token (no
 * session, ETag and 304, each placement's latest version: a re-upload shows at once), the order's
 * wire and history naming it, and the mails showing it in their HTML part.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import { readConfig } from '../../src/config/config.ts';
import { createOutboxMailer } from '../../src/mail/outbox-mailer.ts';
import { artworkPixels, areaPixels } from '../../src/mockups/mockup-geometry.ts';
import { createProductFixture, productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { newShopper, orderBody, placeOrder, type Shopper } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';

const server = useTestServer();
let f: ProductFixture;
let productCode: string;
const clock = Date.parse('2026-12-01T01:00:00Z'); // Tuesday 10:00 JST
let deps: AdminDeps;
const admin = (...args: string[]) => runAdminCommand(args, deps);

beforeAll(async () => {
  server.setNow(clock);
  f = await createProductFixture(server.db, { stock: 500, price: 1000 });
  // The fixture's method prints as the catalogue's silk-screen (the artwork loop knows the catalogue's slugs).
  await server.db.query(`update print_methods set slug = 'silkscreen-seeded' where slug = 'silkscreen'`);
  await server.db.query(`update print_methods set slug = 'silkscreen' where id = $1`, [f.print.methodId]);
  const [row] = await server.db.query<{ code: string }>('select code from products where id = $1', [f.productId]);
  productCode = row?.code ?? '';
  deps = {
    db: server.db,
    config: readConfig({ PORT: '0' }),
    now: () => clock,
    mailer: createOutboxMailer(server.db, { now: () => clock, log: () => undefined }),
    payments: server.payments,
  };
});

/** A GET whose body is bytes (the session client reads text), with the client's cookies when given. */
async function getImage(path: string, client?: SessionClient, headers: Record<string, string> = {}) {
  const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const res = await fetch(`${server.url}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The RGB of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

const near = (actual: readonly number[], expected: readonly number[], tolerance = 16) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance);

/** #2060c0, the colour of `solidImage`. */
const BLUE = [0x20, 0x60, 0xc0] as const;

const FRONT = { position: '前面', area: { widthMm: 210, heightMm: 297 } };

/** The centre of where a 1200 × 600 artwork prints at the default layout, in the 400 px mock-up. */
function artworkCentre(size = { width: 1200, height: 600 }) {
  const box = artworkPixels('tshirt', { ...FRONT, artwork: size, layout: null }, 400);
  if (!box) throw new Error('no artwork box');
  return { x: box.left + Math.floor(box.width / 2), y: box.top + Math.floor(box.height / 2), box };
}

async function upload(shopper: Shopper, bytes: Buffer, name: string): Promise<string> {
  const uploaded = await shopper.client.upload<{ data: { uuid: string } }>(bytes, name);
  expect(uploaded.status, uploaded.text).toBe(201);
  return uploaded.json.data.uuid;
}

const draftPath = (uuid: string, extra = '') =>
  `/api/mockups/draft?product=${encodeURIComponent(productCode)}&color=${f.colorIds.black}&prints=${f.print.specIds[0]}~${uuid}${extra}`;

describe('the draft mock-up of a line not ordered yet', () => {
  it('draws the caller’s upload on the garment: 400 × 400 PNG, the artwork where it prints, the garment elsewhere', async () => {
    const shopper = await newShopper(server);
    const uuid = await upload(shopper, await solidImage('png', 1200, 600), 'logo.png');
    const answer = await getImage(draftPath(uuid), shopper.client);
    expect(answer.status, answer.bytes.toString()).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);

    const { x, y, box } = artworkCentre();
    expect(await pixel(answer.bytes, x, y)).toSatisfy((rgb: number[]) => near(rgb, BLUE));
    // Just below the artwork, still inside the print area: the black garment, no artwork.
    const below = await pixel(answer.bytes, x, box.top + box.height + 6);
    expect(near(below, BLUE)).toBe(false);
    expect(Math.max(...below)).toBeLessThan(80);

    // The same line without the artwork's colour: the blank garment differs exactly where the artwork is.
    const red = await upload(
      shopper,
      await solidImage('png', 1200, 600).then((png) => sharp(png).tint('#e01010').png().toBuffer()),
      'red.png',
    );
    const redAnswer = await getImage(draftPath(red), shopper.client);
    expect(near(await pixel(redAnswer.bytes, x, y), BLUE)).toBe(false);
  });

  it('a chosen layout moves the artwork: 60 mm wide, 100 mm down', async () => {
    const shopper = await newShopper(server);
    const uuid = await upload(shopper, await solidImage('png', 600, 600), 'square.png');
    const answer = await getImage(draftPath(uuid, '~60~top~0~100'), shopper.client);
    expect(answer.status).toBe(200);
    const box = artworkPixels(
      'tshirt',
      { ...FRONT, artwork: { width: 600, height: 600 }, layout: { widthMm: 60, anchor: 'top', offsetXMm: 0, offsetYMm: 100 } },
      400,
    );
    if (!box) throw new Error('no box');
    expect(await pixel(answer.bytes, box.left + Math.floor(box.width / 2), box.top + Math.floor(box.height / 2))).toSatisfy(
      (rgb: number[]) => near(rgb, BLUE),
    );
    // At the top of the area, where the default layout would have drawn it: no artwork now.
    const area = areaPixels('tshirt', FRONT, 400);
    expect(near(await pixel(answer.bytes, 200, area.top + 3), BLUE)).toBe(false);
  });

  it('never draws another owner’s upload: another customer and a guest get 404, like a missing file', async () => {
    const owner = await newShopper(server);
    const uuid = await upload(owner, await solidImage('png', 1200, 600), 'secret.png');
    const other = await newShopper(server);
    const stranger = await getImage(draftPath(uuid), other.client);
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get('content-type')).not.toBe('image/png');
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await getImage(draftPath(uuid), guest)).status).toBe(404);
    expect((await getImage(draftPath(uuid))).status).toBe(404);
  });

  it('a guest draws the uploads of their own session (the guest cart)', async () => {
    const guest = new SessionClient(server.url);
    await guest.csrf();
    const uploaded = await guest.upload<{ data: { uuid: string } }>(await solidImage('png', 1200, 600), 'guest.png');
    expect(uploaded.status).toBe(201);
    const answer = await getImage(draftPath(uploaded.json.data.uuid), guest);
    expect(answer.status).toBe(200);
    const { x, y } = artworkCentre();
    expect(await pixel(answer.bytes, x, y)).toSatisfy((rgb: number[]) => near(rgb, BLUE));
  });

  it('bad input is a 400 with an English reason; an unknown product, colour or spec a 404', async () => {
    const shopper = await newShopper(server);
    const uuid = await upload(shopper, await solidImage('png', 100, 100), 'a.png');
    for (const query of [
      `product=${productCode}&color=abc&prints=${f.print.specIds[0]}~${uuid}`,
      `product=${productCode}&color=${f.colorIds.black}&prints=`,
      `product=${productCode}&color=${f.colorIds.black}&prints=${f.print.specIds[0]}~${uuid}~wide~top~0~0`,
      `product=%3Cscript%3E&color=${f.colorIds.black}&prints=${f.print.specIds[0]}~${uuid}`,
    ]) {
      const answer = await shopper.client.get<{ message: string }>(`/api/mockups/draft?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.message).toMatch(/^Malformed mock-up query: /);
    }
    const unknownColor = await shopper.client.get(
      `/api/mockups/draft?product=${productCode}&color=${f.otherProduct.colorId}&prints=${f.print.specIds[0]}~${uuid}`,
    );
    expect(unknownColor.status).toBe(404);
    const unknownSpec = await shopper.client.get(
      `/api/mockups/draft?product=${productCode}&color=${f.colorIds.black}&prints=999999~${uuid}`,
    );
    expect(unknownSpec.status).toBe(404);
  });
});

/** A shopper's placed order of one production printed from an uploaded PNG (bank transfer: no card step). */
async function printOrder() {
  const shopper = await newShopper(server);
  const fileUuid = await upload(shopper, await solidImage('png', 1200, 600), 'logo.png');
  const body = productionBody(f, { black: [1, 1, 0] });
  const created = await shopper.client.post('/api/cart_productions', { ...body, prints: [{ ...body.prints[0], file_uuid: fileUuid }] });
  expect(created.status, created.text).toBe(201);
  const order = await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } });
  const placed = await placeOrder(shopper, order);
  expect(placed.status, placed.text).toBe(201);
  const number = placed.json.data.number as string;
  const shown = await shopper.client.get<{ data: { lines: { kind: string; production?: { mockup_url: string | null } }[] } }>(
    `/api/orders/${number}`,
  );
  const mockupUrl = shown.json.data.lines.find((line) => line.kind === 'production')?.production?.mockup_url ?? '';
  return { shopper, number, fileUuid, mockupUrl };
}

describe('an ordered production’s mock-up', () => {
  it('the order names it; it answers without a session (a mail), cacheable privately with an ETag, 304 when unchanged', async () => {
    const { mockupUrl } = await printOrder();
    expect(mockupUrl).toMatch(/^\/api\/mockups\/productions\/[0-9a-f]{32}$/);
    const answer = await getImage(mockupUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('private, max-age=300');
    expect(answer.headers.get('set-cookie')).toBeNull();
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    const { x, y } = artworkCentre();
    expect(await pixel(answer.bytes, x, y)).toSatisfy((rgb: number[]) => near(rgb, BLUE));
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await getImage(mockupUrl, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
  });

  it('an unknown or malformed token is 404; a side other than front or back is 400', async () => {
    const { mockupUrl } = await printOrder();
    expect((await getImage('/api/mockups/productions/0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await getImage('/api/mockups/productions/not-a-token')).status).toBe(404);
    expect((await getImage(`${mockupUrl}?side=left`)).status).toBe(400);
    // The back view of a front print: the garment without the artwork.
    const back = await getImage(`${mockupUrl}?side=back`);
    expect(back.status).toBe(200);
    const { x, y } = artworkCentre();
    expect(near(await pixel(back.bytes, x, y), BLUE)).toBe(false);
  });

  it('shows the latest version: after データ不備 and a re-upload the new design is drawn, under a new ETag', async () => {
    const { shopper, number, mockupUrl } = await printOrder();
    const before = await getImage(mockupUrl);
    const jobs = await shopper.client.get<{ data: { id: number }[] }>(`/api/orders/${number}/art_jobs`);
    const jobId = jobs.json.data[0]?.id ?? 0;
    expect((await admin('confirm-payment', number)).code).toBe(0);
    expect((await admin('start-check', number)).code).toBe(0);
    expect((await admin('art-reject', String(jobId), '--reason', 'low_resolution')).code).toBe(0);
    const red = await sharp(await solidImage('png', 1200, 600))
      .tint('#e01010')
      .png()
      .toBuffer();
    const redUuid = await upload(shopper, red, 'logo-red.png');
    const resubmitted = await shopper.client.post(`/api/art_jobs/${jobId}/versions`, {
      version_number: 1,
      source: 'customer_upload',
      file_uuid: redUuid,
      note: null,
    });
    expect(resubmitted.status, resubmitted.text).toBe(201);
    const after = await getImage(mockupUrl);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const { x, y } = artworkCentre();
    const rgb = await pixel(after.bytes, x, y);
    expect(near(rgb, BLUE)).toBe(false);
    expect(rgb[0]).toBeGreaterThan(rgb[2]); // red, not blue
  });

  it('the order history shows the first line’s mock-up with its Japanese alternative text', async () => {
    const { shopper, number, mockupUrl } = await printOrder();
    const list = await shopper.client.get<{ data: { number: string; image: string; image_alt: string | null }[] }>('/api/orders');
    const row = list.json.data.find((order) => order.number === number);
    expect(row?.image).toBe(mockupUrl);
    expect(row?.image_alt).toMatch(/^テストTシャツ [0-9a-f]+（ブラック）に前面プリントのイメージ$/);
  });
});

describe('the mails show the design on the garment', () => {
  it('the order confirmation’s HTML lists the line with its mock-up (absolute URL, alt text); its text part is unchanged', async () => {
    const { shopper, number, mockupUrl } = await printOrder();
    const [mail] = await server.db.query<{ body: string; html: string | null }>(
      `select body, html from outbox where recipient = $1 and subject like '【ご注文受付】%' order by id desc limit 1`,
      [shopper.customer.email],
    );
    expect(mail?.body).toContain(`ご注文番号: ${number}`);
    expect(mail?.body).not.toContain('<img');
    const html = mail?.html ?? '';
    const publicUrl = readConfig({ PORT: '0' }).publicUrl;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<img src="${publicUrl}${mockupUrl}" alt="テストTシャツ `);
    expect(html).toContain('（ブラック）に前面プリントのイメージ" width="160" height="160"');
    expect(html).not.toMatch(/<script|<svg|\.webp/);
    // The picture the mail names is the PNG a mail client fetches.
    const image = await getImage(mockupUrl);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('an artwork mail (データ不備) shows the placement’s side of the mock-up', async () => {
    const { shopper, number, mockupUrl } = await printOrder();
    const jobs = await shopper.client.get<{ data: { id: number }[] }>(`/api/orders/${number}/art_jobs`);
    expect((await admin('confirm-payment', number)).code).toBe(0);
    expect((await admin('start-check', number)).code).toBe(0);
    expect((await admin('art-reject', String(jobs.json.data[0]?.id ?? 0), '--reason', 'low_resolution')).code).toBe(0);
    const [mail] = await server.db.query<{ html: string | null }>(
      `select html from outbox where recipient = $1 and subject like '【入稿データ不備のお知らせ】%' order by id desc limit 1`,
      [shopper.customer.email],
    );
    expect(mail?.html).toContain(`${mockupUrl}?side=front" alt="テストTシャツ `);
    expect(mail?.html).toContain('に前面プリントのイメージ');
    expect(mail?.html).toContain('プリント箇所: 前面');
  });

  it('the proof mail (校正のご確認) shows the design on the garment by its absolute capability address, with alt text', async () => {
    const { shopper, number, mockupUrl } = await printOrder();
    const jobs = await shopper.client.get<{ data: { id: number }[] }>(`/api/orders/${number}/art_jobs`);
    expect((await admin('confirm-payment', number)).code).toBe(0);
    expect((await admin('start-check', number)).code).toBe(0);
    expect((await admin('art-approve', String(jobs.json.data[0]?.id ?? 0))).code).toBe(0);
    const [mail] = await server.db.query<{ body: string; html: string | null }>(
      `select body, html from outbox where recipient = $1 and subject like '【校正のご確認のお願い】%' order by id desc limit 1`,
      [shopper.customer.email],
    );
    const publicUrl = readConfig({ PORT: '0' }).publicUrl;
    expect(mail?.html).toContain(`<img src="${publicUrl}${mockupUrl}?side=front" alt="テストTシャツ `);
    expect(mail?.html).toMatch(/alt="テストTシャツ [0-9a-f]+（ブラック）に前面プリントのイメージ" width="160" height="160"/);
    expect(mail?.body).not.toContain('<img');
    // The address works without a session, as a mail client fetches it.
    const image = await getImage(`${mockupUrl}?side=front`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });
});
