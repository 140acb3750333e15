import { yen, type StoredPrintOrder } from '@shop/cart-domain';
import { aStoredPrint, aStoredPrintOrder } from '@shop/cart-domain/testing';
import { describe, expect, it } from 'vitest';
import { resumeStepHref } from './print-order-model.ts';

const inkjet = { id: 51, slug: 'inkjet', colorChangeCharge: yen(0) };
const silkscreen = { id: 53, slug: 'silkscreen', colorChangeCharge: yen(2200) };
const two = aStoredPrintOrder().selectedColors.concat([
  { colorId: 22, sizes: [{ skuId: 2102, quantity: 5, sku: { price: yen(1300) }, wrappingCharge: yen(0), wrappingId: null }] },
]);

describe('resumeStepHref: the first step that still lacks something', () => {
  const cases: [string, Partial<StoredPrintOrder>, string][] = [
    ['nothing chosen yet', { printMethod: inkjet, prints: [] }, 'print-inkjet'],
    ['no pieces yet', { printMethod: inkjet, selectedColors: [] }, 'print-inkjet'],
    ['inkjet without print data', { printMethod: inkjet }, 'print-inkjet-upload'],
    ['inkjet with print data', { printMethod: inkjet, prints: [aStoredPrint({ fileUuid: 'f-1' })] }, 'print-inkjet-preview'],
    ['silk-screen without inks', { printMethod: silkscreen }, 'print-screen-color'],
    [
      'silk-screen, per-colour inks missing for a colour',
      { printMethod: silkscreen, inkScheme: 'per_color', selectedColors: two, prints: [aStoredPrint({ inkIds: [[1], []] })] },
      'print-screen-color-scheme',
    ],
    [
      'silk-screen with inks, without print data',
      { printMethod: silkscreen, prints: [aStoredPrint({ inkIds: [[1]] })] },
      'print-screen-upload',
    ],
    [
      'silk-screen complete',
      { printMethod: silkscreen, prints: [aStoredPrint({ inkIds: [[1]], fileUuid: 'f-1' })] },
      'print-screen-confirm',
    ],
  ];
  it.each(cases)('%s → %s', (_case, overrides, path) => {
    const order = aStoredPrintOrder(overrides);
    expect(resumeStepHref(order, order.printMethod)).toBe(`/product/T-001/${path}?pid=po-1`);
  });
});
