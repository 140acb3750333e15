/**
 * The catalogue's print prices as the guidance pages and the product page state them: every figure
 * is read from products' `response_group=order` answers (print methods → print specs → print
 * categories with their tiers, plates and fees), never typed.
 */
import type { Product } from '@shop/api-contract';
import { printChargeForQuantity, yen, type Yen } from '@shop/cart-domain';

type WireMethod = Product['printMethods'][number];
type WireCategory = WireMethod['printSpecs'][number]['printCategory'];

/** A print category (one price table) of a method, with the print sizes it prices. */
export interface CategoryPrices {
  readonly id: number;
  readonly name: string;
  readonly label: string; // the category's name without the method's: 「A4以内」
  readonly sizes: readonly string[]; // print sizes of the specs it prices: A4, 10cm×10cm…
  readonly printCharges: readonly { readonly minQuantity: number; readonly charge: number }[];
  readonly platePrice: number; // yen per plate, kept for reorders
  readonly shortTermPlatePrice: number; // yen per plate, one order
  readonly extraPlateCharge: number; // yen once per print
  readonly extraPrintCharge: number; // yen per piece
  readonly dataProductionFee: number; // yen once per print
}

/** A print method with its price tables. */
export interface MethodPrices {
  readonly slug: string;
  readonly name: string;
  readonly minQuantity: number; // pieces
  readonly colorChangeCharge: number; // yen per colour change
  readonly usesInks: boolean; // priced per ink colour (silk-screen)
  readonly categories: readonly CategoryPrices[];
}

/** A category's name without its method's name in front (「インクジェット A4以内」 → 「A4以内」). */
export function categoryLabel(methodName: string, categoryName: string): string {
  return categoryName.startsWith(methodName) ? categoryName.slice(methodName.length).trim() || categoryName : categoryName;
}

function lowestCharge(category: Pick<WireCategory, 'printCharges'>): number {
  return Math.min(...category.printCharges.map((tier) => tier.charge));
}

/**
 * The print methods of some products with the categories their specs use (each once, by id), in the
 * order first seen; categories from the cheapest table to the dearest.
 */
export function methodPrices(products: readonly Product[]): MethodPrices[] {
  const methods = new Map<string, { method: WireMethod; categories: Map<number, { category: WireCategory; sizes: Set<string> }> }>();
  for (const product of products) {
    for (const method of product.printMethods) {
      let entry = methods.get(method.slug);
      if (!entry) methods.set(method.slug, (entry = { method, categories: new Map() }));
      for (const spec of method.printSpecs) {
        let category = entry.categories.get(spec.printCategory.id);
        if (!category) entry.categories.set(spec.printCategory.id, (category = { category: spec.printCategory, sizes: new Set() }));
        category.sizes.add(spec.size);
      }
    }
  }
  return [...methods.values()].map(({ method, categories }) => ({
    slug: method.slug,
    name: method.name,
    minQuantity: method.minQuantity,
    colorChangeCharge: method.colorChangeCharge,
    usesInks: method.inks.length > 0,
    categories: [...categories.values()]
      .sort((a, b) => lowestCharge(a.category) - lowestCharge(b.category))
      .map(({ category, sizes }) => ({
        id: category.id,
        name: category.name,
        label: categoryLabel(method.name, category.name),
        sizes: [...sizes],
        printCharges: [...category.printCharges].sort((a, b) => a.minQuantity - b.minQuantity),
        platePrice: category.platePrice,
        shortTermPlatePrice: category.shortTermPlatePrice,
        extraPlateCharge: category.extraPlateCharge,
        extraPrintCharge: category.extraPrintCharge,
        dataProductionFee: category.dataProductionFee,
      })),
  }));
}

/** One row of a method's tier table: a quantity range and each category's charge per print in it. */
export interface TierRow {
  readonly minQuantity: number;
  readonly maxQuantity: number | null; // null: and more
  readonly charges: readonly (Yen | null)[]; // per category, in the method's order; null: no tier reaches it
}

/**
 * The rows of a method's tier table: every quantity at which some category's charge changes, from
 * the method's minimum up, and the charge cart-domain's `printChargeForQuantity` picks there.
 */
export function tierRows(method: MethodPrices): TierRow[] {
  const starts = [
    ...new Set(
      method.categories.flatMap((category) => category.printCharges.map((tier) => Math.max(tier.minQuantity, method.minQuantity))),
    ),
  ].sort((a, b) => a - b);
  return starts.map((minQuantity, index) => {
    const next = starts[index + 1];
    return {
      minQuantity,
      maxQuantity: next === undefined ? null : next - 1,
      charges: method.categories.map((category) => {
        const charge = printChargeForQuantity(
          category.printCharges.map((tier) => ({ minQuantity: tier.minQuantity, charge: yen(tier.charge) })),
          minQuantity,
        );
        return charge.ok ? charge.value : null;
      }),
    };
  });
}

/** A quantity range as the tables write it: 「1〜9枚」, 「300枚〜」. */
export function quantityRange(row: Pick<TierRow, 'minQuantity' | 'maxQuantity'>): string {
  if (row.maxQuantity === null) return `${row.minQuantity}枚〜`;
  if (row.maxQuantity === row.minQuantity) return `${row.minQuantity}枚`;
  return `${row.minQuantity}〜${row.maxQuantity}枚`;
}

/** Whether any category of the method charges plates or one-off fees (silk-screen). */
export function hasOneOffCharges(method: MethodPrices): boolean {
  return method.categories.some(
    (c) => c.platePrice > 0 || c.shortTermPlatePrice > 0 || c.extraPlateCharge > 0 || c.extraPrintCharge > 0 || c.dataProductionFee > 0,
  );
}
