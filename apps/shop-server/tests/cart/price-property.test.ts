/**
 * "The server recomputes every price": client amounts never reach the stored production.
 * The property runs 1,000 cases against priceProduction (the function every production route prices
 * with, over random catalogues), and 1,000 cases through real HTTP (POST /api/cart_productions) and
 * the database against a fixed catalogue with a short and a sold-out size.
 */
import { type OrderProduct, yen } from '@shop/cart-domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../src/routes/cart/messages.ts';
import { type DraftProduction, priceProduction } from '../../src/routes/cart/pricing.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
import { createProductFixture, type ProductFixture, setStock } from './fixtures.ts';

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

// ---------------------------------------------------------------------------------------------
// Over real HTTP and the database

/** Stock per SKU of the HTTP fixture (white S, M, L; black S, M, L): one short size, one sold out. */
const STOCK = { white: [1000, 1000, 12], black: [0, 1000, 1000] } as const;
const COLORS = ['white', 'black'] as const;

/** One size line the client sends: an amount of undefined is the honest one. */
interface SentLine {
  color: (typeof COLORS)[number];
  size: number;
  quantity: number;
  price: number | undefined;
  wrapped: boolean;
}

interface SentPrint {
  spec: number;
  print: number | undefined;
  plate: number | undefined;
  data: number | undefined;
  change: number | undefined;
  frequency: number;
  size: string | null;
}

/** An amount that is honest (undefined, half the time) or any tampered value. */
const amount = fc.option(money, { nil: undefined, freq: 2 });

/** A random production request: 1–2 colours × 1–3 sizes, 1–2 prints, every amount maybe tampered. */
const requestArb = fc.record({
  /** false: an honest client (every amount as the catalogue says, for the quantities it asks for) */
  tampered: fc.boolean(),
  lines: fc.subarray([...COLORS], { minLength: 1 }).chain((colors) =>
    fc
      .tuple(
        ...colors.map((color) =>
          fc.subarray([0, 1, 2], { minLength: 1 }).chain((sizes) =>
            fc.tuple(
              ...sizes.map((size) =>
                fc.record({ quantity: fc.integer({ min: 1, max: 40 }), price: amount, wrapped: fc.boolean() }).map((line): SentLine => ({ color, size, ...line })),
              ),
            ),
          ),
        ),
      )
      .map((groups) => groups.flat()),
  ),
  prints: fc.subarray([0, 1], { minLength: 1 }).chain((specs) =>
    fc.tuple(
      ...specs.map((spec) =>
        fc
          .record({ print: amount, plate: amount, data: amount, change: amount, frequency: fc.nat({ max: 5 }), size: fc.constantFrom('A4', '胸ポケット', null) })
          .map((p): SentPrint => ({ spec, ...p })),
      ),
    ),
  ),
});

