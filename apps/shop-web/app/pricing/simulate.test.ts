import { draftOfPrintOrder, orderProductFromWire, priceProduction, productionTotal } from '@shop/cart-domain';
import { describe, expect, it } from 'vitest';
import { aPrintProduct } from '../print/testing/print-product.ts';
import { defaultChoice, simulate, simulatedGarment, togglePlacement } from './simulate.ts';

const product = aPrintProduct();
const inkjet = product.printMethods[0]!;
const silk = product.printMethods.find((m) => m.slug === 'silkscreen')!;

describe('simulate', () => {
  it('prices inkjet as the cart does: garment + tier charge per piece, no one-off charges', () => {
    const result = simulate(product, { methodSlug: 'inkjet', specIds: [31], inks: 1, isRepeatable: false, quantity: 10 });
    expect(result).toMatchObject({
      status: 'priced',
      garment: { colorName: 'ホワイト', sizeName: 'S', unitPrice: 1200 },
      total: { quantity: 10, garments: 12_000, printCharges: 13_200, plateCharges: 0, dataProductionFees: 0, total: 25_200 },
      perPiece: 2520,
    });
  });

  it('prices silk-screen per ink colour with plates by kind and the data production fee', () => {
    const short = simulate(product, { methodSlug: 'silkscreen', specIds: [35], inks: 2, isRepeatable: false, quantity: 30 });
    // 30 × (1,200 + 2 × 300) + 2 × 5,500 + 1,100
    expect(short).toMatchObject({
      status: 'priced',
      total: { printCharges: 18_000, plateCharges: 11_000, dataProductionFees: 1100, total: 66_100 },
    });
    const repeatable = simulate(product, { methodSlug: 'silkscreen', specIds: [35], inks: 2, isRepeatable: true, quantity: 30 });
    expect(repeatable).toMatchObject({ status: 'priced', total: { plateCharges: 6600 } });
  });

  it('gives the same total as the print step prices the same stored order (draftOfPrintOrder → priceProduction)', () => {
    const choice = { methodSlug: 'silkscreen', specIds: [35], inks: 2, isRepeatable: false, quantity: 12 };
    const result = simulate(product, choice);
    if (result.status !== 'priced') throw new Error('not priced');
    const order = {
      product: { id: product.id, code: product.code },
      printMethod: { id: silk.id, slug: silk.slug, colorChangeCharge: silk.colorChangeCharge },
      isRepeatable: false,
      inkScheme: 'same' as const,
      selectedColors: [
        {
          colorId: result.garment.colorId,
          sizes: [{ skuId: result.garment.skuId, sizeId: 1, quantity: 12, sku: { price: 1200 }, wrappingId: null, wrappingCharge: 0 }],
        },
      ],
      prints: [
        {
          printSpecId: 35,
          fileUuid: null,
          svgFileUuid: null,
          inkIds: [[1, 2]],
          printCharge: 0,
          plates: 2,
          platePrice: 0,
          shortTermPlatePrice: 0,
          extraPlateCharge: 0,
          extraPrintCharge: 0,
          dataProductionFee: 0,
          colorChangeFrequency: 0,
        },
      ],
    } as unknown as Parameters<typeof draftOfPrintOrder>[0];
    const priced = priceProduction(draftOfPrintOrder(order), orderProductFromWire(product));
    expect(priced.production).not.toBeNull();
    expect(result.total).toEqual(productionTotal(priced.production!));
  });

  it('refuses below the method minimum in Japanese, with the pieces missing', () => {
    expect(simulate(product, { methodSlug: 'silkscreen', specIds: [35], inks: 1, isRepeatable: false, quantity: 4 })).toEqual({
      status: 'refused',
      message: 'シルクスクリーンは10枚からご注文いただけます（あと6枚）。',
    });
  });

  it('asks for a placement and a whole number of pieces before pricing', () => {
    expect(simulate(product, { methodSlug: 'inkjet', specIds: [], inks: 1, isRepeatable: false, quantity: 5 }).status).toBe('incomplete');
    expect(simulate(product, { methodSlug: 'inkjet', specIds: [31], inks: 1, isRepeatable: false, quantity: Number.NaN }).status).toBe(
      'incomplete',
    );
    expect(simulate(product, { methodSlug: 'inkjet', specIds: [31], inks: 1, isRepeatable: false, quantity: 0 }).status).toBe('incomplete');
  });

  it('refuses more pieces than any one size has, naming the largest stock', () => {
    expect(simulate(product, { methodSlug: 'inkjet', specIds: [31], inks: 1, isRepeatable: false, quantity: 51 })).toEqual({
      status: 'refused',
      message: '在庫が足りません。この商品は1つのカラー・サイズで最大50枚までご注文いただけます。',
    });
  });
});

describe('simulatedGarment', () => {
  it('takes the cheapest size with enough stock among the colours the method prints on', () => {
    expect(simulatedGarment(product, inkjet, 2)).toMatchObject({ colorName: 'ホワイト', sizeName: 'S' });
    // inkjet prints on light colours only: the black garment is never chosen for it.
    expect(simulatedGarment(product, inkjet, 51)).toBeNull();
    expect(simulatedGarment(product, silk, 45)).toMatchObject({ colorName: 'ホワイト', sizeName: 'S' });
  });
});

describe('placements', () => {
  it('keeps one placement per position: 前面 A3 replaces 前面 A4', () => {
    const method = { ...inkjet, printSpecs: [...inkjet.printSpecs, { ...inkjet.printSpecs[0]!, id: 99, name: '前面 A3', size: 'A3' }] };
    expect(togglePlacement(method, [31, 32], 99)).toEqual([32, 99]);
    expect(togglePlacement(method, [31, 32], 31)).toEqual([32]);
  });

  it('starts from the first placement and at least the method minimum', () => {
    expect(defaultChoice(silk)).toEqual({ methodSlug: 'silkscreen', specIds: [35], inks: 1, isRepeatable: false, quantity: 10 });
  });
});
