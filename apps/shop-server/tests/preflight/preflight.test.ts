/**
 * The preflight at upload (issue #30) over real HTTP on a real database: real files made here with
 * sharp (a low-resolution PNG, PNGs with soft alpha, three flat colours, noise) and SVGs written here,
 * uploaded through the file API and judged for a print spec, layout, garment colours and inks.
 */
import { API_ROUTES } from '@shop/api-contract';
import { createApiClient, createCookieJar, NotFoundError, ValidationError, type ApiClient } from '@shop/api-client';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/db.ts';
import { PDF } from '../files/fixtures.ts';
import { useTestServer } from '../support/server.ts';

const one = async <T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> => {
  const [row] = await db.query<T>(sql, params as never[]);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

/** A print method by slug (the seeded one, else a new one), with an A4 spec (210 × 297 mm) of its own. */
async function specOf(db: Queryable, slug: string): Promise<number> {
  const method = await one<{ id: number }>(
    db,
    `insert into print_methods (slug, name) values ($1, $1) on conflict (slug) do update set slug = excluded.slug returning id`,
    [slug],
  );
  const category = await one<{ id: number }>(db, `insert into print_categories (print_method_id, name) values ($1, 'A4') returning id`, [
    method.id,
  ]);
  const spec = await one<{ id: number }>(
    db,
    `insert into print_specs (print_method_id, print_category_id, name, position, size, width_mm, height_mm)
     values ($1, $2, '前面', '前面', 'A4', 210, 297) returning id`,
    [method.id, category.id],
  );
  return spec.id;
}

/** A PNG of flat rectangles side by side, one per colour, opaque. */
function flatColours(colours: readonly string[], width = 1800, height = 600): Promise<Buffer> {
  const band = Math.floor(width / colours.length);
  return sharp({ create: { width, height, channels: 4, background: colours[0]! } })
    .composite(
      colours
        .slice(1)
        .map((colour, i) => ({
          input: { create: { width: band, height, channels: 4 as const, background: colour } },
          left: band * (i + 1),
          top: 0,
        })),
    )
    .png()
    .toBuffer();
}

/** A PNG whose middle is a translucent red (alpha 128), as a soft shadow is. */
function translucent(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1800, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** Random pixels: no countable flat colours (like a photo). */
function noise(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A 1000 × 500 unit drawing: a 0.5 unit line and 10 unit text, under a group scaled by 2 for a 1 unit line. */
const THIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500" viewBox="0 0 1000 500">
  <rect x="0" y="0" width="1000" height="500" fill="#ffffff"/>
  <path d="M10 10 L990 10" stroke="#000000" stroke-width="0.5" fill="none"/>
  <g transform="scale(2)"><path d="M10 100 L400 100" stroke="#000000" style="stroke-width: 3" fill="none"/></g>
  <text x="20" y="300" font-size="10" fill="#000000">チーム名</text>
  <text x="20" y="450" style="font-size:120px" fill="#000000">BIG</text>
</svg>`;

const BOLD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500" viewBox="0 0 1000 500">
  <path d="M10 250 L990 250" stroke="#000000" stroke-width="20" fill="none"/>
  <text x="20" y="450" font-size="120" fill="#000000">BIG</text>
</svg>`;

describe('POST /api/preflight', () => {
  const server = useTestServer();
  let specs: { silkscreen: number; whiteInkjet: number; inkjet: number };
  let colors: { white: number; black: number };

  beforeAll(async () => {
    specs = {
      silkscreen: await specOf(server.db, 'silkscreen'),
      whiteInkjet: await specOf(server.db, 'white-inkjet'),
      inkjet: await specOf(server.db, 'inkjet'),
    };
    const product = await one<{ id: number }>(server.db, 'select id from products order by id limit 1');
    const color = (name: string, dark: boolean) =>
      one<{ id: number }>(
        server.db,
        `insert into product_colors (product_id, name, hex, is_dark) values ($1, $2, '#123456', $3) returning id`,
        [product.id, name, dark],
      );
    colors = { white: (await color('テストホワイト', false)).id, black: (await color('テストブラック', true)).id };
  });

  function guest(): ApiClient {
    const jar = createCookieJar();
    return createApiClient({ baseUrl: server.url, fetch: jar.fetch, readCookie: jar.readCookie, retry: 0 });
  }

  async function upload(api: ApiClient, bytes: Buffer | string, name: string, type: string) {
    const body = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
    return (await api.files.upload(new File([body], name, { type }))).data;
  }

  const check = (api: ApiClient, body: Record<string, unknown>) => api.call(API_ROUTES.preflightCheck, { body });
  const codes = (findings: readonly { code: string; severity: string }[]) => findings.map((f) => `${f.severity}:${f.code}`);
  /** The body of an inkjet check on a white garment (inkjet orders no inks), placed at `layout` when given. */
  const inkjetOnWhite = (fileUuid: string, layout?: { widthMm: number; anchor: string; offsetXMm: number; offsetYMm: number }) => ({
    fileUuid,
    printSpecId: specs.inkjet,
    colorIds: [colors.white],
    inksOrdered: 0,
    ...(layout ? { layout } : {}),
  });

  it('warns under 150 dpi at the chosen width (never refuses), and not at a width the pixels carry', async () => {
    const api = guest();
    const file = await upload(api, await flatColours(['#2060c0'], 600, 300), 'small.png', 'image/png');
    const wide = await check(api, inkjetOnWhite(file.uuid, { widthMm: 200, anchor: 'top', offsetXMm: 0, offsetYMm: 0 }));
    expect(wide.data.analysis).toMatchObject({ kind: 'raster', width: 600, height: 300, semiTransparent: false, inkColors: 1 });
    const low = wide.data.findings.find((f) => f.code === 'low_resolution');
    expect(low?.severity).toBe('warning');
    // 600 px over 200 mm (7.87 in) is 76 dpi; the message gives the width that keeps 150 dpi: 101 mm.
    expect(low?.message).toContain('印刷幅200mmで76dpi');
    expect(low?.message).toContain('幅101mmまで');
    const narrow = await check(api, inkjetOnWhite(file.uuid, { widthMm: 100, anchor: 'center', offsetXMm: 0, offsetYMm: 0 }));
    expect(codes(narrow.data.findings)).toEqual([]);
  });

  it('says when the place reaches outside the print area and is moved inside', async () => {
    const api = guest();
    const file = await upload(api, await flatColours(['#000000'], 3000, 1500), 'logo.png', 'image/png');
    const answer = await check(api, inkjetOnWhite(file.uuid, { widthMm: 150, anchor: 'top', offsetXMm: 100, offsetYMm: 0 }));
    expect(codes(answer.data.findings)).toEqual(['warning:outside_print_area']);
    expect(answer.data.findings[0]?.message).toContain('範囲の内側に移動');
  });

  it('silk-screen: counts flat colours against the inks ordered', async () => {
    const api = guest();
    const file = await upload(api, await flatColours(['#ffffff', '#d01010', '#1030c0']), 'three.png', 'image/png');
    const body = { fileUuid: file.uuid, printSpecId: specs.silkscreen, colorIds: [colors.white], layout: null };
    const two = await check(api, { ...body, inksOrdered: 2 });
    expect(two.data.analysis?.inkColors).toBe(3);
    expect(codes(two.data.findings)).toEqual(['error:too_many_inks']);
    expect(two.data.findings[0]?.message).toContain('デザインの色数（3色）がご注文のインク数（2色）');
    expect(codes((await check(api, { ...body, inksOrdered: 3 })).data.findings)).toEqual([]);
    expect(codes((await check(api, { ...body, inksOrdered: 4 })).data.findings)).toEqual(['info:fewer_inks_than_ordered']);
  });

  it('silk-screen: a photo-like file has no countable colours; the staff check the inks', async () => {
    const api = guest();
    const file = await upload(api, await noise(1600, 800), 'photo.png', 'image/png');
    const answer = await check(api, { fileUuid: file.uuid, printSpecId: specs.silkscreen, colorIds: [colors.white], inksOrdered: 2 });
    expect(answer.data.analysis?.inkColors).toBeNull();
    expect(codes(answer.data.findings)).toEqual(['warning:ink_count_unknown']);
  });

  it('soft alpha: an error for silk-screen, a warning with the white underbase note for white inkjet on dark garments', async () => {
    const api = guest();
    const file = await upload(api, await translucent(), 'shadow.png', 'image/png');
    const screen = await check(api, { fileUuid: file.uuid, printSpecId: specs.silkscreen, colorIds: [colors.white], inksOrdered: 1 });
    expect(screen.data.analysis?.semiTransparent).toBe(true);
    expect(codes(screen.data.findings)).toContain('error:transparency');
    const white = await check(api, {
      fileUuid: file.uuid,
      printSpecId: specs.whiteInkjet,
      colorIds: [colors.black, colors.white],
      inksOrdered: 3,
    });
    expect(codes(white.data.findings)).toEqual(['warning:transparency', 'info:white_underbase']);
    expect(white.data.findings[1]?.message).toContain('テストブラック');
    expect(white.data.findings[1]?.message).not.toContain('テストホワイト');
    // An opaque logo on white inkjet: the underbase note only.
    const opaque = await upload(api, await flatColours(['#ffffff', '#d01010']), 'opaque.png', 'image/png');
    const plain = await check(api, { fileUuid: opaque.uuid, printSpecId: specs.whiteInkjet, colorIds: [colors.black], inksOrdered: 0 });
    expect(codes(plain.data.findings)).toEqual(['info:white_underbase']);
  });

  it('SVG: the thinnest line and the smallest text in mm and pt at the chosen width', async () => {
    const api = guest();
    const thin = await upload(api, THIN_SVG, 'thin.svg', 'image/svg+xml');
    // 1000 units over 200 mm: 0.2 mm a unit; the 0.5 unit line is 0.1 mm, the 10 unit text 2 mm = 5.7 pt.
    const answer = await check(api, inkjetOnWhite(thin.uuid, { widthMm: 200, anchor: 'top', offsetXMm: 0, offsetYMm: 0 }));
    expect(answer.data.analysis).toMatchObject({ kind: 'vector', width: 1000, height: 500, thinnestLine: 0.5, smallestText: 10 });
    expect(codes(answer.data.findings)).toEqual(['warning:thin_lines', 'warning:small_text']);
    expect(answer.data.findings[0]?.message).toContain('0.1mm');
    expect(answer.data.findings[1]?.message).toContain('5.7pt');
    const bold = await upload(api, BOLD_SVG, 'bold.svg', 'image/svg+xml');
    const fine = await check(api, inkjetOnWhite(bold.uuid));
    expect(fine.data.analysis).toMatchObject({ thinnestLine: 20, smallestText: 120 });
    expect(codes(fine.data.findings)).toEqual([]);
  });

  it('PDF: not measured, and it says the staff check it by eye', async () => {
    const api = guest();
    const file = await upload(api, PDF, 'print.pdf', 'application/pdf');
    const answer = await check(api, { fileUuid: file.uuid, printSpecId: specs.silkscreen, colorIds: [colors.white], inksOrdered: 2 });
    expect(answer.data.analysis).toBeNull();
    expect(codes(answer.data.findings)).toEqual(['info:not_analysed']);
  });

  it("another session's file and an unknown spec answer 404; a malformed body 422; no CSRF token 419", async () => {
    const owner = guest();
    const file = await upload(owner, await flatColours(['#000000'], 100, 100), 'mine.png', 'image/png');
    const body = { fileUuid: file.uuid, printSpecId: specs.inkjet, colorIds: [], inksOrdered: 0 };
    await expect(check(guest(), body)).rejects.toBeInstanceOf(NotFoundError);
    await expect(check(owner, { ...body, printSpecId: 2_000_000 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(check(owner, { ...body, layout: { widthMm: -5, anchor: 'left', offsetXMm: 0, offsetYMm: 0 } })).rejects.toBeInstanceOf(
      ValidationError,
    );
    const raw = await fetch(`${server.url}${API_ROUTES.preflightCheck.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file_uuid: file.uuid, print_spec_id: specs.inkjet, color_ids: [], inks_ordered: 0 }),
    });
    expect(raw.status).toBe(419);
  });
});
