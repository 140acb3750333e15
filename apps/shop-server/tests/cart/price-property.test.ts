/**
 * "The server recomputes every price": client amounts never reach the stored production.
 * Split: the full property runs 1,000 cases against priceProduction (the function every production
 * route prices with), then 40 cases go through real HTTP (POST /api/cart_productions) and the database.
 */
import { type OrderProduct, yen } from '@shop/cart-domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DraftProduction, priceProduction } from '../../src/routes/cart/pricing.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
import { createProductFixture, type ProductFixture, productionBody } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------
// Independent oracle: the spec's rules written out plainly (not through cart-domain).

/** Spec §4: the lowest charge among tiers whose min_quantity is not more than the total. */
const tierCharge = (tiers: readonly { minQuantity: number; charge: number }[], total: number) =>
  Math.min(...tiers.filter((t) => t.minQuantity <= total).map((t) => t.charge));

/** Spec §9 with one plate on a one-off order: short_term_plate_price × 1 + extra_plate_charge. */
const oneOffPlateCharge = (c: { shortTermPlatePrice: number; extraPlateCharge: number }) => c.shortTermPlatePrice + c.extraPlateCharge;

// ---------------------------------------------------------------------------------------------
// Arbitraries

const money = fc.integer({ min: 0, max: 50_000 });

/** A random product: colours × sizes with prices and stock, print methods with price tables. */
const productArb: fc.Arbitrary<OrderProduct> = fc
  .record({
    colors: fc.array(fc.array(fc.record({ price: money, stock: fc.integer({ min: 0, max: 60 }) }), { minLength: 1, maxLength: 3 }), {
      minLength: 1,
      maxLength: 3,
    }),
    methods: fc.array(
      fc.record({
        colorChangeCharge: money,
        specs: fc.array(
          fc.record({
            tiers: fc.uniqueArray(fc.record({ minQuantity: fc.integer({ min: 1, max: 40 }), charge: money }), {
              minLength: 1,
              maxLength: 4,
              selector: (t) => t.minQuantity,
            }),
            platePrice: money,
            shortTermPlatePrice: money,
            extraPlateCharge: money,
            extraPrintCharge: money,
            dataProductionFee: money,
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    wrappings: fc.array(money, { maxLength: 2 }),
  })
  .map(({ colors, methods, wrappings }) => {
    let id = 100;
    return {
      id: 1,
      code: 'P',
      name: 'P',
      colors: colors.map((sizes) => ({
        id: ++id,
        name: 'c',
        hex: '#ffffff',
        sizes: sizes.map((s) => ({ id: ++id, name: 's', sku: { id: ++id, price: yen(s.price), inventory: { quantityAvailable: s.stock } } })),
      })),
      printMethods: methods.map((m) => ({
        id: ++id,
        name: 'm',
        colorChangeCharge: yen(m.colorChangeCharge),
        printSpecs: m.specs.map((s) => ({
          id: ++id,
          name: 's',
          printCategory: {
            printCharges: s.tiers.map((t) => ({ minQuantity: t.minQuantity, charge: yen(t.charge) })),
            platePrice: yen(s.platePrice),
            shortTermPlatePrice: yen(s.shortTermPlatePrice),
            extraPlateCharge: yen(s.extraPlateCharge),
            extraPrintCharge: yen(s.extraPrintCharge),
            dataProductionFee: yen(s.dataProductionFee),
          },
        })),
      })),
      wrappings: wrappings.map((charge, i) => ({ id: 900 + i, charge: yen(charge) })),
    } satisfies OrderProduct;
  });

/** A random draft of `product` (valid references, any quantities) with random client amounts. */
function draftArb(product: OrderProduct): fc.Arbitrary<DraftProduction> {
  const wrappingIds = [null, ...product.wrappings.map((w) => w.id)];
  return fc
    .record({
      methodIndex: fc.nat({ max: product.printMethods.length - 1 }),
      groups: fc.subarray([...product.colors], { minLength: 1 }).chain((colors) =>
        fc.tuple(
          ...colors.map((color) =>
            fc.subarray([...color.sizes], { minLength: 1 }).chain((sizes) =>
              fc.tuple(
                ...sizes.map((size) =>
                  fc.record({ skuId: fc.constant(size.sku.id), quantity: fc.integer({ min: 1, max: 80 }), price: money, wrappingId: fc.constantFrom(...wrappingIds) }),
                ),
              ),
            ).map((items) => ({ colorId: color.id, items })),
          ),
        ),
      ),
      seeds: fc.array(fc.record({ print: money, plate: money, data: money, change: money, frequency: fc.nat({ max: 100 }) }), { minLength: 3, maxLength: 3 }),
      specPick: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    })
    .map(({ methodIndex, groups, seeds, specPick }) => {
      const method = product.printMethods[methodIndex] ?? product.printMethods[0];
      const specs = (method?.printSpecs ?? []).filter((_, i) => specPick[i] ?? true);
      const chosen = specs.length > 0 ? specs : (method?.printSpecs ?? []).slice(0, 1);
      let id = 0;
      return {
        id: 0,
        productId: product.id,
        printMethodId: method?.id ?? 0,
        groups: groups.map((g) => ({ id: --id, colorId: g.colorId, items: g.items.map((item) => ({ ...item, id: --id })) })),
        prints: chosen.map((spec, i) => {
          const seed = seeds[i] ?? { print: 0, plate: 0, data: 0, change: 0, frequency: 0 };
          return {
            id: --id,
            printSpecId: spec.id,
            printCharge: seed.print,
            plateCharge: seed.plate,
            dataProductionFee: seed.data,
            colorChangeCharge: seed.change,
            colorChangeFrequency: seed.frequency,
            svgFileUuid: null,
            fileUuid: null,
            size: null,
          };
        }),
      };
    });
}

/** The same draft with every amount set to 0 (a different, equally untrusted client). */
const zeroed = (draft: DraftProduction): DraftProduction => ({
  ...draft,
  groups: draft.groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, price: 0 })) })),
  prints: draft.prints.map((p) => ({ ...p, printCharge: 0, plateCharge: 0, dataProductionFee: 0, colorChangeCharge: 0 })),
});

