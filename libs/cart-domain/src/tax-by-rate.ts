/**
 * The consumption tax of a whole document (a receipt, an invoice) by tax rate, as the invoice system
 * (インボイス制度, since October 2023) requires: the tax-included amounts of each rate are added up
 * first, then the tax of that rate is taken once from its total with `consumptionTaxIncluded`
 * (rounded down). Never per line: rounding each line would make the tax depend on how the lines are
 * split.
 */
import { consumptionTaxIncluded, sumYen, type Yen } from './money.ts';

/** One amount of a document and the rate it is taxed at (a discount is negative, at the rate it reduces). */
export interface TaxableAmount {
  /** yen, tax included; negative for a discount (a coupon, points) */
  readonly amount: Yen;
  /** whole percent: 10 (standard) or 8 (reduced) */
  readonly ratePercent: number;
}

/** The total and the tax of one rate of a document. */
export interface RateTotal {
  readonly ratePercent: number;
  /** Σ amounts of this rate (yen, tax included) */
  readonly total: Yen;
  /** consumption tax contained in `total`, rounded down once */
  readonly tax: Yen;
}

/**
 * Totals and tax per rate, highest rate first; a rate appears once it has an amount. Throws
 * RangeError when a rate's amounts add up below zero (a discount larger than what it discounts).
 *
 * @example consumptionTaxByRate([{ amount: yen(1099), ratePercent: 10 }, { amount: yen(1099), ratePercent: 10 }])
 *   // → [{ ratePercent: 10, total: 2198, tax: 199 }] (rounded per line it would be 99 + 99 = 198)
 */
export function consumptionTaxByRate(amounts: readonly TaxableAmount[]): RateTotal[] {
  const byRate = new Map<number, Yen[]>();
  for (const { amount, ratePercent } of amounts) {
    if (!Number.isSafeInteger(ratePercent) || ratePercent < 0) {
      throw new RangeError(`Not a whole tax rate in percent: ${ratePercent}`);
    }
    const list = byRate.get(ratePercent) ?? [];
    list.push(amount);
    byRate.set(ratePercent, list);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, list]) => {
      const total = sumYen(list);
      if (total < 0) {
        throw new RangeError(`The amounts at ${ratePercent} % add up below zero: ${total}`);
      }
      return { ratePercent, total, tax: consumptionTaxIncluded(total, ratePercent) };
    });
}
