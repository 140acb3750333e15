import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { priceOnePrint, printChargeForQuantity, printChargePerPrint, productionQuantity } from './print-charge.ts';
import { aPrintCategory, aProduction, aProductionItem, aStoredPrint, anItemGroup, somePrintChargeTiers } from './testing/index.ts';
import type { PrintChargeTier } from './types.ts';

const tiers = (...pairs: [number, number][]): PrintChargeTier[] =>
  pairs.map(([minQuantity, charge]) => ({ minQuantity, charge: yen(charge) }));

describe('printChargeForQuantity: the lowest charge among tiers whose min_quantity ≤ total quantity', () => {
  it.each<[string, PrintChargeTier[], number, number]>([
    ['1 piece gets the 1-piece tier', somePrintChargeTiers(), 1, 800],
    ['9 pieces do not reach the 10-piece tier', somePrintChargeTiers(), 9, 800],
    ['exactly min_quantity pieces reach the tier', somePrintChargeTiers(), 10, 600],
    ['29 pieces get the 10-piece tier', somePrintChargeTiers(), 29, 600],
    ['100 pieces get the cheapest tier', somePrintChargeTiers(), 100, 450],
    ['tier order does not matter', tiers([30, 450], [1, 800], [10, 600]), 12, 600],
    ['the lowest applicable charge wins even if a higher tier costs more', tiers([1, 500], [10, 700]), 20, 500],
  ])('%s', (_rule, list, quantity, charge) => {
    expect(printChargeForQuantity(list, quantity)).toEqual({ ok: true, value: charge });
  });

  it.each<[string, PrintChargeTier[], number]>([
    ['no tier at all', [], 10],
    ['quantity below every min_quantity', tiers([10, 600], [30, 450]), 9],
    ['an empty production', somePrintChargeTiers(), 0],
  ])('refuses with no_print_charge_tier, never 0: %s', (_rule, list, quantity) => {
    expect(printChargeForQuantity(list, quantity)).toEqual({ ok: false, error: { type: 'no_print_charge_tier' } });
  });

  it('never rises when the quantity rises', () => {
    const tierList = fc.array(
      fc.record({ minQuantity: fc.integer({ min: 1, max: 500 }), charge: fc.integer({ min: 0, max: 5000 }).map(yen) }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(tierList, fc.nat(600), fc.nat(600), (list, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const atLow = printChargeForQuantity(list, low);
        const atHigh = printChargeForQuantity(list, high);
        if (atLow.ok) {
          expect(atHigh.ok).toBe(true);
          if (atHigh.ok) expect(atHigh.value).toBeLessThanOrEqual(atLow.value);
        }
      }),
    );
  });
});

describe('productionQuantity', () => {
  it.each([
    ['one group of 5', [anItemGroup()], 5],
    [
      'all items of all groups',
      [
        anItemGroup({ items: [aProductionItem({ quantity: 3 }), aProductionItem({ id: 2, quantity: 4 })] }),
        anItemGroup({ id: 2, items: [aProductionItem({ id: 3, quantity: 10 })] }),
      ],
      17,
    ],
    ['no groups', [], 0],
  ])('counts the pieces of %s', (_rule, itemGroups, quantity) => {
    expect(productionQuantity(aProduction({ itemGroups }))).toBe(quantity);
  });
});

describe('priceOnePrint: every amount of one print for a production (spec §9)', () => {
  // tiers 800 / 600 from 10 / 450 from 30; plates 3,000 repeatable, 5,000 one-off; data fee 2,000
  const category = aPrintCategory();
  const choice = { plates: 1, isRepeatable: false, quantity: 5, colorChangeCharge: yen(500) };
  it.each([
    ['one plate, 5 pieces, not repeatable', {}, {}, { printCharge: 800, plateCharge: 5000 }],
    ['the tier follows the production quantity', {}, { quantity: 12 }, { printCharge: 600, plateCharge: 5000 }],
    ['a repeatable order pays plate_price', {}, { isRepeatable: true }, { printCharge: 800, plateCharge: 3000 }],
    ['two plates double the per-piece and the plate charge', {}, { plates: 2 }, { printCharge: 1600, plateCharge: 10000 }],
    ['zero plates count as one', {}, { plates: 0 }, { printCharge: 800, plateCharge: 5000 }],
    [
      'extra print and plate charges are added once per print',
      { extraPrintCharge: yen(55), extraPlateCharge: yen(1100) },
      { plates: 2 },
      { printCharge: 1655, plateCharge: 11100 },
    ],
  ])('%s', (_rule, categoryOverrides, choiceOverrides, expected) => {
    expect(priceOnePrint(aPrintCategory(categoryOverrides), { ...choice, ...choiceOverrides })).toEqual({
      ok: true,
      value: { ...expected, dataProductionFee: 2000, colorChangeCharge: 500 },
    });
  });

  it('refuses a quantity that no tier reaches', () => {
    expect(priceOnePrint(aPrintCategory({ printCharges: tiers([10, 500]) }), choice)).toEqual({
      ok: false,
      error: { type: 'no_print_charge_tier' },
    });
  });

  it('never prices below one plate, whatever the plate count', () => {
    for (const plates of [0, 1, 2, 5]) {
      const priced = priceOnePrint(category, { ...choice, plates });
      if (!priced.ok) throw new Error('priced');
      expect(priced.value.printCharge).toBe(800 * Math.max(1, plates));
    }
  });
});

describe('printChargePerPrint: print_charge × plates (minimum 1) + extra print charge', () => {
  it.each([
    ['one plate', { plates: 1 }, 600],
    ['zero plates count as one', { plates: 0 }, 600],
    ['three plates', { plates: 3 }, 1800],
    ['three plates plus a 100 yen extra print charge', { plates: 3, extraPrintCharge: yen(100) }, 1900],
  ])('%s', (_rule, overrides, charge) => {
    expect(printChargePerPrint(aStoredPrint(overrides))).toBe(charge);
  });
});