describe('priceProduction (what every production route prices with)', () => {
  it('stores only catalogue amounts, whatever the client sent, and reports exactly the differences as revision', () => {
    fc.assert(
      fc.property(
        productArb.chain((product) => fc.tuple(fc.constant(product), draftArb(product))),
        ([product, draft]) => {
          const priced = priceProduction(draft, product);
          const other = priceProduction(zeroed(draft), product);
          // 1. The client's amounts make no difference to what is stored.
          expect(other.production).toEqual(priced.production);
          expect(other.shortage).toBe(priced.shortage);
          const result = priced.production;
          if (result === null) return;

          // 2. Every stored amount is the catalogue's.
          const skus = new Map(product.colors.flatMap((c) => c.sizes.map((s) => [s.sku.id, s.sku] as const)));
          const method = product.printMethods.find((m) => m.id === draft.printMethodId);
          const total = result.groups.flatMap((g) => g.items).reduce((sum, i) => sum + i.quantity, 0);
          for (const item of result.groups.flatMap((g) => g.items)) {
            const sku = skus.get(item.skuId);
            expect(item.price).toBe(sku?.price);
            expect(item.quantity).toBeLessThanOrEqual(sku?.inventory.quantityAvailable ?? 0);
          }
          for (const print of result.prints) {
            const category = method?.printSpecs.find((s) => s.id === print.printSpecId)?.printCategory;
            if (!category) throw new Error('print of an unknown spec stored');
            expect(print.printCharge).toBe(tierCharge(category.printCharges, total));
            expect(print.plateCharge).toBe(oneOffPlateCharge(category));
            expect(print.dataProductionFee).toBe(category.dataProductionFee);
            expect(print.colorChangeCharge).toBe(method?.colorChangeCharge);
          }

          // 3. revision ⇔ some amount the client sent differs from the stored one.
          const sentItems = new Map(draft.groups.flatMap((g) => g.items.map((i) => [i.id, i] as const)));
          const itemDiffers = result.groups.flatMap((g) => g.items).some((i) => i.price !== sentItems.get(i.id)?.price || i.wrappingId !== sentItems.get(i.id)?.wrappingId);
          const printDiffers = result.prints.some((p, index) => {
            const sent = draft.prints[index];
            return (
              p.printCharge !== sent?.printCharge ||
              p.plateCharge !== sent.plateCharge ||
              p.dataProductionFee !== sent.dataProductionFee ||
              p.colorChangeCharge !== sent.colorChangeCharge
            );
          });
          expect(priced.revision).toBe(itemDiffers || printDiffers);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('POST /api/cart_productions with tampered amounts (real HTTP and database)', () => {
  let server: TestServer;
  let f: ProductFixture;
  let client: SessionClient;
  beforeAll(async () => {
    server = await startTestServer();
    f = await createProductFixture(server.db, { stock: 1000, price: 1800 });
    ({ client } = await loggedInClient(server));
  });
  afterAll(() => server.close());

  it('stores and answers the server amounts for 40 random tamperings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 3, maxLength: 3 }),
        fc.record({ price: money, print: money, plate: money, data: money, change: money }),
        async (drawn, fake) => {
          const quantities = Math.max(...drawn) === 0 ? [1, ...drawn.slice(1)] : drawn;
          const honest = productionBody(f, { white: quantities });
          const tampered = {
            ...honest,
            item_groups: honest.item_groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, price: fake.price })) })),
            prints: honest.prints.map((p) => ({ ...p, print_charge: fake.print, plate_charge: fake.plate, data_production_fee: fake.data, color_change_charge: fake.change })),
          };
          const answer = await client.post<{ data: { id: number }; meta: { revision: boolean } }>('/api/cart_productions', tampered);
          expect(answer.status).toBe(201);
          const total = quantities.reduce((a, b) => a + b, 0);
          const expected = {
            print_charge: tierCharge(f.print.tiers, total),
            plate_charge: oneOffPlateCharge(f.print),
            data_production_fee: f.print.dataProductionFee,
            color_change_charge: f.print.colorChangeCharge,
          };
          const prints = await server.db.query('select print_charge, plate_charge, data_production_fee, color_change_charge from cart_prints where cart_production_id = $1', [answer.json.data.id]);
          const prices = await server.db.query<{ price: number }>(
            `select distinct i.price from cart_production_items i join cart_production_item_groups g on g.id = i.item_group_id where g.cart_production_id = $1`,
            [answer.json.data.id],
          );
          expect(prints).toEqual([expected]);
          expect(prices).toEqual([{ price: f.price }]);
          const honestPrint = honest.prints[0];
          const tamperedAny =
            fake.price !== f.price ||
            fake.print !== honestPrint?.print_charge ||
            fake.plate !== honestPrint.plate_charge ||
            fake.data !== honestPrint.data_production_fee ||
            fake.change !== honestPrint.color_change_charge;
          expect(answer.json.meta.revision).toBe(tamperedAny);
        },
      ),
      { numRuns: 40 },
    );
  });
});
