/**
 * The picture follows the colour the shopper chose (issue #13): a list filtered by a colour family
 * pictures each product in that colour, and a print order in the cart in its first ordered colour.
 * The design tool's garment picture leaves out the picture's own print area (issue #34).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { loggedInClient } from '../support/session-client.ts';
import { createProductFixture, productionBody } from '../cart/fixtures.ts';
import { type Page, getJson } from './support.ts';

interface Item {
  code: string;
  image: string | null;
  image_color_id: number | null;
  colors: { id: number; name: string }[];
}

const server = useTestServer();

describe('GET /api/products?color=', () => {
  it('pictures each product in its first colour of the filtered family and names that colour', async () => {
    const answer = await getJson<Page<Item>>(server, '/api/products?response_group=shop&color=navy&per_page=20');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const item of answer.body.data) {
      const [navy] = await server.db.query<{ id: number }>(
        `select pc.id from product_colors pc join products p on p.id = pc.product_id
          where p.code = $1 and pc.family = 'navy' order by pc.sequence, pc.id limit 1`,
        [item.code],
      );
      expect(navy, item.code).toBeDefined();
      expect(item.image_color_id).toBe(navy?.id);
      expect(item.image).toBe(`/api/images/products/${encodeURIComponent(item.code)}/${navy?.id}.webp`);
    }
  });

  it('pictures unfiltered lists in the first colour and names no colour', async () => {
    const answer = await getJson<Page<Item>>(server, '/api/products?response_group=shop&per_page=5');
    for (const item of answer.body.data) {
      expect(item.image_color_id).toBeNull();
      expect(item.image).toBe(`/api/images/products/${encodeURIComponent(item.code)}/${item.colors[0]?.id}.webp`);
    }
  });
});

describe('cart print order picture', () => {
  it('shows the product in the first ordered colour, not the catalogue first colour', async () => {
    const f = await createProductFixture(server.db, { stock: 100, price: 1500 });
    const { client } = await loggedInClient(server);
    const answer = await client.post<{ data: { product: { code: string; image: string | null } } }>(
      '/api/cart_productions',
      productionBody(f, { black: [2, 0, 0] }),
    );
    expect(answer.status).toBe(201);
    const { code, image } = answer.json.data.product;
    expect(image).toBe(`/api/images/products/${encodeURIComponent(code)}/${f.colorIds.black}.webp`);
  });
});

describe('GET /api/images/products/{code}/{colorId}.svg?print_area=none', () => {
  it('for the design tool (?print_area=none) the same picture without its dashed print area; the storefront’s keeps it', async () => {
    const [row] = await server.db.query<{ code: string; id: number; hex: string }>(
      'select p.code, pc.id, pc.hex from product_colors pc join products p on p.id = pc.product_id order by pc.id limit 1',
    );
    const url = `${server.url}/api/images/products/${row?.code}/${row?.id}.svg`;
    const plain = await fetch(`${url}?print_area=none`);
    expect(plain.status).toBe(200);
    const plainSvg = await plain.text();
    expect(plainSvg).toContain(`fill="${row?.hex}"`);
    expect(plainSvg).not.toContain('print-area');
    // Cached apart: the storefront's picture asked after the tool's still has its print area.
    expect(await (await fetch(url)).text()).toContain('id="print-area"');
    expect(await (await fetch(`${url}?print_area=other`)).text()).toContain('id="print-area"');
  });
});
