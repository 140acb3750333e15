import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { draftOf, priceProduction, reconcileProduction } from './price-production.ts';
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
import type { ReconciledProduction } from './price-production.ts';
import type { OrderProduct, ProductionDraftPrint } from './types.ts';

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
const production = aProduction({
  product: { ...aProduction().product, colors: [white, black] },
  itemGroups: [whiteGroup, blackGroup],
  prints: [aProductionPrint({ printCharge: yen(600) })],
});

const withColors = (...colors: OrderProduct['colors']) => ({ ...product, colors });

describe('reconcileProduction (spec §4 guest production refresh, steps 2–6)', () => {
  it('the fixtures agree: aProduction() is unchanged by anOrderProduct()', () => {
    expect(reconcileProduction(aProduction(), anOrderProduct())).toEqual({ production: aProduction(), flags: {} });
  });

  it.each<[string, OrderProduct, ReconciledProduction]>([
    ['an unchanged product leaves the production as it was and raises nothing', product, { production, flags: {} }],
    [
      'step 2: the production is removed when its print method is gone',
      anOrderProduct({ colors: [white, black], printMethods: [anOrderPrintMethod({ id: 52 })] }),
      { production: null, flags: { stockout: true }, refusal: { type: 'unavailable' } },
    ],
    [
      'step 2: the production is removed when any of its print specs is gone',
      anOrderProduct({ colors: [white, black], printMethods: [anOrderPrintMethod({ printSpecs: [anOrderPrintSpec({ id: 39 })] })] }),
      { production: null, flags: { stockout: true }, refusal: { type: 'unavailable' } },
    ],
    [
      'step 3: an item group whose colour is gone is dropped (stockout)',
      withColors(white),
      { production: { ...production, itemGroups: [whiteGroup] }, flags: { stockout: true } },
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
            {
              ...blackGroup,
              items: [aProductionItem({ id: 3, quantity: 2, sku: aSku({ id: 2101, inventory: { quantityAvailable: 2 } }) })],
            },
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
      withColors(
        white,
        aProductColor({ ...black, sizes: [{ id: 11, name: 'M', sku: aSku({ id: 2101, inventory: { quantityAvailable: 0 } }) }] }),
      ),
      { production: { ...production, itemGroups: [whiteGroup] }, flags: { stockout: true } },
    ],
    [
      'step 5: a production left without groups is removed',
      withColors(aProductColor({ id: 23 })),
      { production: null, flags: { stockout: true }, refusal: { type: 'unavailable' } },
    ],
    [
      "step 5: a production below its print method's minimum quantity (15 of 20 pieces) is removed",
      anOrderProduct({ colors: [white, black], printMethods: [anOrderPrintMethod({ minQuantity: 20 })] }),
      { production: null, flags: { stockout: true }, refusal: { type: 'below_minimum_quantity', minQuantity: 20 } },
    ],
    [
      "step 5: a production of exactly its print method's minimum quantity (15) is kept",
      anOrderProduct({ colors: [white, black], printMethods: [anOrderPrintMethod({ minQuantity: 15 })] }),
      { production, flags: {} },
    ],
    [
      'step 4–5: capping to stock can leave fewer pieces than the minimum (9 of 10): removed, with the shortage',
      anOrderProduct({
        colors: [
          aProductColor({
            sizes: [
              { id: 11, name: 'M', sku: aSku({ id: 1101, inventory: { quantityAvailable: 2 } }) },
              { id: 12, name: 'L', sku: aSku({ id: 1102 }) },
            ],
          }),
          aProductColor({ ...black, sizes: [{ id: 11, name: 'M', sku: aSku({ id: 2101, inventory: { quantityAvailable: 2 } }) }] }),
        ],
        printMethods: [anOrderPrintMethod({ minQuantity: 10 })],
      }),
      { production: null, flags: { shortage: true, stockout: true }, refusal: { type: 'below_minimum_quantity', minQuantity: 10 } },
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
      { production: null, flags: { stockout: true }, refusal: { type: 'no_print_charge_tier', printSpecId: 31 } },
    ],
  ])('%s', (_rule, fetched, reconciled) => {
    // The refreshed production always carries the product's current colours (for adding a colour group).
    const expected = reconciled.production
      ? { ...reconciled, production: { ...reconciled.production, product: { ...reconciled.production.product, colors: fetched.colors } } }
      : reconciled;
    expect(reconcileProduction(production, fetched)).toEqual(expected);
  });
});

