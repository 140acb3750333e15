/**
 * "The server recomputes every price": client amounts never reach the stored production. 1,000
 * random requests go through real HTTP (POST /api/cart_productions) and the database against a
 * fixed catalogue with a short and a sold-out size. (The same rule over random catalogues is
 * cart-domain's price-production.property.test.ts.)
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../src/cart/messages.ts';
import { useTestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
import { createProductFixture, type ProductFixture, setStock } from './fixtures.ts';

/** Spec §4: the lowest charge among tiers whose min_quantity is not more than the total. */
const tierCharge = (tiers: readonly { minQuantity: number; charge: number }[], total: number) =>
  Math.min(...tiers.filter((t) => t.minQuantity <= total).map((t) => t.charge));

/** Spec §9: per plate short_term_plate_price (one-off) or plate_price (repeatable), plus extra plate charge. */
const plateChargeOf = (
  c: { platePrice: number; shortTermPlatePrice: number; extraPlateCharge: number },
  plates: number,
  repeatable: boolean,
) => (repeatable ? c.platePrice : c.shortTermPlatePrice) * Math.max(1, plates) + c.extraPlateCharge;

const money = fc.integer({ min: 0, max: 50_000 });

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
  plates: number;
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
  /** keep the plates for reorders (plate_price) */
  repeatable: fc.boolean(),
  lines: fc
    .subarray([...COLORS], { minLength: 1 })
    .chain((colors) =>
      fc
        .tuple(
          ...colors.map((color) =>
            fc
              .subarray([0, 1, 2], { minLength: 1 })
              .chain((sizes) =>
                fc.tuple(
                  ...sizes.map((size) =>
                    fc
                      .record({ quantity: fc.integer({ min: 1, max: 40 }), price: amount, wrapped: fc.boolean() })
                      .map((line): SentLine => ({ color, size, ...line })),
                  ),
                ),
              ),
          ),
        )
        .map((groups) => groups.flat()),
    ),
  prints: fc
    .subarray([0, 1], { minLength: 1 })
    .chain((specs) =>
      fc.tuple(
        ...specs.map((spec) =>
          fc
            .record({
              plates: fc.nat({ max: 4 }),
              print: amount,
              plate: amount,
              data: amount,
              change: amount,
              frequency: fc.nat({ max: 5 }),
              size: fc.constantFrom('A4', '胸ポケット', null),
            })
            .map((p): SentPrint => ({ spec, ...p })),
        ),
      ),
    ),
});

