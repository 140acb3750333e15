/**
 * Numbers as the shop shows them (ja-JP: `1,234.5`), without `Intl`. A page's first
 * `Intl.NumberFormat` loads ICU's locale data: 55 ms on this machine, over 200 ms on the phone
 * Lighthouse simulates, one long task while the page hydrates (issue #13). The output is that of
 * `Intl.NumberFormat('ja-JP', …)` for the same options (numbers.test.ts compares them): rounding
 * half away from zero on the shortest decimal form of the number, as ICU does.
 */

/** `"1234567"` → `"1,234,567"` (a string of digits). */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * `value` with between `minFraction` and `maxFraction` decimals (trailing zeros beyond the minimum
 * dropped) and thousands separators: `formatDecimal(4.35, 1, 1)` → `"4.4"`.
 */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const abs = Math.abs(value);
  // Scaling through the decimal string (`4.35e1` is 43.5 exactly) rounds the number the shopper
  // reads, not its binary neighbour (4.35 * 10 is 43.49999…).
  const scaled = Math.round(Number(`${abs}e${maxFraction}`));
  const digits = String(scaled).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction);
  let fraction = digits.slice(digits.length - maxFraction);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${groupDigits(whole)}${fraction === '' ? '' : `.${fraction}`}`;
}

/** A count with separators, whole numbers: `12000` → `"12,000"` (points, quantities). */
export function formatCount(value: number): string {
  return formatDecimal(value, 0, 0);
}
