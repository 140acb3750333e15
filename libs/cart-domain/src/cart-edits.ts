/**
 * Cart edits (spec §4 "Cart edits", §5). They work on guest and server carts alike and return a new
 * cart, or a refusal when the target is missing ('No item exists.'). Print charges are not
 * recomputed here: after changing a production, price it again with `priceProduction(draftOf(production), product)`.
 */
import type { Yen } from './money.ts';
import { ok, refuse } from '@shop/result';
import type { Result } from '@shop/result';
import type { CartItemBase, Production, ProductionItem } from './types.ts';

/** The target of an edit does not exist (spec §5: 'No item exists.'). */
export interface NoItem {
  readonly type: 'no_item';
  readonly message: 'No item exists.';
}

/** The chosen wrapping is not offered for the item. */
export interface NoWrapping {
  readonly type: 'no_wrapping';
}

const noItem = () => refuse<NoItem>({ type: 'no_item', message: 'No item exists.' });

type WithItems = { readonly items: readonly CartItemBase[] };
type WithProductions = { readonly productions: readonly Production[] };

/** Replaces the matching element of a list, or reports that none matched. */
function replaceById<T extends { readonly id: number }>(list: readonly T[], id: number, change: (element: T) => T | null): T[] | undefined {
  const index = list.findIndex((element) => element.id === id);
  const element = list[index];
  if (element === undefined) return undefined;
  const changed = change(element);
  return changed === null ? list.toSpliced(index, 1) : list.with(index, changed);
}

/** Removes a plain item; refuses with `no_item` when it is not in the cart. */
export function removeItem<C extends WithItems>(cart: C, itemId: number): Result<C, NoItem> {
  const items = replaceById(cart.items, itemId, () => null);
  return items ? ok({ ...cart, items }) : noItem();
}

/** Sets a plain item's quantity; 0 removes it. Throws RangeError for a negative or fractional quantity. */
export function updateItemQuantity<C extends WithItems>(cart: C, itemId: number, quantity: number): Result<C, NoItem> {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  const items = replaceById(cart.items, itemId, (item) => (quantity === 0 ? null : { ...item, quantity }));
  return items ? ok({ ...cart, items }) : noItem();
}

/** Chooses a plain item's wrapping (null = none); refuses a missing item or a wrapping it does not offer. */
export function updateItemWrapping<C extends WithItems>(
  cart: C,
  itemId: number,
  wrappingId: number | null,
): Result<C, NoItem | NoWrapping> {
  const item = cart.items.find((i) => i.id === itemId);
  if (!item) return noItem();
  if (wrappingId !== null && !item.wrappings.some((w) => w.id === wrappingId)) return refuse({ type: 'no_wrapping' });
  return ok({ ...cart, items: cart.items.map((i) => (i.id === itemId ? { ...i, wrappingId } : i)) });
}

/** Applies a change to one production; null removes it. */
function editProduction<C extends WithProductions, E>(
  cart: C,
  productionId: number,
  change: (production: Production) => Result<Production | null, E | NoItem>,
): Result<C, E | NoItem> {
  const production = cart.productions.find((p) => p.id === productionId);
  if (!production) return noItem();
  const changed = change(production);
  if (!changed.ok) return changed;
  const productions = replaceById(cart.productions, productionId, () => changed.value) ?? cart.productions;
  return ok({ ...cart, productions });
}

/** Removes an item group; removing the last group of a production removes the production. */
export function removeItemGroup<C extends WithProductions>(cart: C, productionId: number, groupId: number): Result<C, NoItem> {
  return editProduction(cart, productionId, (production) => {
    const itemGroups = replaceById(production.itemGroups, groupId, () => null);
    if (!itemGroups) return noItem();
    return ok(itemGroups.length === 0 ? null : { ...production, itemGroups });
  });
}

/**
 * Replaces the items of an item group, dropping those with quantity 0; a group left empty is
 * removed, and with it the production when it was the last group.
 */
export function replaceItemGroupItems<C extends WithProductions>(
  cart: C,
  productionId: number,
  groupId: number,
  items: readonly ProductionItem[],
): Result<C, NoItem> {
  const kept = items.filter((item) => item.quantity !== 0);
  return editProduction(cart, productionId, (production) => {
    const itemGroups = replaceById(production.itemGroups, groupId, (group) => (kept.length === 0 ? null : { ...group, items: kept }));
    if (!itemGroups) return noItem();
    return ok(itemGroups.length === 0 ? null : { ...production, itemGroups });
  });
}

/** Chooses the wrapping of a production item (null = none); refuses a missing item or an unoffered wrapping. */
export function updateProductionItemWrapping<C extends WithProductions>(
  cart: C,
  productionId: number,
  itemId: number,
  wrappingId: number | null,
): Result<C, NoItem | NoWrapping> {
  return editProduction<C, NoWrapping>(cart, productionId, (production) => {
    if (wrappingId !== null && !production.wrappings.some((w) => w.id === wrappingId)) {
      return refuse({ type: 'no_wrapping' });
    }
    let found = false;
    const itemGroups = production.itemGroups.map((group) => ({
      ...group,
      items: group.items.map((item) => {
        if (item.id !== itemId) return item;
        found = true;
        return { ...item, wrappingId };
      }),
    }));
    return found ? ok({ ...production, itemGroups }) : noItem();
  });
}

/** Sets the per-piece charge of a production's print, found by its print spec id. */
export function updatePrintCharge<C extends WithProductions>(
  cart: C,
  productionId: number,
  printSpecId: number,
  printCharge: Yen,
): Result<C, NoItem> {
  return editProduction(cart, productionId, (production) => {
    if (!production.prints.some((p) => p.printSpec.id === printSpecId)) return noItem();
    const prints = production.prints.map((p) => (p.printSpec.id === printSpecId ? { ...p, printCharge } : p));
    return ok({ ...production, prints });
  });
}
