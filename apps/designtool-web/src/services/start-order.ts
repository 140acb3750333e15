/**
 * Starting a design from `/designtool`: the product, print method, garment colour and placements the
 * shopper picked become a stored print order (as the print pages start one), and the design route
 * of that order opens with the colour in its query (the order has no quantities yet).
 */
import type { Product } from '@shop/api-contract';
import { firstPrintingMethod } from '@shop/cart-domain';
import { newPrintOrder, newStoredPrint, type PrintOrderInput } from '@shop/web-state';

type Method = Product['printMethods'][number];

/**
 * The methods the design tool designs for: inkjet and white inkjet, and silk-screen (the editor then
 * offers the method's named inks and counts the plates).
 */
export const DESIGNABLE_METHOD_SLUGS: ReadonlySet<string> = new Set(['inkjet', 'white-inkjet', 'silkscreen']);

export function designableMethods(product: Pick<Product, 'printMethods'>): Method[] {
  return product.printMethods.filter((m) => DESIGNABLE_METHOD_SLUGS.has(m.slug));
}

/**
 * The method a design starts with: the first designable method that prints at least one of the
 * product's colours (cart-domain's `firstPrintingMethod` over `printableColors`, the rule the print
 * pages and the server use; the journeys apply it to every product of the demo catalogue).
 * Inkjet prints light colours only, so a product sold only in dark colours starts with white inkjet
 * or silk-screen. Null when no method prints any of its colours.
 */
export function firstStartableMethod(product: Pick<Product, 'printMethods' | 'colors'>): Method | undefined {
  return firstPrintingMethod(product, designableMethods(product));
}

/** Why a product cannot be designed: no designable method prints any of its colours. */
export const NOTHING_PRINTS = (name: string) =>
  `${name}は、デザインツールで扱うプリント方法（インクジェット・白インクジェット・シルクスクリーン）ではどのボディカラーにもプリントできません。商品ページからお問い合わせください。`;

export function startOrder(id: string, product: Product, method: Method, specIds: readonly number[]): PrintOrderInput {
  const specs = method.printSpecs.filter((spec) => specIds.includes(spec.id));
  return { ...newPrintOrder(id, product, method), prints: specs.map(newStoredPrint) };
}