describe('POST /api/cart_productions with tampered amounts (real HTTP and database)', () => {
  const server = useTestServer();
  let f: ProductFixture;
  let client: SessionClient;
  let customerId: number;
  beforeAll(async () => {
    f = await createProductFixture(server.db, { stock: 1000, price: 1800 });
    for (const color of COLORS) {
      for (const [i, stock] of STOCK[color].entries()) await setStock(server.db, [f.skus[color][i] ?? 0], stock);
    }
    const logged = await loggedInClient(server);
    client = logged.client;
    customerId = logged.customer.id;
  });

  it(
    'stores and answers only the server amounts for 1,000 random tamperings, with revision exactly when a sent amount differs',
    { timeout: 120_000 },
    async () => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(requestArb, async ({ tampered, repeatable, lines: drawnLines, prints: drawnPrints }) => {
          const lines = tampered ? drawnLines : drawnLines.map((l) => ({ ...l, price: undefined }));
          const prints = tampered
            ? drawnPrints
            : drawnPrints.map((p) => ({ ...p, print: undefined, plate: undefined, data: undefined, change: undefined }));
          // What an honest client would send, computed from what it asks for (it does not know the stock).
          const sentTotal = lines.reduce((sum, l) => sum + l.quantity, 0);
          const honest = (plates: number) => ({
            print: tierCharge(f.print.tiers, sentTotal) * Math.max(1, plates),
            plate: plateChargeOf(f.print, plates, repeatable),
            data: f.print.dataProductionFee,
            change: f.print.colorChangeCharge,
          });
          const body = {
            product_id: f.productId,
            print_method_id: f.print.methodId,
            is_repeatable: repeatable,
            item_groups: COLORS.filter((color) => lines.some((l) => l.color === color)).map((color) => ({
              color_id: f.colorIds[color],
              items: lines
                .filter((l) => l.color === color)
                .map((l) => ({
                  sku_id: f.skus[color][l.size] ?? 0,
                  price: l.price ?? f.price,
                  quantity: l.quantity,
                  wrapping_id: l.wrapped ? f.wrappingId : null,
                })),
            })),
            prints: prints.map((p) => ({
              print_spec_id: f.print.specIds[p.spec] ?? 0,
              plates: p.plates,
              print_charge: p.print ?? honest(p.plates).print,
              plate_charge: p.plate ?? honest(p.plates).plate,
              data_production_fee: p.data ?? honest(p.plates).data,
              color_change_charge: p.change ?? honest(p.plates).change,
              color_change_frequency: p.frequency,
              svg_file_uuid: null,
              file_uuid: null,
              size: p.size,
            })),
          };
          const answer = await client.post<{
            data: {
              id: number;
              prints: { print_charge: number; plate_charge: number; data_production_fee: number; color_change_charge: number }[];
            };
            meta: { revision: boolean; shortage: boolean };
          }>('/api/cart_productions', body);

          // The oracle: sold-out sizes dropped, quantities capped to stock, catalogue amounts.
          const kept = lines
            .map((l) => ({ ...l, stock: STOCK[l.color][l.size] ?? 0 }))
            .filter((l) => l.stock > 0)
            .map((l) => ({ ...l, stored: Math.min(l.quantity, l.stock) }));
          if (kept.length === 0) {
            expect([answer.status, answer.json]).toEqual([
              422,
              { message: CART_MESSAGES.allSoldOut, errors: { item_groups: [CART_MESSAGES.allSoldOut] } },
            ]);
            seen.add('sold out');
            return;
          }
          expect(answer.status, answer.text).toBe(201);
          const id = answer.json.data.id;
          const total = kept.reduce((sum, l) => sum + l.stored, 0);
          const charged = (plates: number) => ({
            print_charge: tierCharge(f.print.tiers, total) * Math.max(1, plates),
            plate_charge: honest(plates).plate,
            data_production_fee: honest(plates).data,
            color_change_charge: honest(plates).change,
          });

          const storedItems = await server.db.query(
            `select g.color_id, i.sku_id, i.quantity, i.price, i.wrapping_id from cart_production_items i
             join cart_production_item_groups g on g.id = i.item_group_id where g.cart_production_id = $1 order by i.sku_id`,
            [id],
          );
          const storedPrints = await server.db.query(
            `select print_spec_id, plates, print_charge, plate_charge, data_production_fee, color_change_charge, color_change_frequency, size
             from cart_prints where cart_production_id = $1 order by id`,
            [id],
          );
          expect(storedItems).toEqual(
            kept
              .map((l) => ({
                color_id: f.colorIds[l.color],
                sku_id: f.skus[l.color][l.size],
                quantity: l.stored,
                price: f.price,
                wrapping_id: l.wrapped ? f.wrappingId : null,
              }))
              .sort((a, b) => (a.sku_id ?? 0) - (b.sku_id ?? 0)),
          );
          expect(storedPrints).toEqual(
            prints.map((p) => ({
              print_spec_id: f.print.specIds[p.spec],
              plates: p.plates,
              ...charged(p.plates),
              color_change_frequency: p.frequency,
              size: p.size,
            })),
          );
          expect(
            answer.json.data.prints.map(({ print_charge, plate_charge, data_production_fee, color_change_charge }) => ({
              print_charge,
              plate_charge,
              data_production_fee,
              color_change_charge,
            })),
          ).toEqual(prints.map((p) => charged(p.plates)));

          const revision =
            kept.some((l) => l.price !== undefined && l.price !== f.price) ||
            body.prints.some(
              (p) =>
                p.print_charge !== charged(p.plates).print_charge ||
                p.plate_charge !== charged(p.plates).plate_charge ||
                p.data_production_fee !== charged(p.plates).data_production_fee ||
                p.color_change_charge !== charged(p.plates).color_change_charge,
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
      const [left] = await server.db.query<{ n: number }>('select count(*)::int as n from cart_productions where customer_id = $1', [
        customerId,
      ]);
      expect(left?.n).toBe(0);
    },
  );
});
