import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '../../src/catalog/catalog-routes.ts';
import type { ProductFacets } from '../../src/catalog/product-filter.ts';
import { useTestServer } from '../support/server.ts';
import { type ListItem, type Page, expectContract, getJson } from './support.ts';

interface ProductPage extends Page<ListItem> {
  meta: Page<ListItem>['meta'] & { facets: ProductFacets };
}

interface OrderProduct {
  id: number;
  code: string;
  silhouette: string;
  colors: {
    id: number;
    is_dark: boolean;
    sizes: { name: string; sku: { id: number; price: number; inventory: { quantity_available: number } } }[];
  }[];
  print_methods: {
    slug: string;
    print_specs: { name: string; print_category: { print_charges: { min_quantity: number; charge: number }[] } }[];
  }[];
  wrappings: { name: string; charge: number }[];
}

const server = useTestServer();

const list = (query: string) => getJson<ProductPage>(server, `/api/products?response_group=shop&${query}`);

describe('GET /api/products (shop list)', () => {
  it('pages through every product exactly once', async () => {
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from products');
    const total = row?.n ?? 0;
    const first = await list('per_page=40');
    expect(first.body.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 40), per_page: 40, total, facets: expect.any(Object) });
    const ids: number[] = [];
    for (let page = 1; page <= first.body.meta.last_page; page += 1) {
      const res = await list(`per_page=40&page=${page}`);
      ids.push(...res.body.data.map((p) => p.id));
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('a page past the last one is empty, with the real total', async () => {
    const res = await list('per_page=100&page=50');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBeGreaterThanOrEqual(150);
  });

  it('the default page size is 24 and per_page is capped at 100', async () => {
    expect((await list('')).body.meta.per_page).toBe(24);
    expect((await list('per_page=100')).body.data).toHaveLength(100);
    expect((await list('per_page=101')).status).toBe(422);
  });

  it('a category includes its sub-categories (tops = T-shirts, polos, sweats, hoodies…)', async () => {
    const res = await list('category=tops&per_page=100');
    const slugs = new Set(res.body.data.map((p) => p.category.slug));
    expect([...slugs].sort()).toEqual(['hoodies', 'long-sleeve-t-shirts', 'polo-shirts', 'sweatshirts', 't-shirts']);
  });

  it.each([
    ['brand=united-basics', (p: ListItem) => p.brand.slug === 'united-basics'],
    ['tag=dry', (p: ListItem) => p.tags.includes('dry')],
    ['min_price=1000&max_price=2000', (p: ListItem) => p.min_price >= 1000 && p.min_price <= 2000],
    ['category=t-shirts&max_price=1000', (p: ListItem) => p.category.slug === 't-shirts' && p.min_price <= 1000],
  ])('the filter %s keeps only matching products', async (query, matches) => {
    const res = await list(`${query}&per_page=100`);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.filter((p) => !matches(p))).toEqual([]);
  });

  it('colour, size, fit and weight filters select what the facets count', async () => {
    const all = await list('category=t-shirts');
    const { colors, sizes, fits, weights } = all.body.meta.facets;
    for (const [param, option] of [
      ['color', colors[0]],
      ['size', sizes[0]],
      ['fit', fits[0]],
      ['weight', weights[0]],
    ] as const) {
      expect(option, param).toBeDefined();
      const filtered = await list(`category=t-shirts&${param}=${option?.value}`);
      expect(filtered.body.meta.total, `${param}=${option?.value}`).toBe(option?.count);
    }
  });

  it('the colour filter keeps products that come in that colour family', async () => {
    const res = await list('color=black&per_page=100');
    expect(res.body.meta.total).toBeGreaterThan(0);
    const ids = res.body.data.map((p) => p.id);
    const rows = await server.db.query<{ id: number }>(
      `select distinct product_id as id from product_colors where family = 'black' and product_id = any($1::int[])`,
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
  });

  it('facets count the filtered result: each brand count is that brand’s total within the filter', async () => {
    const res = await list('category=t-shirts');
    const brandCounts = res.body.meta.facets.brands;
    expect(brandCounts.reduce((sum, b) => sum + b.count, 0)).toBe(res.body.meta.total);
    const [first] = brandCounts;
    const byBrand = await list(`category=t-shirts&brand=${first?.value}`);
    expect(byBrand.body.meta.total).toBe(first?.count);
    expect(res.body.meta.facets.price).toEqual({ min: expect.any(Number), max: expect.any(Number) });
    expect(res.body.meta.facets.price?.min).toBeLessThanOrEqual(res.body.meta.facets.price?.max ?? 0);
  });

  it('an unknown slug filters to an empty result with empty facets', async () => {
    const res = await list('brand=no-such-brand');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(0);
    expect(res.body.meta.facets.price).toBeNull();
    expectContract('productList', res.body);
  });

  it('a feature applies its stored filter (dry-tshirt: t-shirts tagged dry)', async () => {
    const res = await list('feature=dry-tshirt&per_page=100');
    expect(res.body.meta.total).toBeGreaterThan(0);
    expect(res.body.data.every((p) => p.category.slug === 't-shirts' && p.tags.includes('dry'))).toBe(true);
  });

  it.each([
    ['price_asc', (a: ListItem, b: ListItem) => a.min_price <= b.min_price],
    ['price_desc', (a: ListItem, b: ListItem) => a.min_price >= b.min_price],
  ])('sort=%s orders by the cheapest SKU', async (sort, inOrder) => {
    const { data } = (await list(`sort=${sort}&per_page=100`)).body;
    expect(data.slice(1).every((p, i) => inOrder(data[i] as ListItem, p))).toBe(true);
  });

  it('sort=new (alias newest) lists the latest publication first', async () => {
    const { data } = (await list('sort=new&per_page=20')).body;
    const rows = await server.db.query<{ id: number }>('select id from products order by published_at desc, id desc limit 20');
    expect(data.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect((await list('sort=newest&per_page=20')).body.data.map((p) => p.id)).toEqual(rows.map((r) => r.id));
  });

  it('sort=popular (the default) lists the most popular first', async () => {
    const rows = await server.db.query<{ id: number }>('select id from products order by popularity desc, id limit 10');
    expect((await list('per_page=10')).body.data.map((p) => p.id)).toEqual(rows.map((r) => r.id));
  });
});

describe('GET /api/products/{id}?response_group=order', () => {
  it('answers colours with sizes and SKUs, and print methods with specs and charge tiers', async () => {
    const [row] = await server.db.query<{ id: number; code: string }>(
      `select id, code from products where silhouette = 'tshirt' and 'silkscreen' = any(
         select m.slug from product_print_methods ppm join print_methods m on m.id = ppm.print_method_id where ppm.product_id = products.id)
       order by id limit 1`,
    );
    const res = await getJson<{ data: OrderProduct }>(server, `/api/products/${row?.code}?response_group=order`);
    expect(res.status).toBe(200);
    const product = res.body.data;
    expect(product.id).toBe(row?.id);
    expect(product.colors.length).toBeGreaterThan(0);
    for (const color of product.colors) {
      for (const size of color.sizes) {
        expect(size.sku.price).toBeGreaterThanOrEqual(500);
        expect(Number.isSafeInteger(size.sku.price)).toBe(true);
      }
    }
    const inkjet = product.print_methods.find((m) => m.slug === 'inkjet');
    expect(inkjet?.print_specs.map((s) => s.name)).toEqual([
      '前面 A4',
      '前面 A3',
      '背面 A4',
      '背面 A3',
      '左胸 10cm×10cm',
      '右袖 10cm×10cm',
      '左袖 10cm×10cm',
    ]);
    expect(inkjet?.print_specs[0]?.print_category.print_charges).toEqual([
      { min_quantity: 1, charge: 1650 },
      { min_quantity: 10, charge: 1320 },
      { min_quantity: 30, charge: 990 },
      { min_quantity: 50, charge: 880 },
      { min_quantity: 100, charge: 770 },
    ]);
    expect(product.wrappings.map((w) => [w.name, w.charge])).toContainEqual(['ギフトラッピング', 330]);
  });

  it('print positions follow the garment: a cap has only its front', async () => {
    const [cap] = await server.db.query<{ id: number }>(`select id from products where silhouette = 'cap' order by id limit 1`);
    const res = await getJson<{ data: OrderProduct }>(server, `/api/products/${cap?.id}?response_group=order`);
    const names = new Set(res.body.data.print_methods.flatMap((m) => m.print_specs.map((s) => s.name)));
    expect([...names]).toEqual(['フロント 10cm×6cm']);
  });

  it('carries the size chart in cm: one row per size in size order, from the catalogue', async () => {
    const [row] = await server.db.query<{ id: number; code: string }>(
      `select p.id, p.code from products p where p.silhouette = 'tshirt' and exists (select 1 from size_measurements m where m.product_id = p.id) order by p.id limit 1`,
    );
    const stored = await server.db.query<{
      size_name: string;
      body_length_cm: number;
      chest_width_cm: number;
      shoulder_width_cm: number;
      sleeve_length_cm: number;
    }>(
      `select s.name as size_name, m.body_length_cm::float8 as body_length_cm, m.chest_width_cm::float8 as chest_width_cm,
              m.shoulder_width_cm::float8 as shoulder_width_cm, m.sleeve_length_cm::float8 as sleeve_length_cm
         from size_measurements m join sizes s on s.id = m.size_id where m.product_id = $1 order by s.sequence`,
      [row?.id ?? 0],
    );
    expect(stored.length).toBeGreaterThan(0);
    const res = await getJson<{ data: OrderProduct & { size_chart: Record<string, unknown>[] } }>(
      server,
      `/api/products/${row?.code}?response_group=order`,
    );
    expect(res.status).toBe(200);
    const chart = res.body.data.size_chart;
    expect(
      chart.map((r) => [r['size_name'], r['body_length_cm'], r['chest_width_cm'], r['shoulder_width_cm'], r['sleeve_length_cm']]),
    ).toEqual(stored.map((r) => [r.size_name, r.body_length_cm, r.chest_width_cm, r.shoulder_width_cm, r.sleeve_length_cm]));
    // Every size of the product has its row, garments have no bag measures, and a larger size is longer.
    const sizes = [...new Set(res.body.data.colors.flatMap((c) => c.sizes.map((s) => s.name)))];
    expect(chart.map((r) => r['size_name'])).toEqual(sizes);
    expect(chart.every((r) => r['height_cm'] === null && r['depth_cm'] === null)).toBe(true);
    const lengths = chart.filter((r) => !/^\d+$/.test(String(r['size_name']))).map((r) => Number(r['body_length_cm']));
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));

    // A figure changed in the catalogue is what the product answer states.
    await server.db.query(
      `update size_measurements set chest_width_cm = 61.5 where product_id = $1 and size_id = (select id from sizes where name = $2)`,
      [row?.id ?? 0, stored[0]?.size_name ?? ''],
    );
    invalidateCatalogCache();
    const changed = await getJson<{ data: { size_chart: Record<string, unknown>[] } }>(
      server,
      `/api/products/${row?.code}?response_group=order`,
    );
    expect(changed.body.data.size_chart[0]?.['chest_width_cm']).toBe(61.5);
  });

  it('bags state height, width and depth; caps have no size chart', async () => {
    const [tote] = await server.db.query<{ code: string }>(
      `select code from products where silhouette = 'tote' and code like '%-CTB' order by id limit 1`,
    );
    const bag = await getJson<{ data: { size_chart: Record<string, unknown>[] } }>(
      server,
      `/api/products/${tote?.code}?response_group=order`,
    );
    expect(bag.body.data.size_chart).toEqual([
      {
        size_id: expect.any(Number),
        size_name: 'F',
        body_length_cm: null,
        chest_width_cm: null,
        shoulder_width_cm: null,
        sleeve_length_cm: null,
        height_cm: 36,
        width_cm: 38,
        depth_cm: 10,
      },
    ]);
    const [cap] = await server.db.query<{ code: string }>(`select code from products where silhouette = 'cap' order by id limit 1`);
    const capAnswer = await getJson<{ data: { size_chart: unknown[] } }>(server, `/api/products/${cap?.code}?response_group=order`);
    expect(capAnswer.body.data.size_chart).toEqual([]);
  });

  it('stock in the order product is at most a few seconds old, and /api/skus/{id} is live', async () => {
    const [row] = await server.db.query<{ id: number; product_id: number }>('select id, product_id from skus order by id limit 1');
    const path = `/api/products/${row?.product_id}?response_group=order`;
    await getJson(server, path);
    await server.db.query('update skus set quantity_available = 4321 where id = $1', [row?.id ?? 0]);
    const sku = await getJson<{ data: { inventory: { quantity_available: number } } }>(server, `/api/skus/${row?.id}?response_group=order`);
    expect(sku.body.data.inventory.quantity_available).toBe(4321);
    invalidateCatalogCache();
    const product = await getJson<{ data: OrderProduct }>(server, path);
    const stock = product.body.data.colors.flatMap((c) => c.sizes).find((s) => s.sku.id === row?.id)?.sku.inventory.quantity_available;
    expect(stock).toBe(4321);
  });
});