describe('priceProduction: every amount comes from the catalogue, claimed amounts only raise revision', () => {
  const draft = draftOf(aProduction());

  it('keeps a draft priced as the catalogue prices it, raising nothing', () => {
    expect(priceProduction(draft, anOrderProduct())).toEqual({ production: aProduction(), flags: {} });
  });

  it.each<[string, Partial<ProductionDraftPrint>]>([
    ['a tampered print charge', { printCharge: yen(1) }],
    ['a tampered plate charge', { plateCharge: yen(0) }],
    ['a tampered data production fee', { dataProductionFee: yen(0) }],
    ['a tampered colour change charge', { colorChangeCharge: yen(0) }],
  ])('%s is replaced by the catalogue amount and raises revision', (_rule, claimed) => {
    const tampered = { ...draft, prints: draft.prints.map((print) => ({ ...print, ...claimed })) };
    expect(priceProduction(tampered, anOrderProduct())).toEqual({ production: aProduction(), flags: { revision: true } });
  });

  it('a tampered garment price is replaced by the SKU price and raises revision', () => {
    const tampered = {
      ...draft,
      itemGroups: draft.itemGroups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, price: yen(1) })) })),
    };
    expect(priceProduction(tampered, anOrderProduct())).toEqual({ production: aProduction(), flags: { revision: true } });
  });

  it('a repeatable order pays plate_price per plate; plates multiply the per-piece and plate charges', () => {
    const repeatable = { ...draft, isRepeatable: true, prints: draft.prints.map((print) => ({ ...print, plates: 2 })) };
    const priced = priceProduction(repeatable, anOrderProduct());
    expect(priced.production?.prints).toEqual([aProductionPrint({ plates: 2, printCharge: yen(1600), plateCharge: yen(6000) })]);
    expect(priced.production?.isRepeatable).toBe(true);
    expect(priced.flags).toEqual({ revision: true });
  });

  it('adds the extra print charge per piece and the extra plate charge once', () => {
    const product = anOrderProduct({
      printMethods: [
        anOrderPrintMethod({
          printSpecs: [anOrderPrintSpec({ printCategory: aPrintCategory({ extraPrintCharge: yen(55), extraPlateCharge: yen(1100) }) })],
        }),
      ],
    });
    expect(priceProduction(draft, product).production?.prints[0]).toMatchObject({ printCharge: 855, plateCharge: 6100 });
  });

  it('drops a wrapping the product no longer offers and raises revision', () => {
    const wrapped = {
      ...draft,
      itemGroups: draft.itemGroups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, wrappingId: 99 })) })),
    };
    expect(priceProduction(wrapped, anOrderProduct())).toEqual({ production: aProduction(), flags: { revision: true } });
  });

  it('drops a line whose SKU belongs to another colour than its group (stockout)', () => {
    const product = anOrderProduct({ colors: [white, black] });
    const mixed = {
      ...draft,
      itemGroups: [
        {
          id: 1,
          colorId: 21,
          items: [
            { id: 1, skuId: 1101, quantity: 5, price: yen(1500), wrappingId: null },
            { id: 2, skuId: 2101, quantity: 5, price: yen(1500), wrappingId: null },
          ],
        },
      ],
    };
    const priced = priceProduction(mixed, product);
    expect(priced.production?.itemGroups.flatMap((g) => g.items.map((i) => i.sku.id))).toEqual([1101]);
    expect(priced.flags).toEqual({ stockout: true });
  });

  it('takes names, colours and sizes from the product, never from the draft', () => {
    const renamed = anOrderProduct({
      name: '新しい名前',
      colors: [aProductColor({ name: 'オフホワイト', sizes: [{ id: 11, name: 'M（新）', sku: aSku() }] })],
    });
    const priced = priceProduction(draft, renamed).production;
    expect(priced?.product.name).toBe('新しい名前');
    expect(priced?.itemGroups[0]?.color.name).toBe('オフホワイト');
    expect(priced?.itemGroups[0]?.items[0]?.size.name).toBe('M（新）');
  });

  it('carries the lead time of the print method into the production', () => {
    const product = anOrderProduct({ printMethods: [anOrderPrintMethod({ leadDays: 4 })] });
    expect(priceProduction(draft, product).production?.printMethod).toEqual({ id: 51, name: 'シルクスクリーン', leadDays: 4 });
  });

  it('draftOf and priceProduction round-trip a priced production', () => {
    const production = aProduction({ prints: [aProductionPrint({ svgFileUuid: '0b6c1c0e-6f7d-4a51-9a43-8c1b2f2f1e10', size: 'A4' })] });
    expect(priceProduction(draftOf(production), anOrderProduct()).production).toEqual(production);
  });
});
