import { yen } from '@shop/cart-domain';
import { aProduction, aProductionPrint, aServerItem, aSku } from '@shop/cart-domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OrderLineInput, orderTotals } from './order-totals.ts';
import { quoteToken } from './quote-token.ts';

const FEE = { shippingFee: yen(880) };
const tokenOf = (lines: OrderLineInput[]) => quoteToken(lines, orderTotals(lines, FEE));
const item = (overrides: Parameters<typeof aServerItem>[0] = {}): OrderLineInput => ({ kind: 'item', item: aServerItem(overrides) });
const production = (overrides: Parameters<typeof aProduction>[0] = {}): OrderLineInput => ({
  kind: 'production',
  production: aProduction(overrides),
});

describe('quoteToken', () => {
  it('is versioned hex and equal for equal quotes', () => {
    const lines = [item(), production()];
    expect(tokenOf(lines)).toMatch(/^q1\.[0-9a-f]{32}$/);
    expect(tokenOf([item(), production()])).toBe(tokenOf(lines));
  });

  it.each<[string, OrderLineInput[]]>([
    ['a unit price', [item({ price: yen(1501) }), production()]],
    ['a quantity', [item({ quantity: 3 }), production()]],
    ['a wrapping', [item({ wrappingId: 1 }), production()]],
    ['a print charge', [item(), production({ prints: [aProductionPrint({ printCharge: yen(700) })] })]],
    ['a plate charge', [item(), production({ prints: [aProductionPrint({ plateCharge: yen(4000) })] })]],
    ['the artwork', [item(), production({ prints: [aProductionPrint({ svgFileUuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d' })] })]],
    ['the order of the lines', [production(), item()]],
    ['a line less', [item()]],
  ])('changes when %s changes', (_what, changed) => {
    expect(tokenOf(changed)).not.toBe(tokenOf([item(), production()]));
  });

  it('changes with the amounts alone (a new shipping fee)', () => {
    const lines = [item()];
    expect(quoteToken(lines, orderTotals(lines, { shippingFee: yen(990) }))).not.toBe(tokenOf(lines));
  });

  it('ignores what the confirm page does not show: stock levels and the product’s other colours', () => {
    const base = [item(), production()];
    const restocked = [
      item({ sku: aSku({ inventory: { quantityAvailable: 3 } }) }),
      production({ product: { ...aProduction().product, colors: [] } }),
    ];
    expect(tokenOf(restocked)).toBe(tokenOf(base));
  });

  it('differs for any two different unit prices or quantities (random)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (p1, p2, q1, q2) => {
          fc.pre(p1 !== p2 || q1 !== q2);
          expect(tokenOf([item({ price: yen(p1), quantity: q1 })])).not.toBe(tokenOf([item({ price: yen(p2), quantity: q2 })]));
        },
      ),
    );
  });
});
