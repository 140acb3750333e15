/**
 * Silk-screen inks by name (issue #30) over real HTTP: the inks a shopper chose travel with the cart
 * print (checked against the method's palette, the ordered colours and the plates), into the order's
 * snapshot with their names and colours, the art job the back office checks, and the shared proof
 * made from a guest's print order or from the order; bad choices are refused in Japanese (422).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { productionBody, type ProductFixture } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { newShopper, orderBody, placeOrder, type Shopper } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';
import { signedInStaff, type StaffClient } from '../support/staff.ts';
import { silkScreenFixture } from './fixtures.ts';

const server = useTestServer();
let f: ProductFixture;
let black: number;
let red: number;
let otherMethodInk: number;
let checker: StaffClient;

beforeAll(async () => {
  f = await silkScreenFixture(server.db);
  const inks = await server.db.query<{ id: number }>(
    `insert into print_inks (print_method_id, name, hex, sequence) values ($1, 'ブラック', '#000000', 1), ($1, 'レッド', '#d7263d', 2)
     returning id`,
    [f.print.methodId],
  );
  [black, red] = inks.map((ink) => ink.id) as [number, number];
  const [other] = await server.db.query<{ id: number }>(
    "select i.id from print_inks i join print_methods m on m.id = i.print_method_id where m.slug = 'silkscreen-seeded' limit 1",
  );
  otherMethodInk = other!.id;
  checker = (await signedInStaff(server, 'artwork_check')).client;
});

const INKS = () => [
  { id: black, name: 'ブラック', hex: '#000000' },
  { id: red, name: 'レッド', hex: '#d7263d' },
];

/** A two-plate silk-screen print of an uploaded PNG on black shirts, with `inkSets` chosen. */
async function twoInkProduction(client: SessionClient, inkSets: unknown) {
  const uploaded = await client.upload<{ data: { uuid: string } }>(await solidImage('png', 1200, 600), 'logo.png');
  expect(uploaded.status, uploaded.text).toBe(201);
  const body = productionBody(f, { black: [2, 1, 0] });
  return { ...body, prints: [{ ...body.prints[0], plates: 2, file_uuid: uploaded.json.data.uuid, ink_sets: inkSets }] };
}

async function placeWithInks(shopper: Shopper) {
  const production = await twoInkProduction(shopper.client, [{ color_id: null, ink_ids: [black, red] }]);
  const created = await shopper.client.post<{ data: { prints: { ink_sets: unknown }[] } }>('/api/cart_productions', production);
  expect(created.status, created.text).toBe(201);
  const placed = await placeOrder(shopper, await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } }));
  expect(placed.status, placed.text).toBe(201);
  return { created: created.json.data, number: placed.json.data.number as string, placed: placed.json.data };
}

