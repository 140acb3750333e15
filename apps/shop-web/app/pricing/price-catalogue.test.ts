import { describe, expect, it } from 'vitest';
import { aPrintProduct } from '../print/testing/print-product.ts';
import { categoryLabel, methodPrices, quantityRange, tierRows } from './price-catalogue.ts';
import { startingPrice, startingPriceCondition } from './starting-price.ts';

const product = aPrintProduct();

describe('methodPrices', () => {
  it('lists each method once with the categories its specs use, cheapest table first', () => {
    const methods = methodPrices([product, product]);
    expect(methods.map((m) => m.slug)).toEqual(['inkjet', 'silkscreen']);
    expect(methods[0]?.categories.map((c) => [c.id, c.label, c.sizes])).toEqual([
      [1, 'A4', ['A4']],
      [2, 'A3', ['A3']],
    ]);
    expect(methods[1]).toMatchObject({ minQuantity: 10, colorChangeCharge: 2200, usesInks: true });
  });

  it('strips the method name from a category name only when it starts with it', () => {
    expect(categoryLabel('シルクスクリーン', 'シルクスクリーン A4以内（1色あたり）')).toBe('A4以内（1色あたり）');
    expect(categoryLabel('インクジェット', '特注サイズ')).toBe('特注サイズ');
  });
});

describe('tierRows', () => {
  it('has a row wherever any category changes price, with the charge cart-domain picks there', () => {
    const [inkjet] = methodPrices([product]);
    expect(tierRows(inkjet!)).toEqual([
      { minQuantity: 1, maxQuantity: 9, charges: [1650, 2200] },
      { minQuantity: 10, maxQuantity: 29, charges: [1320, 1980] },
      { minQuantity: 30, maxQuantity: null, charges: [1100, 1980] },
    ]);
    expect(tierRows(inkjet!).map(quantityRange)).toEqual(['1〜9枚', '10〜29枚', '30枚〜']);
  });

  it('starts at the method minimum', () => {
    const silk = methodPrices([product])[1]!;
    expect(tierRows(silk)[0]).toEqual({ minQuantity: 10, maxQuantity: 29, charges: [450] });
  });
});

describe('startingPrice', () => {
  it('names the lowest charge, the fewest pieces reaching it and the print size that has it', () => {
    const [inkjet, , silk] = [product.printMethods[0]!, null, product.printMethods[1]!];
    expect(startingPrice(inkjet)).toEqual({ charge: 1100, minQuantity: 30, size: 'A4', perInk: false });
    expect(startingPriceCondition(startingPrice(inkjet)!)).toBe('30枚以上・A4以内の場合');
    expect(startingPriceCondition(startingPrice(silk)!)).toBe('50枚以上・A4以内・1色の場合');
    expect(startingPrice({ ...inkjet, printSpecs: [] })).toBeNull();
  });
});
