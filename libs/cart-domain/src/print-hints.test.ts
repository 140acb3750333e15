import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { effectiveDpi, nextTier, resolutionLevel } from './print-hints.ts';
import { somePrintChargeTiers } from './testing/index.ts';

const tiers = (...pairs: [number, number][]) => pairs.map(([minQuantity, charge]) => ({ minQuantity, charge: yen(charge) }));

describe('nextTier: how many more pieces make each piece cheaper, and by how much', () => {
  // 800 from 1, 600 from 10, 450 from 30
  const one = [{ printCharges: somePrintChargeTiers(), plates: 1 }];
  it.each([
    ['5 pieces: 5 more reach the 600 yen tier', one, 5, { morePieces: 5, savingPerPiece: 200 }],
    ['10 pieces: 20 more reach the 450 yen tier', one, 10, { morePieces: 20, savingPerPiece: 150 }],
    ['30 pieces: no tier lies ahead', one, 30, null],
    [
      'plates multiply the saving: 2 plates save 400 at 10',
      [{ printCharges: somePrintChargeTiers(), plates: 2 }],
      9,
      { morePieces: 1, savingPerPiece: 400 },
    ],
    [
      'two prints: the nearest threshold of either, the saving summed',
      [
        { printCharges: somePrintChargeTiers(), plates: 1 },
        { printCharges: tiers([1, 500], [5, 400]), plates: 1 },
      ],
      3,
      { morePieces: 2, savingPerPiece: 100 },
    ],
    [
      'a threshold that saves nothing is skipped',
      [{ printCharges: tiers([1, 500], [10, 500], [20, 400]), plates: 1 }],
      5,
      { morePieces: 15, savingPerPiece: 100 },
    ],
  ] as const)('%s', (_rule, prints, quantity, expected) => {
    expect(nextTier(prints, quantity)).toEqual(expected);
  });
});

describe('effectiveDpi and resolutionLevel (印刷がぼやける可能性があります below 150 dpi; consent below 72)', () => {
  const A3 = { width: 297, height: 420 };
  it.each([
    ['2339 × 3307 px across A3 is 200 dpi', { width: 2339, height: 3307 }, 200, 'fine'],
    ['702 × 992 px across A3 is 60 dpi', { width: 702, height: 992 }, 60, 'too_coarse'],
    ['the limiting side decides: a wide image on a tall area', { width: 3508, height: 1000 }, 60, 'too_coarse'],
    ['1170 × 1654 px across A3 is 100 dpi', { width: 1170, height: 1654 }, 100, 'blurry'],
  ] as const)('%s', (_rule, pixels, dpi, level) => {
    expect(effectiveDpi(pixels, A3)).toBe(dpi);
    expect(resolutionLevel(dpi)).toBe(level);
  });

  it('draws the lines at 150 and 72 dpi exactly', () => {
    expect([resolutionLevel(150), resolutionLevel(149), resolutionLevel(72), resolutionLevel(71)]).toEqual([
      'fine',
      'blurry',
      'blurry',
      'too_coarse',
    ]);
  });
});
