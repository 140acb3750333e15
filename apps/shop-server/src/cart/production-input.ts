/**
 * Validating production requests against the catalogue (the "validator" of the production routes),
 * and turning their lines into draft lines. Each check collects Laravel-style field errors and
 * throws them as one 422; pricing itself is cart-domain's `priceProduction`.
 */
import type { CartProductionCreateRequest } from '@shop/api-contract';
import { printsOnColor, type ProductionDraft, type ProductionDraftGroup, type ProductionDraftItem, yen } from '@shop/cart-domain';
import { isValidLayout } from '@shop/artwork-domain';
import { HttpProblem } from '../http/errors.ts';
import type { CatalogueProduct } from '../catalog/catalog-service.ts';
import { CART_MESSAGES } from './messages.ts';

/** Largest colour change frequency accepted per print (the column is a 32-bit integer). */
export const MAX_COLOR_CHANGES = 100;
/** Most plates (ink colours) one print may have: a silk-screen press has at most 12 heads. */
export const MAX_PLATES = 12;
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

/** Line items in request form (camelCased by the contract's schemas). */
export interface ItemInput {
  id?: number | undefined;
  skuId: number;
  price: number;
  quantity: number;
  wrappingId: number | null;
}

/** Checks a colour suits the print method (white inkjet: dark garments only; inkjet: light only). */
export function checkColorForMethod(errors: FieldErrors, field: string, colorId: number, methodId: number, product: CatalogueProduct) {
  const printable = product.methodPrintableColors.get(methodId);
  if (printable !== undefined && !printsOnColor(printable, product.darkColors.has(colorId))) {
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
export const draftItems = (items: readonly ItemInput[], newId: () => number): ProductionDraftItem[] =>
  items.map((item) => ({
    id: item.id ?? newId(),
    skuId: item.skuId,
    quantity: item.quantity,
    price: yen(item.price),
    wrappingId: item.wrappingId,
  }));

/** The uploaded files a new production's prints cite (`svg_file_uuid`, `file_uuid`), lower-cased. */
export const printFileUuids = (prints: CartProductionCreateRequest['prints']): string[] =>
  prints.flatMap((print) => [print.svgFileUuid, print.fileUuid]).flatMap((uuid) => (uuid ? [uuid.toLowerCase()] : []));

/**
 * Checks a new production against the catalogue product (422 with every field error at once).
 * `ownFiles`: which of its `printFileUuids` are the customer's own uploads; any other is refused.
 */
export function checkNewProduction(
  body: CartProductionCreateRequest,
  product: CatalogueProduct,
  ownFiles: ReadonlySet<string> = new Set(),
): void {
  const errors = new FieldErrors();
  const method = product.order.printMethods.find((m) => m.id === body.printMethodId);
  if (!method) errors.add('print_method_id', CART_MESSAGES.printMethodNotOffered);
  const specs = new Set<number>();
  body.prints.forEach((print, i) => {
    if (method && !method.printSpecs.some((s) => s.id === print.printSpecId)) {
      errors.add(`prints.${i}.print_spec_id`, CART_MESSAGES.printSpecNotOffered);
    }
    if (specs.has(print.printSpecId)) errors.add(`prints.${i}.print_spec_id`, CART_MESSAGES.printSpecTwice);
    specs.add(print.printSpecId);
    if (print.plates > MAX_PLATES) errors.add(`prints.${i}.plates`, CART_MESSAGES.tooManyPlates(MAX_PLATES));
    if (print.colorChangeFrequency > MAX_COLOR_CHANGES) {
      errors.add(`prints.${i}.color_change_frequency`, CART_MESSAGES.tooManyColorChanges(MAX_COLOR_CHANGES));
    }
    if ((print.size?.length ?? 0) > MAX_PRINT_SIZE_LENGTH) {
      errors.add(`prints.${i}.size`, CART_MESSAGES.sizeTooLong(MAX_PRINT_SIZE_LENGTH));
    }
    const area = product.specs.get(print.printSpecId)?.area;
    if (print.layout && area && !isValidLayout(print.layout, area)) {
      errors.add(`prints.${i}.layout`, CART_MESSAGES.layoutOutsideArea(area));
    }
    if (print.inkSets && print.inkSets.length > 0) checkInkSets(errors, `prints.${i}.ink_sets`, print, body, product);
    for (const [field, uuid] of [
      ['svg_file_uuid', print.svgFileUuid],
      ['file_uuid', print.fileUuid],
    ] as const) {
      if (uuid && !ownFiles.has(uuid.toLowerCase())) errors.add(`prints.${i}.${field}`, CART_MESSAGES.fileNotOwn);
    }
  });
  const colors = new Set<number>();
  body.itemGroups.forEach((group, i) => {
    if (!product.order.colors.some((col) => col.id === group.colorId))
      errors.add(`item_groups.${i}.color_id`, CART_MESSAGES.colorNotOffered);
    if (colors.has(group.colorId)) errors.add(`item_groups.${i}.color_id`, CART_MESSAGES.colorTwice);
    checkColorForMethod(errors, `item_groups.${i}.color_id`, group.colorId, body.printMethodId, product);
    colors.add(group.colorId);
    checkItems(errors, `item_groups.${i}.items`, group.colorId, group.items, product);
  });
  errors.throwIfAny();
}

/**
 * Silk-screen inks chosen for a print (issue #30): inks of the production's print method only, one set
 * for all colours or one per ordered colour, and as many inks in the largest set as the print has plates.
 */
function checkInkSets(
  errors: FieldErrors,
  path: string,
  print: Pick<CartProductionCreateRequest['prints'][number], 'plates' | 'inkSets'>,
  body: Pick<CartProductionCreateRequest, 'printMethodId' | 'itemGroups'>,
  product: CatalogueProduct,
): void {
  const sets = print.inkSets ?? [];
  const offered = new Set((product.methodInks.get(body.printMethodId) ?? []).map((ink) => ink.id));
  const ordered = new Set(body.itemGroups.map((group) => group.colorId));
  if (sets.some((set) => set.inkIds.some((id) => !offered.has(id)))) errors.add(path, CART_MESSAGES.inkNotOffered);
  const forAll = sets.some((set) => set.colorId === null);
  const colors = sets.map((set) => set.colorId);
  if ((forAll && sets.length > 1) || colors.some((id) => id !== null && !ordered.has(id)) || new Set(colors).size !== colors.length) {
    errors.add(path, CART_MESSAGES.inkColorNotOrdered);
  }
  const plates = Math.max(1, print.plates);
  if (Math.max(...sets.map((set) => set.inkIds.length)) !== plates) errors.add(path, CART_MESSAGES.inkCountMismatch(plates));
}

/** Checks a colour group added to a stored production. */
export function checkNewGroup(
  stored: ProductionDraft,
  body: { colorId: number; items: readonly ItemInput[] },
  product: CatalogueProduct,
): void {
  const errors = new FieldErrors();
  if (!product.order.colors.some((col) => col.id === body.colorId)) errors.add('color_id', CART_MESSAGES.colorNotOffered);
  if (stored.itemGroups.some((g) => g.colorId === body.colorId)) errors.add('color_id', CART_MESSAGES.colorAlreadyInProduction);
  checkColorForMethod(errors, 'color_id', body.colorId, stored.printMethodId, product);
  checkItems(errors, 'items', body.colorId, body.items, product);
  errors.throwIfAny();
}

/** Checks the lines replacing those of a group: ids must be the group's own. */
export function checkGroupReplacement(group: ProductionDraftGroup, items: readonly ItemInput[], product: CatalogueProduct): void {
  const errors = new FieldErrors();
  const ownIds = new Set(group.items.map((i) => i.id));
  items.forEach((item, j) => {
    if (item.id !== undefined && !ownIds.has(item.id)) errors.add(`items.${j}.id`, CART_MESSAGES.itemNotInGroup);
  });
  checkItems(errors, 'items', group.colorId, items, product);
  errors.throwIfAny();
}

/** Refuses a wrapping the product does not offer (null, no wrapping, is always accepted). */
export function checkWrapping(wrappingId: number | null, product: CatalogueProduct): void {
  if (wrappingId !== null && !product.order.wrappings.some((w) => w.id === wrappingId)) {
    throw new HttpProblem(422, CART_MESSAGES.wrappingNotOffered, { wrapping_id: [CART_MESSAGES.wrappingNotOffered] });
  }
}
