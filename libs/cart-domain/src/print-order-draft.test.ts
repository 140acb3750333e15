import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import {
  draftOfPrintOrder,
  printOrderColorChanges,
  printOrderInkSets,
  printOrderPlates,
  printOrderWithPrices,
} from './print-order-draft.ts';
import { printOrderTotal } from './print-order-total.ts';
import { priceProduction } from './price-production.ts';
import { productionTotal } from './subtotals.ts';
import {
  aProductColor,
  aSku,
  aStoredPrint,
  aStoredPrintOrder,
  anOrderPrintMethod,
  anOrderPrintSpec,
  anOrderProduct,
  aPrintCategory,
} from './testing/index.ts';
import type { StoredPrintOrder, StoredPrintOrderColor } from './types.ts';

const size = (skuId: number, quantity: number, wrappingId: number | null = null) => ({
  skuId,
  quantity,
  sku: { price: yen(1500) },
  wrappingCharge: yen(wrappingId === null ? 0 : 300),
  wrappingId,
});
const white: StoredPrintOrderColor = { colorId: 21, sizes: [size(1101, 6), size(1102, 0)] };
const black: StoredPrintOrderColor = { colorId: 22, sizes: [size(2101, 4)] };
const navy: StoredPrintOrderColor = { colorId: 23, sizes: [size(3101, 2)] };
const unordered: StoredPrintOrderColor = { colorId: 24, sizes: [size(4101, 0)] };

/** A product with colours 21–24 (one or two sizes each) and specs 31 (前面) and 32 (背面) of method 51. */
function product() {
  const color = (id: number, name: string, skuIds: number[]) =>
    aProductColor({
      id,
      name,
      hex: '#000000',
      sizes: skuIds.map((skuId, index) => ({ id: index + 1, name: ['M', 'L'][index] ?? 'XL', sku: aSku({ id: skuId }) })),
    });
  return anOrderProduct({
    colors: [
      color(21, 'ホワイト', [1101, 1102]),
      color(22, 'ブラック', [2101]),
      color(23, 'ネイビー', [3101]),
      color(24, 'レッド', [4101]),
    ],
    printMethods: [
      anOrderPrintMethod({
        printSpecs: [
          anOrderPrintSpec(),
          anOrderPrintSpec({
            id: 32,
            name: '背面 A3',
            printCategory: aPrintCategory({ extraPrintCharge: yen(100), extraPlateCharge: yen(1000) }),
          }),
        ],
      }),
    ],
  });
}

describe('printOrderPlates', () => {
  it.each([
    ['inkjet: no inks, one plate', [], 1],
    ['silk-screen, the same 3 inks on every colour', [[1, 2, 3]], 3],
    ['silk-screen, one ink per colour set', [[1], [2]], 1],
    [
      'silk-screen, ink sets of 2 and 3 inks: the larger',
      [
        [1, 2],
        [1, 2, 3],
      ],
      3,
    ],
    ['an empty ink list still prints with one plate', [[]], 1],
  ])('%s', (_case, inkIds: number[][], plates) => {
    expect(printOrderPlates({ inkIds })).toBe(plates);
  });
});

describe('printOrderColorChanges', () => {
  it.each([
    ['the same inks on all colours', 'same', [white, black, navy], 0],
    ['per colour, one colour', 'per_color', [white], 0],
    ['per colour, two colours', 'per_color', [white, black], 1],
    ['per colour, three colours', 'per_color', [white, black, navy], 2],
    ['per colour, a colour without pieces does not count', 'per_color', [white, black, unordered], 1],
  ] as const)('%s', (_case, inkScheme, selectedColors, changes) => {
    expect(printOrderColorChanges({ inkScheme, selectedColors })).toBe(changes);
  });
});

describe('printOrderInkSets', () => {
  it('one set for every colour with the same inks; one per ordered colour (unordered ones left out) with a set each; null without inks', () => {
    expect(printOrderInkSets({ inkScheme: 'same', selectedColors: [white, black] }, { inkIds: [[1, 2]] })).toEqual([
      { colorId: null, inkIds: [1, 2] },
    ]);
    expect(
      printOrderInkSets({ inkScheme: 'per_color', selectedColors: [white, unordered, black] }, { inkIds: [[1], [2], [3, 4]] }),
    ).toEqual([
      { colorId: white.colorId, inkIds: [1] },
      { colorId: black.colorId, inkIds: [3, 4] },
    ]);
    expect(printOrderInkSets({ inkScheme: 'same', selectedColors: [white] }, { inkIds: [] })).toBeNull();
    expect(printOrderInkSets({ inkScheme: 'same', selectedColors: [white] }, { inkIds: [[]] })).toBeNull();
  });
});

