/**
 * Which garment colours a print method prints on: the catalogue's `printable_colors` of the method
 * (light ones only: inkjet; dark ones only: white inkjet; or any) against each colour's `isDark`.
 * The server checks a colour group with it, the print pages, the cart and the design tool offer the
 * colours it keeps.
 */
import type { PrintableColors } from '@shop/api-contract';

/** Whether a method that prints on `printable` colours prints on a garment colour (dark or not). */
export function printsOnColor(printable: PrintableColors, isDark: boolean): boolean {
  return printable === 'any' || (printable === 'dark') === isDark;
}

/** The colours of a product a method prints on, in the product's order. */
export function printableColors<C extends { readonly isDark: boolean }>(
  product: { readonly colors: readonly C[] },
  method: { readonly printableColors: PrintableColors },
): C[] {
  return product.colors.filter((color) => printsOnColor(method.printableColors, color.isDark));
}

/**
 * The first of `methods` that prints on at least one of the product's colours (the method a design
 * starts with when the shopper has not chosen one), or undefined when none does.
 */
export function firstPrintingMethod<M extends { readonly printableColors: PrintableColors }>(
  product: { readonly colors: readonly { readonly isDark: boolean }[] },
  methods: readonly M[],
): M | undefined {
  return methods.find((method) => printableColors(product, method).length > 0);
}
