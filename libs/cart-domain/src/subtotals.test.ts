import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import {
  aGuestCart,
  aGuestItem,
  aProduction,
  aProductionItem,
  aProductionPrint,
  aReorder,
  aServerCart,
  aServerItem,
  aWrapping,
  anEstimate,
  anItemGroup,
} from './testing/index.ts';
import {
  cartTotal,
  estimateSubtotal,
  freeShippingProgress,
  itemSubtotal,
  printChargesPerPiece,
  productionSubtotal,
  productionTotal,
  reorderSubtotal,
  wrappingCharge,
} from './subtotals.ts';
import type { CartEstimate, CartReorder, GuestCartItem, Production, ProductionPrint } from './types.ts';

const wrappings = [aWrapping({ id: 1, charge: yen(300) }), aWrapping({ id: 2, charge: yen(500) })];

describe('wrappingCharge', () => {
  it.each([
    ['no wrapping costs nothing', null, 0],
    ['the chosen wrapping costs its charge', 2, 500],
    ['a wrapping the item does not offer costs nothing', 9, 0],
  ] as const)('%s', (_rule, wrappingId, charge) => {
    expect(wrappingCharge(wrappings, wrappingId)).toBe(charge);
  });
});

describe('itemSubtotal: an item is (unit price + wrapping charge) × quantity', () => {
  it.each<[string, Partial<GuestCartItem>, number]>([
    ['unwrapped: 1,500 × 2', { price: yen(1500), quantity: 2, wrappingId: null }, 3000],
    ['wrapped: (1,500 + 300) × 2', { price: yen(1500), quantity: 2, wrappingId: 1, wrappings }, 3600],
    ['wrapped with the dearer wrapping: (1,500 + 500) × 3', { price: yen(1500), quantity: 3, wrappingId: 2, wrappings }, 6000],
    ['quantity 0 costs nothing', { quantity: 0 }, 0],
  ])('%s', (_rule, overrides, subtotal) => {
    expect(itemSubtotal(aGuestItem(overrides))).toBe(subtotal);
  });
});

describe('productionSubtotal: each item adds (price + Σ print charges per piece + wrapping) × quantity, plus the one-off charges', () => {
  // Prints without one-off charges, so that each case shows the per-piece rule alone.
  const perPiece = (overrides: Partial<ProductionPrint> = {}) =>
    aProductionPrint({ plateCharge: yen(0), dataProductionFee: yen(0), ...overrides });
  const twoPrints = [perPiece({ printCharge: yen(800) }), perPiece({ id: 2, printSpec: { id: 32, name: '背面' }, printCharge: yen(450) })];
  it.each<[string, Partial<Production>, number]>([
    ['one item of 5 with one 800 yen print: (1,500 + 800) × 5', { prints: [perPiece()] }, 11_500],
    ['two prints add both charges per piece: (1,500 + 800 + 450) × 5', { prints: twoPrints }, 13_750],
    [
      'a wrapped item adds the production wrapping: (1,500 + 800 + 300) × 5',
      { prints: [perPiece()], itemGroups: [anItemGroup({ items: [aProductionItem({ wrappingId: 1 })] })] },
      13_000,
    ],
    [
      'items of several groups add up: (1,500 + 800) × 5 + (1,700 + 800) × 2',
      {
        prints: [perPiece()],
        itemGroups: [anItemGroup(), anItemGroup({ id: 2, items: [aProductionItem({ id: 2, price: yen(1700), quantity: 2 })] })],
      },
      16_500,
    ],
    ['a production without prints charges the garments only: 1,500 × 5', { prints: [] }, 7500],
    ['plate charge and data production fee are added once: (1,500 + 800) × 5 + 5,000 + 2,000', {}, 18_500],
    [
      'colour changes cost their charge × frequency, once: (1,500 + 800) × 5 + 500 × 2',
      { prints: [perPiece({ colorChangeFrequency: 2 })] },
      12_500,
    ],
  ])('%s', (_rule, overrides, subtotal) => {
    expect(productionSubtotal(aProduction(overrides))).toBe(subtotal);
  });

  it('breaks the production down by part, the parts adding up to the subtotal', () => {
    const production = aProduction({
      prints: [aProductionPrint({ colorChangeFrequency: 1 })],
      itemGroups: [anItemGroup({ items: [aProductionItem({ wrappingId: 1 })] })],
    });
    expect(productionTotal(production)).toEqual({
      quantity: 5,
      garments: 7500,
      wrapping: 1500,
      printCharges: 4000,
      plateCharges: 5000,
      dataProductionFees: 2000,
      colorChangeCharges: 500,
      total: 20_500,
    });
    expect(productionSubtotal(production)).toBe(20_500);
  });

  it('sums the per-piece charges of all prints', () => {
    expect(printChargesPerPiece(aProduction({ prints: twoPrints }))).toBe(1250);
  });
});

