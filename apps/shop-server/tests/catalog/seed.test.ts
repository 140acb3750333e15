import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/session/password.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
    const [customer] = await server.db.query<{ password_hash: string }>(
      'select password_hash from customers where email = $1',
      ['demo@example.com'],
    );
    expect(customer?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('demo12345678', customer?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('demo12345679', customer?.password_hash ?? '')).toBe(false);
  });
});
