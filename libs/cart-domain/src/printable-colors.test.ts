import { describe, expect, it } from 'vitest';
import { firstPrintingMethod, printableColors, printsOnColor } from './printable-colors.ts';

const product = {
  colors: [
    { id: 1, name: 'ホワイト', isDark: false },
    { id: 2, name: 'ブラック', isDark: true },
    { id: 3, name: 'イエロー', isDark: false },
  ],
};

describe('printable colours', () => {
  it.each([
    ['light', [1, 3]],
    ['dark', [2]],
    ['any', [1, 2, 3]],
  ] as const)('a method printing on %s colours keeps the product colours %j, in order', (printable, ids) => {
    expect(printableColors(product, { printableColors: printable }).map((color) => color.id)).toEqual(ids);
  });

  it.each([
    ['light', false, true],
    ['light', true, false],
    ['dark', false, false],
    ['dark', true, true],
    ['any', false, true],
    ['any', true, true],
  ] as const)('%s on a dark=%s garment: %s', (printable, isDark, prints) => {
    expect(printsOnColor(printable, isDark)).toBe(prints);
  });

  it('the first method that prints on a colour of the product is the one a design starts with; none when no method does', () => {
    const inkjet = { slug: 'inkjet', printableColors: 'light' as const };
    const white = { slug: 'white-inkjet', printableColors: 'dark' as const };
    const blackOnly = { colors: [{ isDark: true }] };
    expect(firstPrintingMethod(blackOnly, [inkjet, white])).toBe(white);
    expect(firstPrintingMethod(product, [inkjet, white])).toBe(inkjet);
    expect(firstPrintingMethod(blackOnly, [inkjet])).toBeUndefined();
  });
});
