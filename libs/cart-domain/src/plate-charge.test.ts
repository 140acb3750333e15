import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { plateCharge } from './plate-charge.ts';
import { aStoredPrint } from './testing/index.ts';
import type { StoredPrint } from './types.ts';

describe('plateCharge: per plate short-term price unless repeatable, × plates (minimum 1), + extra plate charge', () => {
  it.each<[string, Partial<StoredPrint>, boolean, number]>([
    ['a one-off order pays the short-term plate price', { plates: 1 }, false, 5000],
    ['a repeatable order pays the plate price', { plates: 1 }, true, 3000],
    ['zero plates count as one', { plates: 0 }, false, 5000],
    ['each plate is charged', { plates: 3 }, false, 15_000],
    ['each plate of a repeatable order is charged', { plates: 3 }, true, 9000],
    ['the extra plate charge is added once', { plates: 2, extraPlateCharge: yen(1200) }, true, 7200],
  ])('%s', (_rule, overrides, isRepeatable, charge) => {
    expect(plateCharge(aStoredPrint(overrides), isRepeatable)).toBe(charge);
  });
});
