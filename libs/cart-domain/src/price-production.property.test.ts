/**
 * "Every price is recomputed": whatever amounts a draft claims, `priceProduction` stores only the
 * catalogue's, checked over 1,000 random catalogues against the spec's rules written out plainly
 * (not through cart-domain); a production is refused exactly when nothing is in stock, the quantity is
 * below the method's minimum or no tier reaches it; and pricing a priced production again changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { draftOf, priceProduction } from './price-production.ts';
import type { OrderProduct, ProductionDraft } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Independent oracle: the spec's rules written out plainly (not through cart-domain).

/** Spec §4: the lowest charge among tiers whose min_quantity is not more than the total. */
const tierCharge = (tiers: readonly { minQuantity: number; charge: number }[], total: number) =>
  Math.min(...tiers.filter((t) => t.minQuantity <= total).map((t) => t.charge));

/**
 * Why a draft of valid references cannot be priced (undefined: it can): nothing in stock, fewer
 * pieces than the method's minimum after capping to stock, or a print whose tiers all start above
 * that quantity.
 */
function expectedRefusal(product: OrderProduct, draft: ProductionDraft) {
  const stock = new Map(product.colors.flatMap((c) => c.sizes.map((s) => [s.sku.id, s.sku.inventory.quantityAvailable] as const)));
  const method = product.printMethods.find((m) => m.id === draft.printMethodId);
  const total = draft.itemGroups.flatMap((g) => g.items).reduce((sum, i) => sum + Math.min(i.quantity, stock.get(i.skuId) ?? 0), 0);
  if (total === 0 || !method) return { type: 'unavailable' };
  if (total < method.minQuantity) return { type: 'below_minimum_quantity', minQuantity: method.minQuantity };
  const unpriced = draft.prints.find((print) => {
    const tiers = method.printSpecs.find((s) => s.id === print.printSpecId)?.printCategory.printCharges ?? [];
    return !tiers.some((t) => t.minQuantity <= total);
  });
  return unpriced ? { type: 'no_print_charge_tier', printSpecId: unpriced.printSpecId } : undefined;
}

/** Spec §9: print_charge × plates (at least 1) + extra print charge, per piece. */
const perPieceCharge = (tier: number, plates: number, extra: number) => tier * Math.max(1, plates) + extra;

