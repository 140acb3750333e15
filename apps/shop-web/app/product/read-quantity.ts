/**
 * Reading a quantity field of the product page without valibot (the page's first JavaScript stays
 * free of it): blank is 0, full-width digits are accepted, otherwise whole pieces up to the stock.
 * The messages are the shared ones of @shop/validation (`regex` as the form words it, `maxValue`);
 * read-quantity.test.ts checks they stay identical.
 */

export type QuantityReading = { ok: true; value: number } | { ok: false; message: string };

/** 「{label}は0以上の整数で入力してください」: anything but whole, non-negative digits. */
export function notWholeMessage(label: string): string {
  return `${label}は0以上の整数で入力してください`;
}

/** 「{label}は{max}以下で入力してください」: the words of @shop/validation's maxValue. */
export function aboveMaxMessage(label: string, max: number): string {
  return `${label}は${max}以下で入力してください`;
}

/** Reads `text` typed into the field named `label` with `stock` pieces available. */
export function readQuantity(text: string, label: string, stock: number): QuantityReading {
  const normalized = text.normalize('NFKC').trim();
  if (normalized === '') return { ok: true, value: 0 };
  if (!/^[0-9]+$/.test(normalized)) return { ok: false, message: notWholeMessage(label) };
  const value = Number(normalized);
  if (value > stock) return { ok: false, message: aboveMaxMessage(label, stock) };
  return { ok: true, value };
}