describe('reorderSubtotal: Σ (base + print + wrapping) × quantity + Σ colour change charge × frequency + new plates', () => {
  it.each<[string, Partial<CartReorder>, number]>([
    ['10 × (1,500 + 600 + 0) + 500 × 2', {}, 22_000],
    [
      'lines of all groups and all colour changes add up',
      {
        cartReorderItemGroups: [
          { cartReorderItems: [{ basePrice: yen(1000), printCharge: yen(200), wrappingCharge: yen(100), quantity: 2 }] },
          {
            cartReorderItems: [
              { basePrice: yen(2000), printCharge: yen(300), wrappingCharge: yen(0), quantity: 1 },
              { basePrice: yen(2000), printCharge: yen(300), wrappingCharge: yen(300), quantity: 1 },
            ],
          },
        ],
        cartReorderPrints: [
          { colorChangeCharge: yen(500), colorChangeFrequency: 1 },
          { colorChangeCharge: yen(800), colorChangeFrequency: 3 },
        ],
      },
      2600 + 2300 + 2600 + 500 + 2400,
    ],
    ['no colour change adds nothing', { cartReorderPrints: [{ colorChangeCharge: yen(500), colorChangeFrequency: 0 }] }, 21_000],
    [
      'new plates (not kept last time) are charged once',
      { cartReorderPrints: [{ colorChangeCharge: yen(500), colorChangeFrequency: 0, plateCharge: yen(13_200) }] },
      21_000 + 13_200,
    ],
  ])('%s', (_rule, overrides, subtotal) => {
    expect(reorderSubtotal(aReorder(overrides))).toBe(subtotal);
  });
});

describe('estimateSubtotal', () => {
  it.each<[Partial<CartEstimate>, number]>([
    [{}, 50_000],
    [{ estimate: { total: yen(123_456) } }, 123_456],
  ])('an estimate adds its total (%j)', (overrides, subtotal) => {
    expect(estimateSubtotal(anEstimate(overrides))).toBe(subtotal);
  });
});

describe('cartTotal', () => {
  it('totals a guest cart by part; a guest cart has no reorders or estimates', () => {
    const cart = aGuestCart({ items: [aGuestItem(), aGuestItem({ id: 2, wrappingId: 1 })], productions: [aProduction()] });
    expect(cartTotal(cart)).toEqual({ items: 3000 + 3600, productions: 18_500, reorders: 0, estimates: 0, total: 25_100 });
  });

  it('totals a server cart by part', () => {
    const cart = aServerCart({ items: [aServerItem()], productions: [aProduction()], reorders: [aReorder()], estimates: [anEstimate()] });
    expect(cartTotal(cart)).toEqual({ items: 3000, productions: 18_500, reorders: 22_000, estimates: 50_000, total: 93_500 });
  });

  it('totals an empty cart as 0', () => {
    expect(cartTotal(aServerCart())).toEqual({ items: 0, productions: 0, reorders: 0, estimates: 0, total: 0 });
  });

  it('the total is the sum of its parts, and each part the sum of its subtotals', () => {
    const money = fc.integer({ min: 0, max: 50_000 }).map(yen);
    const quantity = fc.integer({ min: 0, max: 200 });
    const item = fc.record({ price: money, quantity, wrappingId: fc.constantFrom(null, 1, 2) });
    const production = fc.record({
      printCharges: fc.array(money, { maxLength: 3 }),
      items: fc.array(fc.record({ price: money, quantity }), { maxLength: 4 }),
    });
    const reorder = fc.record({ base: money, quantity, frequency: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 5 }),
        fc.array(production, { maxLength: 3 }),
        fc.array(reorder, { maxLength: 3 }),
        fc.array(money, { maxLength: 3 }),
        (items, productions, reorders, estimates) => {
          const cart = aServerCart({
            items: items.map((i, n) => aServerItem({ ...i, id: n, wrappings })),
            productions: productions.map((p, n) =>
              aProduction({
                id: n,
                prints: p.printCharges.map((printCharge, m) => aProductionPrint({ id: m, printCharge })),
                itemGroups: [anItemGroup({ items: p.items.map((i, m) => aProductionItem({ ...i, id: m })) })],
              }),
            ),
            reorders: reorders.map((r, n) =>
              aReorder({
                id: n,
                cartReorderItemGroups: [
                  { cartReorderItems: [{ basePrice: r.base, printCharge: yen(0), wrappingCharge: yen(0), quantity: r.quantity }] },
                ],
                cartReorderPrints: [{ colorChangeCharge: yen(500), colorChangeFrequency: r.frequency }],
              }),
            ),
            estimates: estimates.map((total, n) => anEstimate({ id: n, estimate: { total } })),
          });
          const totals = cartTotal(cart);
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          expect(totals.total).toBe(totals.items + totals.productions + totals.reorders + totals.estimates);
          expect(totals.items).toBe(sum(cart.items.map(itemSubtotal)));
          expect(totals.productions).toBe(sum(cart.productions.map(productionSubtotal)));
          expect(totals.reorders).toBe(sum(cart.reorders.map(reorderSubtotal)));
          expect(totals.estimates).toBe(sum(estimates));
        },
      ),
    );
  });
});

describe('freeShippingProgress: shipping is free from 20,000 yen', () => {
  it.each([
    [0, { qualifies: false, missing: 20_000 }],
    [19_999, { qualifies: false, missing: 1 }],
    [20_000, { qualifies: true, missing: 0 }],
    [35_000, { qualifies: true, missing: 0 }],
  ])('a %d yen total gives %j', (total, progress) => {
    expect(freeShippingProgress(yen(total))).toEqual(progress);
  });
});