describe('catalogue cache', () => {
  it('serves the cached list until invalidateCatalogCache() is called after a write', async () => {
    const path = 'per_page=1&sort=popular';
    const before = (await list(path)).body.data[0];
    await server.db.query('update products set name = $1 where id = $2', ['改名テスト商品', before?.id ?? 0]);
    expect((await list(path)).body.data[0]?.name).toBe(before?.name);
    invalidateCatalogCache();
    expect((await list(path)).body.data[0]?.name).toBe('改名テスト商品');
  });
});

describe('GET /api/products/{code}/reviews', () => {
  it('pages the reviews of a product, newest first', async () => {
    const [row] = await server.db.query<{ code: string; n: number }>(
      `select p.code, count(r.id)::int as n from products p join reviews r on r.product_id = p.id
        group by p.code having count(r.id) >= 3 order by p.code limit 1`,
    );
    const res = await getJson<Page<{ created_at: string }>>(server, `/api/products/${row?.code}/reviews?per_page=2`);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: Math.ceil((row?.n ?? 0) / 2), per_page: 2, total: row?.n });
    const [a, b] = res.body.data;
    expect(Date.parse(a?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(b?.created_at ?? ''));
    expectContract('productReviews', res.body);
  });
});

describe('GET /api/images/products/{code}/{colorId}.svg', () => {
  it('draws the product in the colour, cacheable for a year', async () => {
    const [row] = await server.db.query<{ code: string; id: number; hex: string }>(
      'select p.code, pc.id, pc.hex from product_colors pc join products p on p.id = pc.product_id order by pc.id limit 1',
    );
    const res = await fetch(`${server.url}/api/images/products/${row?.code}/${row?.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(`fill="${row?.hex}"`);
    expect(svg).toContain('id="print-area"');
  });

  it('a colour of another product is not found', async () => {
    const [row] = await server.db.query<{ code: string; id: number }>(
      `select p.code, pc.id from product_colors pc join products p on p.id <> pc.product_id order by pc.id, p.id limit 1`,
    );
    expect((await fetch(`${server.url}/api/images/products/${row?.code}/${row?.id}.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/images/products/${row?.code}/${row?.id}.webp`)).status).toBe(404);
  });
});

describe('GET /api/images/products/{code}/{colorId}.webp', () => {
  it('the same picture as a 600 px WebP in the colour, uncompressed, cacheable for a year, revalidated by its tag', async () => {
    const [row] = await server.db.query<{ code: string; id: number; hex: string }>(
      `select p.code, pc.id, pc.hex from product_colors pc join products p on p.id = pc.product_id
        where p.silhouette = 'tshirt' and pc.is_dark order by pc.id limit 1`,
    );
    const url = `${server.url}/api/images/products/${row?.code}/${row?.id}.webp`;
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThan(16_000);
    const image = sharp(bytes);
    expect(await image.metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    // The garment is drawn in the colour: the pixel at the middle of the body is that colour (± the shading).
    const { data } = await image.extract({ left: 300, top: 420, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    const hex = row?.hex ?? '#000000';
    const expected = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    for (const [i, channel] of expected.entries()) expect(Math.abs((data[i] ?? 0) - channel)).toBeLessThan(40);
    const again = await fetch(url, { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);

    // The link preview's copy (og:image): the same picture as a PNG.
    const png = await fetch(url.replace(/\.webp$/, '.png'));
    expect([png.status, png.headers.get('content-type'), png.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'public, max-age=31536000, immutable',
    ]);
    const pngBytes = Buffer.from(await png.arrayBuffer());
    expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await sharp(pngBytes).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 });
    const { data: pngPixel } = await sharp(pngBytes)
      .extract({ left: 300, top: 420, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [i, channel] of expected.entries()) expect(Math.abs((pngPixel[i] ?? 0) - channel)).toBeLessThan(40);
    expect((await fetch(url.replace(/\.webp$/, '.gif'))).status).toBe(404);
  });
});