describe('draftOfPrintOrder', () => {
  it('groups the ordered sizes by colour, with temporary ids, and one print per placement', () => {
    const order = aStoredPrintOrder({
      selectedColors: [white, unordered, black],
      prints: [aStoredPrint({ fileUuid: 'f-1' }), aStoredPrint({ printSpecId: 32, inkIds: [[1, 2]] })],
    });
    expect(draftOfPrintOrder(order)).toEqual({
      id: 0,
      productId: 41,
      printMethodId: 51,
      isRepeatable: false,
      itemGroups: [
        { id: -1, colorId: 21, items: [{ id: -2, skuId: 1101, quantity: 6, price: 1500, wrappingId: null }] },
        { id: -3, colorId: 22, items: [{ id: -4, skuId: 2101, quantity: 4, price: 1500, wrappingId: null }] },
      ],
      prints: [
        {
          id: -5,
          printSpecId: 31,
          plates: 1,
          colorChangeFrequency: 0,
          svgFileUuid: null,
          fileUuid: 'f-1',
          size: null,
          layout: null,
          // no inks chosen (an inkjet-like print): not told
          inkSets: null,
          printCharge: 600,
          plateCharge: 5000,
          dataProductionFee: 2000,
          colorChangeCharge: 500,
        },
        {
          id: -6,
          printSpecId: 32,
          plates: 2,
          colorChangeFrequency: 0,
          svgFileUuid: null,
          fileUuid: null,
          size: null,
          layout: null,
          // the inks chosen, one set for every colour
          inkSets: [{ colorId: null, inkIds: [1, 2] }],
          printCharge: 1200,
          plateCharge: 10_000,
          dataProductionFee: 2000,
          colorChangeCharge: 500,
        },
      ],
    });
  });

  it.each([
    ['one-off order, short-term plates', false, 'same', 0, 5000 * 2],
    ['repeatable order, kept plates', true, 'same', 0, 3000 * 2],
    ['per-colour inks on three colours: two colour changes', false, 'per_color', 2, 5000 * 2],
  ] as const)('%s', (_case, isRepeatable, inkScheme, colorChanges, plateCharge) => {
    const order = aStoredPrintOrder({
      isRepeatable,
      inkScheme,
      selectedColors: [white, black, navy],
      prints: [aStoredPrint({ inkIds: inkScheme === 'same' ? [[1, 2]] : [[1, 2], [3], [4]] })],
    });
    const [print] = draftOfPrintOrder(order).prints;
    expect(print).toMatchObject({ plates: 2, colorChangeFrequency: colorChanges, plateCharge, printCharge: 1200 });
  });
});

describe('pricing a stored print order with priceProduction', () => {
  const cases: [string, Partial<StoredPrintOrder>][] = [
    ['one colour, inkjet-like print', { selectedColors: [white] }],
    ['two colours, the same inks', { selectedColors: [white, black], prints: [aStoredPrint({ inkIds: [[1, 2, 3]] })] }],
    [
      'three colours, per-colour inks, two placements, repeatable',
      {
        isRepeatable: true,
        inkScheme: 'per_color',
        selectedColors: [white, black, navy],
        prints: [aStoredPrint({ inkIds: [[1], [2], [3]] }), aStoredPrint({ printSpecId: 32, inkIds: [[1, 2], [2], [3]] })],
      },
    ],
    ['wrapping on some pieces', { selectedColors: [{ colorId: 21, sizes: [size(1101, 5, 1), size(1102, 7)] }] }],
  ];

  it.each(cases)('%s: the refreshed order totals what the priced production does', (_case, overrides) => {
    const order = aStoredPrintOrder(overrides);
    const priced = priceProduction(draftOfPrintOrder(order), product());
    expect(priced.production).not.toBeNull();
    if (!priced.production) return;
    const refreshed = printOrderWithPrices(order, priced.production, product());
    expect(printOrderTotal(refreshed)).toEqual(productionTotal(priced.production));
    // Priced again from the refreshed amounts, nothing is revised.
    expect(priceProduction(draftOfPrintOrder(refreshed), product()).flags).toEqual({});
  });

  it('adds the method colour change charge once per change with a per-colour scheme', () => {
    const same = aStoredPrintOrder({ selectedColors: [white, black, navy], prints: [aStoredPrint({ inkIds: [[1]] })] });
    const perColor = { ...same, inkScheme: 'per_color' as const, prints: [aStoredPrint({ inkIds: [[1], [2], [3]] })] };
    const totalOf = (order: StoredPrintOrder) => productionTotal(priceProduction(draftOfPrintOrder(order), product()).production!);
    expect(totalOf(same).colorChangeCharges).toBe(0);
    expect(totalOf(perColor).colorChangeCharges).toBe(500 * 2);
    expect(totalOf(perColor).total - totalOf(same).total).toBe(1000);
  });

  it('refreshes the tier charge for the quantity and the category amounts', () => {
    const stale = aStoredPrintOrder({
      selectedColors: [white],
      prints: [aStoredPrint({ printSpecId: 32, printCharge: yen(1), dataProductionFee: yen(0) })],
    });
    const priced = priceProduction(draftOfPrintOrder(stale), product()).production!;
    const [print] = printOrderWithPrices(stale, priced, product()).prints;
    // 6 pieces: the 800 yen tier; spec 32 adds 100 yen per piece and 1,000 yen per order.
    expect(print).toMatchObject({ printCharge: 800, extraPrintCharge: 100, extraPlateCharge: 1000, dataProductionFee: 2000, plates: 1 });
  });
});
