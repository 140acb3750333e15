/**
 * Money: integer yen, tax included (総額表示). Every amount in the shop is a `Yen`; the only way to
 * make one is `yen()`, which refuses anything that is not a safe integer.
 */

declare const yenBrand: unique symbol;

/** Integer yen, consumption tax included. Build with `yen()`. */
export type Yen = number & { readonly [yenBrand]: 'Yen' };

/** The one checked constructor: `yen(1980)`; throws RangeError for NaN, fractions and unsafe integers. */
export function yen(amount: number): Yen {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Not an amount of yen (safe integer expected): ${amount}`);
  }
  // -0 would print as "0" but compare oddly in Object.is-based tests; normalise it.
  return (amount === 0 ? 0 : amount) as Yen;
}

/** Adds two amounts: `addYen(yen(100), yen(20))` → 120. */
export function addYen(a: Yen, b: Yen): Yen {
  return yen(a + b);
}

/** Adds any number of amounts; an empty list is 0 yen. */
export function sumYen(amounts: readonly Yen[]): Yen {
  return amounts.reduce<Yen>(addYen, yen(0));
}

/** Multiplies an amount by a whole count (a quantity, a number of plates…); throws RangeError for fractions. */
export function multiplyYen(amount: Yen, quantity: number): Yen {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Not a whole quantity: ${quantity}`);
  }
  return yen(amount * quantity);
}

/** Japanese standard consumption tax rate (percent). */
export const CONSUMPTION_TAX_RATE_PERCENT = 10;

/**
 * Consumption tax contained in a tax-inclusive total (内税額), rounded down (切り捨て):
 * floor(total × rate / (100 + rate)), computed exactly in integers.
 * Example: `consumptionTaxIncluded(yen(1100))` → 100; `consumptionTaxIncluded(yen(1099))` → 99.
 * Throws RangeError for a negative total or a rate that is not a non-negative whole percent.
 */
export function consumptionTaxIncluded(total: Yen, ratePercent: number = CONSUMPTION_TAX_RATE_PERCENT): Yen {
  if (total < 0) {
    throw new RangeError(`A tax-inclusive total cannot be negative: ${total}`);
  }
  if (!Number.isSafeInteger(ratePercent) || ratePercent < 0) {
    throw new RangeError(`Not a whole tax rate in percent: ${ratePercent}`);
  }
  // BigInt keeps total × rate exact beyond 2^53; division of non-negative BigInts truncates = floor.
  return yen(Number((BigInt(total) * BigInt(ratePercent)) / BigInt(100 + ratePercent)));
}