describe('the inks a shopper chose, by name', () => {
  it('the cart print keeps them; the order, its art job and the back office name them with their colours', async () => {
    const shopper = await newShopper(server);
    const { created, number, placed } = await placeWithInks(shopper);
    expect(created.prints[0]?.ink_sets).toEqual([{ color_id: null, inks: INKS() }]);
    const line = (placed['lines'] as { kind: string; production?: { prints: { ink_sets: unknown }[] } }[]).find(
      (l) => l.kind === 'production',
    );
    expect(line?.production?.prints[0]?.ink_sets).toEqual([{ color_id: null, inks: INKS() }]);
    // The order keeps the names it was ordered with, whatever the palette is called later.
    await server.db.query(`update print_inks set name = 'スミ' where id = $1`, [black]);
    const order = await shopper.client.get<{
      data: { lines: { production?: { prints: { ink_sets: { inks: { name: string }[] }[] }[] } }[] };
    }>(`/api/orders/${number}`);
    expect(order.json.data.lines[0]?.production?.prints[0]?.ink_sets[0]?.inks.map((i) => i.name)).toEqual(['ブラック', 'レッド']);
    await server.db.query(`update print_inks set name = 'ブラック' where id = $1`, [black]);

    const [job] = await server.db.query<{ id: number }>(
      'select j.id from art_jobs j join orders o on o.id = j.order_id where o.number = $1',
      [number],
    );
    const staffView = await checker.get<{
      data: { inks_ordered: number; ink_sets: { garment_color_id: number | null; inks: unknown[] }[] };
    }>(`/api/admin/art-jobs/${job!.id}`);
    expect(staffView.status, staffView.text).toBe(200);
    expect(staffView.json.data.inks_ordered).toBe(2);
    expect(staffView.json.data.ink_sets).toEqual([
      {
        garment_color_id: null,
        inks: [
          { name: 'ブラック', hex: '#000000' },
          { name: 'レッド', hex: '#d7263d' },
        ],
      },
    ]);
  });

  it('per garment colour: one set for each ordered colour, each named', async () => {
    const shopper = await newShopper(server);
    const uploaded = await shopper.client.upload<{ data: { uuid: string } }>(await solidImage('png', 1200, 600), 'logo.png');
    const body = productionBody(f, { white: [1, 0, 0], black: [1, 0, 0] });
    const inkSets = [
      { color_id: f.colorIds.white, ink_ids: [black, red] },
      { color_id: f.colorIds.black, ink_ids: [red] },
    ];
    const created = await shopper.client.post<{ data: { prints: { ink_sets: { color_id: number; inks: { name: string }[] }[] }[] } }>(
      '/api/cart_productions',
      {
        ...body,
        prints: [{ ...body.prints[0], plates: 2, color_change_frequency: 1, file_uuid: uploaded.json.data.uuid, ink_sets: inkSets }],
      },
    );
    expect(created.status, created.text).toBe(201);
    expect(created.json.data.prints[0]?.ink_sets.map((s) => [s.color_id, s.inks.map((i) => i.name)])).toEqual([
      [f.colorIds.white, ['ブラック', 'レッド']],
      [f.colorIds.black, ['レッド']],
    ]);
  });

  it("refuses another method's ink, a colour not ordered, or fewer inks than plates: 422 in Japanese, nothing stored", async () => {
    const shopper = await newShopper(server);
    const post = async (inkSets: unknown) =>
      shopper.client.post<{ message: string; errors: Record<string, string[]> }>(
        '/api/cart_productions',
        await twoInkProduction(shopper.client, inkSets),
      );
    const foreign = await post([{ color_id: null, ink_ids: [black, otherMethodInk] }]);
    expect([foreign.status, foreign.json.errors['prints.0.ink_sets']?.[0]]).toEqual([
      422,
      'このインクの色はこのプリント方法ではお選びいただけません。',
    ]);
    const notOrdered = await post([{ color_id: f.colorIds.white, ink_ids: [black, red] }]);
    expect(notOrdered.json.errors['prints.0.ink_sets']?.[0]).toBe('インクの色を指定したボディカラーがご注文にありません。');
    const tooFew = await post([{ color_id: null, ink_ids: [black] }]);
    expect(tooFew.json.errors['prints.0.ink_sets']?.[0]).toBe('インクの色は版数と同じ2色を選んでください。');
    const malformed = await post([{ color_id: null, ink_ids: [] }]);
    expect(malformed.status).toBe(422);
    expect(await server.db.query('select id from cart_productions where customer_id = $1', [shopper.customer.id])).toEqual([]);
  });

  it('a shared proof names the inks: from a guest’s print order, and from an order', async () => {
    const guest = new SessionClient(server.url);
    await guest.csrf();
    const production = await twoInkProduction(guest, [{ color_id: null, ink_ids: [red, black] }]);
    const made = await guest.post<{ data: { token: string } }>('/api/proof_links', { source: 'guest_cart', production });
    expect(made.status, made.text).toBe(201);
    const viewed = await new SessionClient(server.url).get<{ data: { placements: { ink_count: number; ink_sets: unknown }[] } }>(
      `/api/proof/${made.json.data.token}`,
    );
    expect(viewed.json.data.placements[0]?.ink_sets).toEqual([{ color_id: null, inks: [INKS()[1], INKS()[0]] }]);

    const shopper = await newShopper(server);
    const { placed } = await placeWithInks(shopper);
    const productionNumber = (placed['lines'] as { kind: string; production?: { number: string } }[]).find((l) => l.kind === 'production')
      ?.production?.number;
    const fromOrder = await shopper.client.post<{ data: { token: string } }>('/api/proof_links', {
      source: 'order',
      production_number: productionNumber,
    });
    expect(fromOrder.status, fromOrder.text).toBe(201);
    const orderView = await new SessionClient(server.url).get<{ data: { placements: { ink_sets: unknown }[] } }>(
      `/api/proof/${fromOrder.json.data.token}`,
    );
    expect(orderView.json.data.placements[0]?.ink_sets).toEqual([{ color_id: null, inks: INKS() }]);
  });
});
