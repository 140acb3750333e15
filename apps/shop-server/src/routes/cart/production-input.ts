/** Checking production requests against the catalogue, and turning their lines into draft lines. */
import { HttpProblem } from '../../http/errors.ts';
import type { CatalogueProduct } from './catalogue.ts';
import { CART_MESSAGES } from './messages.ts';
import type { DraftItem } from './pricing.ts';

/** Largest colour change frequency accepted per print (the column is a 32-bit integer). */
export const MAX_COLOR_CHANGES = 100;
/** Longest free-text print size accepted, characters. */
export const MAX_PRINT_SIZE_LENGTH = 100;

/** Collects Laravel-style field errors and throws them as one 422. */
export class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny() {
    const messages = Object.values(this.errors).flat();
    if (messages.length > 0) {
      const first = messages[0] ?? '';
      throw new HttpProblem(422, messages.length > 1 ? `${first}（他${messages.length - 1}件のエラー）` : first, this.errors);
    }
  }
}

/** Line items in request form (camelCased by the api-client schemas). */
export interface ItemInput {
  id?: number | undefined;
  skuId: number;
  price: number;
  quantity: number;
  wrappingId: number | null;
}

/** Checks a colour suits the print method (white inkjet: dark garments only; inkjet: light only). */
export function checkColorForMethod(errors: FieldErrors, field: string, colorId: number, methodId: number, product: CatalogueProduct) {
  const forDark = product.methodForDark.get(methodId);
  if (forDark !== undefined && forDark !== null && forDark !== product.darkColors.has(colorId)) {
    errors.add(field, CART_MESSAGES.colorNotForMethod);
  }
}

/** Checks one colour group's lines against the catalogue; errors under `path`. */
export function checkItems(errors: FieldErrors, path: string, colorId: number, items: readonly ItemInput[], product: CatalogueProduct) {
  const color = product.order.colors.find((c) => c.id === colorId);
  const offered = new Set(product.order.wrappings.map((w) => w.id));
  const seen = new Set<number>();
  items.forEach((item, j) => {
    if (color && !color.sizes.some((s) => s.sku.id === item.skuId)) errors.add(`${path}.${j}.sku_id`, CART_MESSAGES.sizeNotInColor);
    if (seen.has(item.skuId)) errors.add(`${path}.${j}.sku_id`, CART_MESSAGES.sizeTwice);
    seen.add(item.skuId);
    if (item.wrappingId !== null && !offered.has(item.wrappingId)) {
      errors.add(`${path}.${j}.wrapping_id`, CART_MESSAGES.wrappingNotOffered);
    }
  });
}

/** Hands out ids ≤ 0 for rows of one request that are not stored yet. */
export function temporaryIds(): () => number {
  let next = 0;
  return () => --next;
}

/** Draft lines from request lines; new lines get temporary ids. */
export const draftItems = (items: readonly ItemInput[], newId: () => number): DraftItem[] =>
  items.map((item) => ({
    id: item.id ?? newId(),
    skuId: item.skuId,
    quantity: item.quantity,
    price: item.price,
    wrappingId: item.wrappingId,
  }));

