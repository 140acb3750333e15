import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { reconcileProduction } from './reconcile-production.ts';
import {
  aPrintCategory,
  aProductColor,
  aProduction,
  aProductionItem,
  aProductionPrint,
  aSku,
  anItemGroup,
  anOrderPrintMethod,
  anOrderPrintSpec,
  anOrderProduct,
} from './testing/index.ts';
import type { ReconciledProduction } from './reconcile-production.ts';
import type { OrderProduct } from './types.ts';

// Two colours (21 white, 22 black), sizes M (11) and L (12) of white.
const white = aProductColor({
  sizes: [
    { id: 11, name: 'M', sku: aSku({ id: 1101 }) },
    { id: 12, name: 'L', sku: aSku({ id: 1102 }) },
  ],
});
const black = aProductColor({ id: 22, name: 'ブラック', hex: '#000000', sizes: [{ id: 11, name: 'M', sku: aSku({ id: 2101 }) }] });
const product = anOrderProduct({ colors: [white, black] });
const whiteGroup = anItemGroup({
  items: [aProductionItem({ id: 1 }), aProductionItem({ id: 2, size: { id: 12, name: 'L' }, sku: aSku({ id: 1102 }) })],
});
const blackGroup = anItemGroup({
  id: 2,
  color: { id: 22, name: 'ブラック', hex: '#000000' },
  items: [aProductionItem({ id: 3, sku: aSku({ id: 2101 }) })],
});
// 15 pieces: the 10-piece tier (600 yen) applies
const production = aProduction({ itemGroups: [whiteGroup, blackGroup], prints: [aProductionPrint({ printCharge: yen(600) })] });

const withColors = (...colors: OrderProduct['colors']) => ({ ...product, colors });

describe('reconcileProduction (spec §4 guest production refresh, steps 2–6)', () => {
  it('the fixtures agree: aProduction() is unchanged by anOrderProduct()', () => {
    expect(reconcileProduction(aProduction(), anOrderProduct())).toEqual({
      production: aProduction(),
      flags: {},
    });
  });

  it.each<[string, OrderProduct, ReconciledProduction]>([
    [
      'an unchanged product leaves the production as it was and raises nothing',
      product,
      { production, flags: {} },
    ],
    [
      'step 2: the production is removed when its print method is gone',
      anOrderProduct({ colors: [white, black], printMethods: [anOrderPrintMethod({ id: 52 })] }),
      { production: null, flags: { stockout: true } },
    ],
    [
      'step 2: the production is removed when any of its print specs is gone',
      anOrderProduct({ colors: [white, black], printMethods: [anOrderPrintMethod({ printSpecs: [anOrderPrintSpec({ id: 39 })] })] }),
      { production: null, flags: { stockout: true } },
    ],
    [
      'step 3: an item group whose colour is gone is dropped (stockout)',
      withColors(white),
      {
        production: { ...production, itemGroups: [whiteGroup] },
        flags: { stockout: true },
      },
    ],
    [
      'step 3: an item whose size is gone is dropped (stockout); 10 pieces keep the 600 yen tier',
      withColors(aProductColor({ sizes: [{ id: 11, name: 'M', sku: aSku({ id: 1101 }) }] }), black),
      {
        production: { ...production, itemGroups: [anItemGroup({ items: [aProductionItem({ id: 1 })] }), blackGroup] },
        flags: { stockout: true },
      },
    ],
    [
      'step 4: quantities are capped to stock (shortage) and step 6 re-prices the 9 pieces left at 800 yen (revision)',
      withColors(
        aProductColor({
          sizes: [
            { id: 11, name: 'M', sku: aSku({ id: 1101, inventory: { quantityAvailable: 2 } }) },
            { id: 12, name: 'L', sku: aSku({ id: 1102 }) },
          ],
        }),
        aProductColor({ ...black, sizes: [{ id: 11, name: 'M', sku: aSku({ id: 2101, inventory: { quantityAvailable: 2 } }) }] }),
      ),
      {
        production: {
          ...production,
          prints: [aProductionPrint({ printCharge: yen(800) })],
          itemGroups: [
            {
              ...whiteGroup,
              items: [
                aProductionItem({ id: 1, quantity: 2, sku: aSku({ id: 1101, inventory: { quantityAvailable: 2 } }) }),
                aProductionItem({ id: 2, size: { id: 12, name: 'L' }, sku: aSku({ id: 1102 }) }),
              ],
            },
            { ...blackGroup, items: [aProductionItem({ id: 3, quantity: 2, sku: aSku({ id: 2101, inventory: { quantityAvailable: 2 } }) })] },
          ],
        },
        flags: { shortage: true, revision: true },
      },
    ],
    [
      'step 4: prices are updated and revision is set',
      withColors(white, aProductColor({ ...black, sizes: [{ id: 11, name: 'M', sku: aSku({ id: 2101, price: yen(1700) }) }] })),
      {
        production: {
          ...production,
          itemGroups: [
            whiteGroup,
            { ...blackGroup, items: [aProductionItem({ id: 3, sku: aSku({ id: 2101, price: yen(1700) }), price: yen(1700) })] },
          ],
        },
        flags: { revision: true },
      },
    ],
    [
      'step 4–5: a sold-out item is dropped (stockout) and its group, now empty, is removed',
      withColors(white, aProductColor({ ...black, sizes: [{ id: 11, name: 'M', sku: aSku({ id: 2101, inventory: { quantityAvailable: 0 } }) }] })),
      {
        production: { ...production, itemGroups: [whiteGroup] },
        flags: { stockout: true },
      },
    ],
    [
      'step 5: a production left without groups is removed',
      withColors(aProductColor({ id: 23 })),
      { production: null, flags: { stockout: true } },
    ],
    [
      "step 6: print charges are recomputed from the product's current price list (revision)",
      anOrderProduct({
        colors: [white, black],
        printMethods: [
          anOrderPrintMethod({
            printSpecs: [
              anOrderPrintSpec({
                printCategory: aPrintCategory({
                  printCharges: [
                    { minQuantity: 1, charge: yen(900) },
                    { minQuantity: 10, charge: yen(650) },
                  ],
                }),
              }),
            ],
          }),
        ],
      }),
      {
        production: {
          ...production,
          prints: [
            aProductionPrint({
              printCharges: [
                { minQuantity: 1, charge: yen(900) },
                { minQuantity: 10, charge: yen(650) },
              ],
              printCharge: yen(650),
            }),
          ],
        },
        flags: { revision: true },
      },
    ],
    [
      'step 6: a production whose quantity reaches no print-charge tier cannot be priced and is removed',
      anOrderProduct({
        colors: [white, black],
        printMethods: [
          anOrderPrintMethod({
            printSpecs: [anOrderPrintSpec({ printCategory: aPrintCategory({ printCharges: [{ minQuantity: 20, charge: yen(500) }] }) })],
          }),
        ],
      }),
      { production: null, flags: { stockout: true } },
    ],
  ])('%s', (_rule, fetched, reconciled) => {
    expect(reconcileProduction(production, fetched)).toEqual(reconciled);
  });
});