describe('POST /api/cart_productions with tampered amounts (real HTTP and database)', () => {
  let server: TestServer;
  let f: ProductFixture;
  let client: SessionClient;
  let customerId: number;
  beforeAll(async () => {
    server = await startTestServer();
    f = await createProductFixture(server.db, { stock: 1000, price: 1800 });
    for (const color of COLORS) {
      for (const [i, stock] of STOCK[color].entries()) await setStock(server.db, [f.skus[color][i] ?? 0], stock);
    }
    const logged = await loggedInClient(server);
    client = logged.client;
    customerId = logged.customer.id;
  });
  afterAll(() => server.close());

  it('stores and answers only the server amounts for 1,000 random tamperings, with revision exactly when a sent amount differs', { timeout: 120_000 }, async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ tampered, lines: drawnLines, prints: drawnPrints }) => {
        const lines = tampered ? drawnLines : drawnLines.map((l) => ({ ...l, price: undefined }));
        const prints = tampered ? drawnPrints : drawnPrints.map((p) => ({ ...p, print: undefined, plate: undefined, data: undefined, change: undefined }));
        // What an honest client would send, computed from what it asks for (it does not know the stock).
        const sentTotal = lines.reduce((sum, l) => sum + l.quantity, 0);
        const honest = {
          print: tierCharge(f.print.tiers, sentTotal),
          plate: oneOffPlateCharge(f.print),
          data: f.print.dataProductionFee,
          change: f.print.colorChangeCharge,
        };
        const body = {
          product_id: f.productId,
          print_method_id: f.print.methodId,
          item_groups: COLORS.filter((color) => lines.some((l) => l.color === color)).map((color) => ({
            color_id: f.colorIds[color],
            items: lines
              .filter((l) => l.color === color)
              .map((l) => ({ sku_id: f.skus[color][l.size] ?? 0, price: l.price ?? f.price, quantity: l.quantity, wrapping_id: l.wrapped ? f.wrappingId : null })),
          })),
          prints: prints.map((p) => ({
            print_spec_id: f.print.specIds[p.spec] ?? 0,
            print_charge: p.print ?? honest.print,
            plate_charge: p.plate ?? honest.plate,
            data_production_fee: p.data ?? honest.data,
            color_change_charge: p.change ?? honest.change,
            color_change_frequency: p.frequency,
            svg_file_uuid: null,
            file_uuid: null,
            size: p.size,
          })),
        };
        const answer = await client.post<{
          data: { id: number; prints: { print_charge: number; plate_charge: number; data_production_fee: number; color_change_charge: number }[] };
          meta: { revision: boolean; shortage: boolean };
        }>('/api/cart_productions', body);

        // The oracle: sold-out sizes dropped, quantities capped to stock, catalogue amounts.
        const kept = lines
          .map((l) => ({ ...l, stock: STOCK[l.color][l.size] ?? 0 }))
          .filter((l) => l.stock > 0)
          .map((l) => ({ ...l, stored: Math.min(l.quantity, l.stock) }));
        if (kept.length === 0) {
          expect([answer.status, answer.json]).toEqual([422, { message: CART_MESSAGES.allSoldOut, errors: { item_groups: [CART_MESSAGES.allSoldOut] } }]);
          seen.add('sold out');
          return;
        }
        expect(answer.status, answer.text).toBe(201);
        const id = answer.json.data.id;
        const total = kept.reduce((sum, l) => sum + l.stored, 0);
        const charged = { print_charge: tierCharge(f.print.tiers, total), plate_charge: honest.plate, data_production_fee: honest.data, color_change_charge: honest.change };

        const storedItems = await server.db.query(
          `select g.color_id, i.sku_id, i.quantity, i.price, i.wrapping_id from cart_production_items i
             join cart_production_item_groups g on g.id = i.item_group_id where g.cart_production_id = $1 order by i.sku_id`,
          [id],
        );
        const storedPrints = await server.db.query(
          `select print_spec_id, print_charge, plate_charge, data_production_fee, color_change_charge, color_change_frequency, size
             from cart_prints where cart_production_id = $1 order by id`,
          [id],
        );
        expect(storedItems).toEqual(
          kept
            .map((l) => ({ color_id: f.colorIds[l.color], sku_id: f.skus[l.color][l.size], quantity: l.stored, price: f.price, wrapping_id: l.wrapped ? f.wrappingId : null }))
            .sort((a, b) => (a.sku_id ?? 0) - (b.sku_id ?? 0)),
        );
        expect(storedPrints).toEqual(
          prints.map((p) => ({ print_spec_id: f.print.specIds[p.spec], ...charged, color_change_frequency: p.frequency, size: p.size })),
        );
        expect(answer.json.data.prints.map(({ print_charge, plate_charge, data_production_fee, color_change_charge }) => ({ print_charge, plate_charge, data_production_fee, color_change_charge }))).toEqual(prints.map(() => charged));

        const revision =
          kept.some((l) => l.price !== undefined && l.price !== f.price) ||
          body.prints.some(
            (p) =>
              p.print_charge !== charged.print_charge ||
              p.plate_charge !== charged.plate_charge ||
              p.data_production_fee !== charged.data_production_fee ||
              p.color_change_charge !== charged.color_change_charge,
          );
        const shortage = lines.some((l) => l.quantity > (STOCK[l.color][l.size] ?? 0));
        expect(answer.json.meta).toEqual({ revision, shortage, expired: false });
        seen.add(revision ? 'revision' : 'no revision').add(shortage ? 'shortage' : 'in stock');

        // Clean up (straight in SQL: the DELETE route has tests of its own), so every case starts from an empty cart.
        await server.db.query('delete from cart_productions where id = $1', [id]);
      }),
      { numRuns: 1000 },
    );
    // The random requests covered every kind of answer.
    expect([...seen].sort()).toEqual(['in stock', 'no revision', 'revision', 'shortage', 'sold out']);
    const [left] = await server.db.query<{ n: number }>('select count(*)::int as n from cart_productions where customer_id = $1', [customerId]);
    expect(left?.n).toBe(0);
  });
});