/** Spec §9: per plate short_term_plate_price (one-off) or plate_price (repeatable), plus extra plate charge. */
const plateChargeOf = (
  c: { platePrice: number; shortTermPlatePrice: number; extraPlateCharge: number },
  plates: number,
  repeatable: boolean,
) => (repeatable ? c.platePrice : c.shortTermPlatePrice) * Math.max(1, plates) + c.extraPlateCharge;

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
        leadDays: fc.integer({ min: 1, max: 15 }),
        minQuantity: fc.integer({ min: 1, max: 30 }),
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
        sizes: sizes.map((s) => ({
          id: ++id,
          name: 's',
          sku: { id: ++id, price: yen(s.price), inventory: { quantityAvailable: s.stock } },
        })),
      })),
      printMethods: methods.map((m) => ({
        id: ++id,
        name: 'm',
        colorChangeCharge: yen(m.colorChangeCharge),
        leadDays: m.leadDays,
        minQuantity: m.minQuantity,
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
function draftArb(product: OrderProduct): fc.Arbitrary<ProductionDraft> {
  const wrappingIds = [null, ...product.wrappings.map((w) => w.id)];
  return fc
    .record({
      methodIndex: fc.nat({ max: product.printMethods.length - 1 }),
      groups: fc.subarray([...product.colors], { minLength: 1 }).chain((colors) =>
        fc.tuple(
          ...colors.map((color) =>
            fc
              .subarray([...color.sizes], { minLength: 1 })
              .chain((sizes) =>
                fc.tuple(
                  ...sizes.map((size) =>
                    fc.record({
                      skuId: fc.constant(size.sku.id),
                      quantity: fc.integer({ min: 1, max: 80 }),
                      price: money,
                      wrappingId: fc.constantFrom(...wrappingIds),
                    }),
                  ),
                ),
              )
              .map((items) => ({ colorId: color.id, items })),
          ),
        ),
      ),
      seeds: fc.array(
        fc.record({ print: money, plate: money, data: money, change: money, frequency: fc.nat({ max: 100 }), plates: fc.nat({ max: 6 }) }),
        { minLength: 3, maxLength: 3 },
      ),
      isRepeatable: fc.boolean(),
      specPick: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    })
    .map(({ methodIndex, groups, seeds, specPick, isRepeatable }) => {
      const method = product.printMethods[methodIndex] ?? product.printMethods[0];
      const specs = (method?.printSpecs ?? []).filter((_, i) => specPick[i] ?? true);
      const chosen = specs.length > 0 ? specs : (method?.printSpecs ?? []).slice(0, 1);
      let id = 0;
      return {
        id: 0,
        productId: product.id,
        printMethodId: method?.id ?? 0,
        isRepeatable,
        itemGroups: groups.map((g) => ({
          id: --id,
          colorId: g.colorId,
          items: g.items.map((item) => ({ ...item, price: yen(item.price), id: --id })),
        })),
        prints: chosen.map((spec, i) => {
          const seed = seeds[i] ?? { print: 0, plate: 0, data: 0, change: 0, frequency: 0, plates: 1 };
          return {
            id: --id,
            printSpecId: spec.id,
            plates: seed.plates,
            printCharge: yen(seed.print),
            plateCharge: yen(seed.plate),
            dataProductionFee: yen(seed.data),
            colorChangeCharge: yen(seed.change),
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
const zeroed = (draft: ProductionDraft): ProductionDraft => ({
  ...draft,
  itemGroups: draft.itemGroups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, price: yen(0) })) })),
  prints: draft.prints.map((p) => ({
    ...p,
    printCharge: yen(0),
    plateCharge: yen(0),
    dataProductionFee: yen(0),
    colorChangeCharge: yen(0),
  })),
});

describe('priceProduction over random catalogues (what the browser and every production route price with)', () => {
  it('stores only catalogue amounts, whatever the client sent, refuses exactly what cannot be ordered, and reports exactly the differences as revision', () => {
    fc.assert(
      fc.property(
        productArb.chain((product) => fc.tuple(fc.constant(product), draftArb(product))),
        ([product, draft]) => {
          const priced = priceProduction(draft, product);
          const other = priceProduction(zeroed(draft), product);
          // 1. The client's amounts make no difference to what is stored.
          expect(other.production).toEqual(priced.production);
          expect(other.flags.shortage).toBe(priced.flags.shortage);
          expect(other.flags.stockout).toBe(priced.flags.stockout);
          // 2. A production is priced away exactly when the spec says, and says why.
          expect(priced.refusal).toEqual(expectedRefusal(product, draft));
          expect(other.refusal).toEqual(priced.refusal);
          const result = priced.production;
          if (result === null) return;

          // 3. Every stored amount is the catalogue's.
          const skus = new Map(product.colors.flatMap((c) => c.sizes.map((s) => [s.sku.id, s.sku] as const)));
          const method = product.printMethods.find((m) => m.id === draft.printMethodId);
          const total = result.itemGroups.flatMap((g) => g.items).reduce((sum, i) => sum + i.quantity, 0);
          for (const item of result.itemGroups.flatMap((g) => g.items)) {
            const sku = skus.get(item.sku.id);
            expect(item.price).toBe(sku?.price);
            expect(item.quantity).toBeLessThanOrEqual(sku?.inventory.quantityAvailable ?? 0);
          }
          for (const print of result.prints) {
            const category = method?.printSpecs.find((s) => s.id === print.printSpec.id)?.printCategory;
            if (!category) throw new Error('print of an unknown spec stored');
            expect(print.printCharge).toBe(
              perPieceCharge(tierCharge(category.printCharges, total), print.plates, category.extraPrintCharge),
            );
            expect(print.plateCharge).toBe(plateChargeOf(category, print.plates, draft.isRepeatable));
            expect(print.dataProductionFee).toBe(category.dataProductionFee);
            expect(print.colorChangeCharge).toBe(method?.colorChangeCharge);
          }

          // 4. revision ⇔ some amount the client sent differs from the stored one.
          const sentItems = new Map(draft.itemGroups.flatMap((g) => g.items.map((i) => [i.id, i] as const)));
          const itemDiffers = result.itemGroups
            .flatMap((g) => g.items)
            .some((i) => i.price !== sentItems.get(i.id)?.price || i.wrappingId !== sentItems.get(i.id)?.wrappingId);
          const printDiffers = result.prints.some((p, index) => {
            const sent = draft.prints[index];
            return (
              p.printCharge !== sent?.printCharge ||
              p.plateCharge !== sent.plateCharge ||
              p.dataProductionFee !== sent.dataProductionFee ||
              p.colorChangeCharge !== sent.colorChangeCharge
            );
          });
          expect(Boolean(priced.flags.revision)).toBe(itemDiffers || printDiffers);

          // 5. Pricing its own result again changes nothing and raises nothing.
          expect(priceProduction(draftOf(result), product)).toEqual({ production: result, flags: {} });
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000); // 1,000 runs: about 2 s alone, longer on a loaded machine
});
