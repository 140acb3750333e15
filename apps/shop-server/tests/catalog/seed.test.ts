import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/session/password.ts';
import { useTestServer } from '../support/server.ts';
import { expectContract, getJson, type Page } from './support.ts';

const server = useTestServer();

describe('seeded demo data', () => {
  it('has the category tree with the twelve product categories under tops, outer and goods', async () => {
    const rows = await server.db.query<{ slug: string; name: string; parent: string | null }>(
      'select c.slug, c.name, p.slug as parent from categories c left join categories p on p.id = c.parent_id order by c.sequence',
    );
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const [slug, name] of [
      ['t-shirts', 'Tシャツ'],
      ['long-sleeve-t-shirts', 'ロングスリーブTシャツ'],
      ['polo-shirts', 'ポロシャツ'],
      ['sweatshirts', 'スウェット'],
      ['hoodies', 'パーカー'],
      ['zip-hoodies', 'ジップパーカー'],
      ['jackets', 'ジャケット'],
      ['caps', 'キャップ'],
      ['tote-bags', 'トートバッグ'],
      ['aprons', 'エプロン'],
      ['towels', 'タオル'],
      ['kids', 'キッズ'],
    ]) {
      expect(bySlug.get(slug ?? '')?.name, slug).toBe(name);
    }
    expect(bySlug.get('t-shirts')?.parent).toBe('tops');
    expect(bySlug.get('jackets')?.parent).toBe('outer');
    expect(bySlug.get('towels')?.parent).toBe('goods');
  });

  it('has at least 8 brands, some on sale, and at least 150 products with SKUs', async () => {
    const [brands] = await server.db.query<{ n: number; on_sale: number }>(
      'select count(*)::int as n, count(*) filter (where on_sale)::int as on_sale from brands',
    );
    expect(brands?.n).toBeGreaterThanOrEqual(8);
    expect(brands?.on_sale).toBeGreaterThan(0);
    const [products] = await server.db.query<{ n: number; without_skus: number }>(
      `select count(*)::int as n, count(*) filter (where not exists (select 1 from skus k where k.product_id = p.id))::int as without_skus
         from products p`,
    );
    expect(products?.n).toBeGreaterThanOrEqual(150);
    expect(products?.without_skus).toBe(0);
  });

  it('keeps the denormalised list columns in step with the SKUs', async () => {
    const rows = await server.db.query<{ id: number }>(
      `select p.id from products p
        where p.min_price <> (select min(price) from skus k where k.product_id = p.id)
           or p.max_price <> (select max(price) from skus k where k.product_id = p.id)
           or p.review_count <> (select count(*) from reviews r where r.product_id = p.id)`,
    );
    expect(rows).toEqual([]);
  });

  it('creates the demo customer demo@example.com with an OWASP scrypt hash of demo12345678', async () => {
    const [customer] = await server.db.query<{ password_hash: string }>('select password_hash from customers where email = $1', [
      'demo@example.com',
    ]);
    expect(customer?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('demo12345678', customer?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('demo12345679', customer?.password_hash ?? '')).toBe(false);
  });

  it('has at least 20 blog posts and at least 50 glossary words, listed by the API', async () => {
    const [counts] = await server.db.query<{ posts: number; words: number }>(
      'select (select count(*)::int from posts) as posts, (select count(*)::int from words) as words',
    );
    expect(counts?.posts).toBeGreaterThanOrEqual(20);
    expect(counts?.words).toBeGreaterThanOrEqual(50);
    const posts = await getJson<Page<unknown>>(server, '/api/posts');
    expectContract('postList', posts.body);
    expect(posts.body.meta.total).toBe(counts?.posts);
    const words = await getJson<{ data: unknown[] }>(server, '/api/words');
    expectContract('wordList', words.body);
    expect(words.body.data).toHaveLength(counts?.words ?? -1);
  });

  it('has customer reviews, news articles and case studies, each listed by the API', async () => {
    const [counts] = await server.db.query<{ reviews: number; articles: number; examples: number }>(
      `select (select count(*)::int from reviews) as reviews, (select count(*)::int from articles) as articles,
              (select count(*)::int from examples) as examples`,
    );
    expect(counts?.reviews).toBeGreaterThan(0);
    expect(counts?.articles).toBeGreaterThan(0);
    expect(counts?.examples).toBeGreaterThan(0);
    const [reviewed] = await server.db.query<{ code: string; n: number }>(
      'select p.code, count(*)::int as n from reviews r join products p on p.id = r.product_id group by p.code order by n desc, p.code limit 1',
    );
    const reviews = await getJson<Page<unknown>>(server, `/api/products/${reviewed?.code}/reviews`);
    expectContract('productReviews', reviews.body);
    expect(reviews.body.meta.total).toBe(reviewed?.n);
    const articles = await getJson<Page<unknown>>(server, '/api/articles');
    expectContract('articleList', articles.body);
    expect(articles.body.meta.total).toBe(counts?.articles);
    const examples = await getJson<Page<unknown>>(server, '/api/examples');
    expectContract('exampleList', examples.body);
    expect(examples.body.meta.total).toBe(counts?.examples);
  });

  it('has the design-tool manual: its index and the 20 pages of the tools, each answered by the API', async () => {
    const rows = await server.db.query<{ path: string }>(
      `select path from pages where path = 'designtool' or path like 'designtool/%' order by path`,
    );
    const manual = [
      'alignment',
      'arrowtool',
      'copypaste',
      'delete',
      'drawingstyle',
      'editdisplay',
      'ellipsetool',
      'file',
      'flip',
      'group',
      'importimage',
      'linetool',
      'move',
      'penciltool',
      'recttool',
      'rotate',
      'scale',
      'stackingorder',
      'textedit',
      'texttool',
    ].map((page) => `designtool/${page}`);
    expect(manual).toHaveLength(20);
    expect(rows.map((r) => r.path)).toEqual(['designtool', ...manual]);
    for (const path of ['designtool', ...manual]) {
      const page = await getJson<{ data: { title: string; html: string } }>(server, `/api/pages/${path}`);
      expect([path, page.status]).toEqual([path, 200]);
      expectContract('page', page.body);
      expect(page.body.data.html.length, path).toBeGreaterThan(0);
    }
  });

  it('has at least 12 categories in one tree, some of them under a parent, and the API lists every one of them in it', async () => {
    const rows = await server.db.query<{ slug: string; parent: string | null }>(
      'select c.slug, p.slug as parent from categories c left join categories p on p.id = c.parent_id',
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.parent !== null).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.parent === null).length).toBeGreaterThan(0);
    interface Node {
      slug: string;
      children: Node[];
    }
    const tree = await getJson<{ data: Node[] }>(server, '/api/categories');
    expectContract('categoryList', tree.body);
    const edges = (nodes: Node[], parent: string | null): { slug: string; parent: string | null }[] =>
      nodes.flatMap((node) => [{ slug: node.slug, parent }, ...edges(node.children, node.slug)]);
    const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
    expect(edges(tree.body.data, null).sort(bySlug)).toEqual([...rows].sort(bySlug));
  });

  it('has sold-out SKUs and nearly sold-out SKUs (1 to 10 left: the storefront shows 残りわずか), as the API reports them', async () => {
    const [stock] = await server.db.query<{ sold_out: number; nearly: number; sold_out_id: number; nearly_id: number }>(
      `select count(*) filter (where quantity_available = 0)::int as sold_out,
              count(*) filter (where quantity_available between 1 and 10)::int as nearly,
              min(id) filter (where quantity_available = 0) as sold_out_id,
              min(id) filter (where quantity_available between 1 and 10) as nearly_id
         from skus`,
    );
    expect(stock?.sold_out).toBeGreaterThan(0);
    expect(stock?.nearly).toBeGreaterThan(0);
    const soldOut = await getJson<{ data: { inventory: { quantity_available: number } } }>(
      server,
      `/api/skus/${stock?.sold_out_id}?response_group=order`,
    );
    expect(soldOut.body.data.inventory.quantity_available).toBe(0);
    const nearly = await getJson<{ data: { inventory: { quantity_available: number } } }>(
      server,
      `/api/skus/${stock?.nearly_id}?response_group=order`,
    );
    expect(nearly.body.data.inventory.quantity_available).toBeGreaterThanOrEqual(1);
    expect(nearly.body.data.inventory.quantity_available).toBeLessThanOrEqual(10);
  });

  describe('print methods and their price tables', () => {
    interface CategoryRow {
      method: string;
      color_change_charge: number;
      category: string;
      plate_price: number;
      short_term_plate_price: number;
      extra_plate_charge: number;
      extra_print_charge: number;
      data_production_fee: number;
      specs: number;
      tiers: { min_quantity: number; charge: number }[];
    }
    let categories: CategoryRow[];
    beforeAll(async () => {
      const rows = await server.db.query<Omit<CategoryRow, 'tiers'> & { tiers: string }>(
        `select m.name as method, m.color_change_charge, c.name as category, c.plate_price, c.short_term_plate_price,
                c.extra_plate_charge, c.extra_print_charge, c.data_production_fee,
                (select count(*)::int from print_specs s where s.print_category_id = c.id and s.print_method_id = m.id) as specs,
                (select coalesce(json_agg(json_build_object('min_quantity', t.min_quantity, 'charge', t.charge) order by t.min_quantity), '[]')::text
                   from print_charges t where t.print_category_id = c.id) as tiers
           from print_methods m join print_categories c on c.print_method_id = m.id order by m.sequence, m.id, c.id`,
      );
      categories = rows.map((r) => ({ ...r, tiers: JSON.parse(r.tiers) as CategoryRow['tiers'] }));
    });
    const ofMethod = (name: string) => categories.filter((c) => c.method === name);

    it.each(['インクジェット', '白インクジェット', 'シルクスクリーン'])(
      '%s has print specs and, per print size, quantity tiers from 1 piece whose positive charge falls as the quantity rises',
      (name) => {
        expect(ofMethod(name).length).toBeGreaterThan(0);
        expect(ofMethod(name).reduce((sum, c) => sum + c.specs, 0)).toBeGreaterThan(0);
        for (const { category, tiers } of ofMethod(name)) {
          expect([category, tiers.length > 1, tiers[0]?.min_quantity]).toEqual([category, true, 1]);
          for (const [i, tier] of tiers.entries()) {
            expect(tier.charge, category).toBeGreaterThan(0);
            if (i > 0) expect(tier.charge, category).toBeLessThan(tiers[i - 1]?.charge ?? 0);
          }
        }
      },
    );

    it('シルクスクリーン charges a positive plate price, short-term plate price, data production fee and colour change charge', () => {
      const silk = ofMethod('シルクスクリーン');
      expect(silk.length).toBeGreaterThan(0);
      for (const c of silk) {
        expect([c.category, c.plate_price > 0, c.short_term_plate_price > 0, c.data_production_fee > 0, c.color_change_charge > 0]).toEqual(
          [c.category, true, true, true, true],
        );
      }
    });

    it('the extra charges (extra plate, extra print) are seeded with positive values', () => {
      expect(categories.some((c) => c.extra_plate_charge > 0)).toBe(true);
      expect(categories.some((c) => c.extra_print_charge > 0)).toBe(true);
    });

    it('each print method is offered for some products, and a product page shows its price tables', async () => {
      const offered = await server.db.query<{ name: string; products: number; product_id: number }>(
        `select m.name, count(pm.product_id)::int as products, min(pm.product_id) as product_id from print_methods m
           left join product_print_methods pm on pm.print_method_id = m.id group by m.id, m.name order by m.id`,
      );
      for (const name of ['インクジェット', '白インクジェット', 'シルクスクリーン']) {
        expect([name, (offered.find((o) => o.name === name)?.products ?? 0) > 0]).toEqual([name, true]);
      }
      const silk = offered.find((o) => o.name === 'シルクスクリーン');
      const product = await getJson<{ data: { print_methods: { name: string; color_change_charge: number; print_specs: unknown[] }[] } }>(
        server,
        `/api/products/${silk?.product_id}?response_group=order`,
      );
      expectContract('productDetail', product.body);
      const method = product.body.data.print_methods.find((m) => m.name === 'シルクスクリーン');
      expect(method?.color_change_charge).toBeGreaterThan(0);
      expect(method?.print_specs.length).toBeGreaterThan(0);
    });

    it('a product page gives each method its lead time, minimum, uses, printable colours and inks, each spec its area, each colour whether it is dark', async () => {
      const [row] = await server.db.query<{ product_id: number }>(
        `select product_id from product_print_methods group by product_id having count(*) = 3 order by product_id limit 1`,
      );
      if (!row) throw new Error('no product offers all three print methods');
      const answer = await getJson(server, `/api/products/${row.product_id}?response_group=order`);
      const product = v.parse(API_ROUTES.productDetail.response, answer.body).data;
      const methods = product.printMethods;
      expect(methods.map((m) => [m.slug, m.leadDays, m.minQuantity, m.goodFor, m.printableColors, m.inks.length])).toEqual([
        ['inkjet', 3, 1, ['写真・グラデーション', '1枚から', '淡色ボディ'], 'light', 0],
        ['white-inkjet', 4, 1, ['濃色ボディ', 'フルカラー', '1枚から'], 'any', 0],
        ['silkscreen', 8, 10, ['大量注文', '発色・耐久性', 'チーム・イベント'], 'any', 12],
      ]);
      expect(methods.every((m) => m.description.length > 0)).toBe(true);
      expect(methods[2]?.inks.slice(0, 2).map(({ name, hex }) => [name, hex])).toEqual([
        ['ホワイト', '#ffffff'],
        ['ブラック', '#1a1a1a'],
      ]);
      const areas = new Set(methods.flatMap((m) => m.printSpecs.map((s) => `${s.size} ${s.widthMm}×${s.heightMm}`)));
      expect([...areas].sort()).toEqual(['A3 297×420', 'A4 210×297', '10cm×10cm 100×100'].sort());
      const dark = await server.db.query<{ id: number; is_dark: boolean }>('select id, is_dark from product_colors where product_id = $1', [
        row.product_id,
      ]);
      expect(product.colors.map((c) => [c.id, c.isDark]).sort()).toEqual(dark.map((c) => [c.id, c.is_dark]).sort());
    });

    it('every print spec stores its print area in millimetres, from its size label', async () => {
      const specs = await server.db.query<{ size: string; width_mm: number; height_mm: number }>(
        'select distinct size, width_mm, height_mm from print_specs',
      );
      expect(specs.map((s) => `${s.size} ${s.width_mm}×${s.height_mm}`).sort()).toEqual(
        ['A4 210×297', 'A3 297×420', '10cm×10cm 100×100', '10cm×6cm 100×60'].sort(),
      );
    });
  });
});
