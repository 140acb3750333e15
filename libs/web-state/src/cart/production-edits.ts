/**
 * Edits of a print order in the cart (spec §4 "Cart edits", §5): quantities per size of a colour,
 * removing or adding a colour, the wrapping of a size line. They work on the relevant cart: for a
 * logged-in customer through the item-group and item calls (the server prices the whole production
 * again; the server cart is then reloaded, with its shortage and revision flags); for a guest with
 * cart-domain's edits, the production priced again by `priceProduction` against the re-fetched
 * product. A production that pricing would refuse (below the method's minimum, no tier) is not
 * changed: the edit is refused with the reason in Japanese.
 */
import {
  draftOf,
  priceProduction,
  removeItemGroup,
  replaceItemGroupItems,
  updateProductionItemWrapping,
  type GuestCart,
  type OrderProduct,
  type Production,
  type ProductionRefusal,
} from '@shop/cart-domain';
import type { ApiClient } from '@shop/api-client';
import { atom, type Getter, type Setter } from 'jotai';
import { firstValidationMessage, isUnauthenticated, statusOf } from '../api/api-errors.ts';
import { toOrderProduct } from '../api/cart-mapping.ts';
import { servicesAtom } from '../api/services.ts';
import { serverCartAtom, serverCartSlotAtom } from '../state/server-cart-state.ts';
import { currentSession } from '../state/session-state.ts';
import { currentSlot, store } from './guest-cart.ts';
import { EDIT_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE, loadServerCartAtom, signOutOn401, type CartEditResult } from './server-cart.ts';

/** The print order (or its colour) is no longer in the cart. */
export const PRODUCTION_GONE_MESSAGE = 'このプリント注文はすでにカートにありません。';
/** The size or colour is not sold any more. */
const NOT_SOLD_MESSAGE = '選択されたカラー・サイズは現在お取り扱いがありません。';
/** Some pieces were cut to the stock. */
const SHORTAGE_NOTICE = '在庫数に合わせて数量を減らしました。';
/** The guest edit could not check the product. */
const PRODUCT_UNREACHABLE_MESSAGE = '商品の在庫・価格を確認できませんでした。時間をおいてもう一度お試しください。';

/**
 * Why a print order cannot be changed that way, for the shopper (cart-domain's refusal): below the
 * method's minimum quantity, no tier for the quantity, or something no longer sold.
 */
export function productionRefusalMessage(refusal: ProductionRefusal | undefined, methodName: string, quantity: number): string {
  switch (refusal?.type) {
    case 'below_minimum_quantity':
      return `${methodName}は${refusal.minQuantity}枚からご注文いただけます（あと${refusal.minQuantity - quantity}枚）。`;
    case 'no_print_charge_tier':
      return 'この枚数のプリント料金が設定されていないため、お見積もりでのご案内となります。';
    default:
      return '選択された内容ではご注文いただけません（在庫切れ、または取り扱いを終了したカラー・サイズが含まれています）。';
  }
}

/** One size of a colour to add: its SKU and quantity (the wrapping is optional). */
export interface ProductionGroupLine {
  readonly skuId: number;
  readonly quantity: number;
  readonly wrappingId?: number | null;
}

/** Sets the quantity of one size (SKU) of a colour group; 0 drops the size. */
export interface ChangeProductionGroup {
  readonly productionId: number;
  readonly groupId: number;
  readonly skuId: number;
  readonly quantity: number;
}

/** Adds a colour the print order does not hold yet, with quantities per size. */
export interface AddProductionGroup {
  readonly productionId: number;
  readonly colorId: number;
  readonly lines: readonly ProductionGroupLine[];
}

// ---------------------------------------------------------------------------------------------
// Shared

const loggedIn = (get: Getter) => currentSession(get).user !== null;

function pieces(production: Production): number {
  return production.itemGroups.reduce((sum, group) => sum + group.items.reduce((n, item) => n + item.quantity, 0), 0);
}

/** The production of the relevant cart (display data included for the server cart). */
function findProduction(get: Getter, productionId: number): Production | undefined {
  const productions = loggedIn(get) ? get(serverCartAtom)?.productions : currentSlot(get).stored?.cart.productions;
  return productions?.find((production) => production.id === productionId);
}

/** Reloads the server cart after an edit (a failed reload leaves the page to load it again). */
async function reload(set: Setter): Promise<void> {
  try {
    await set(loadServerCartAtom);
  } catch {
    // The edit itself is done.
  }
}

/** The flags the server answers after pricing the production again (`meta`), when it sent them. */
type PricingMeta = { readonly shortage: boolean; readonly revision: boolean } | undefined;

/**
 * Runs a server edit, then reloads the cart and keeps the answer's shortage and revision flags on
 * it (the cart page shows them as notices); 401 signs out, 404 reloads, 422 shows its message.
 */
async function serverEdit(
  get: Getter,
  set: Setter,
  call: (client: ApiClient) => Promise<{ readonly meta?: PricingMeta }>,
): Promise<CartEditResult> {
  let meta: PricingMeta;
  try {
    const client = await get(servicesAtom).api();
    meta = (await signOutOn401(set, () => call(client))).meta;
  } catch (error) {
    if (isUnauthenticated(error)) return { ok: false, message: SESSION_EXPIRED_MESSAGE };
    if (statusOf(error) === 404) {
      await reload(set);
      return { ok: false, message: PRODUCTION_GONE_MESSAGE };
    }
    return { ok: false, message: firstValidationMessage(error) ?? EDIT_FAILED_MESSAGE };
  }
  await reload(set);
  if (meta?.shortage || meta?.revision) {
    const { shortage, revision } = meta;
    set(serverCartSlotAtom, (cart) =>
      cart ? { ...cart, shortage: cart.shortage || shortage, revision: cart.revision || revision } : cart,
    );
  }
  return meta?.shortage ? { ok: true, notice: SHORTAGE_NOTICE } : { ok: true };
}

/** The guest cart's stored state, or undefined when there is none. */
function guestCart(get: Getter): GuestCart | undefined {
  return currentSlot(get).stored?.cart;
}

/**
 * Prices a guest production again (after an edit) against its re-fetched product and stores the
 * cart. Null production (the edit removed it): stored as is. Refused pricing: nothing stored.
 */
async function repriceGuest(get: Getter, set: Setter, before: GuestCart, edited: GuestCart, productionId: number): Promise<CartEditResult> {
  const production = edited.productions.find((p) => p.id === productionId);
  let cart = edited;
  let notice: string | undefined;
  if (production) {
    let product: OrderProduct;
    try {
      const client = await get(servicesAtom).api();
      product = toOrderProduct((await client.products.get(production.product.id)).data);
    } catch {
      return { ok: false, message: PRODUCT_UNREACHABLE_MESSAGE };
    }
    const priced = priceProduction(draftOf(production), product);
    if (!priced.production) {
      const method = product.printMethods.find((m) => m.id === production.printMethod.id);
      return {
        ok: false,
        message: productionRefusalMessage(priced.refusal, method?.name ?? production.printMethod.name, pieces(production)),
      };
    }
    const repriced = priced.production;
    cart = { ...edited, productions: edited.productions.map((p) => (p.id === productionId ? repriced : p)) };
    const flags = priced.flags;
    if (flags.shortage) {
      cart = { ...cart, shortage: true };
      notice = SHORTAGE_NOTICE;
    }
    if (flags.revision) cart = { ...cart, revision: true };
  }
  const slot = currentSlot(get);
  const current = slot.stored?.cart;
  if (!slot.stored || !current) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
  if (current !== before) {
    // The cart changed meanwhile (the page-open refresh, another tab): the edit still applies when
    // this print order is as it was (a refresh that changed nothing of it), else it is dropped.
    const was = before.productions.find((p) => p.id === productionId);
    const now = current.productions.find((p) => p.id === productionId);
    if (!was || !now || JSON.stringify(draftOf(was)) !== JSON.stringify(draftOf(now))) return { ok: false, message: EDIT_FAILED_MESSAGE };
    const edit = cart.productions.find((p) => p.id === productionId);
    const productions = edit
      ? current.productions.map((p) => (p.id === productionId ? edit : p))
      : current.productions.filter((p) => p.id !== productionId);
    cart = { ...current, productions, shortage: current.shortage || cart.shortage, revision: current.revision || cart.revision };
  }
  store(set, { ...slot.stored, cart });
  return notice === undefined ? { ok: true } : { ok: true, notice };
}

/** A new negative id, unique in the guest cart. */
function nextGuestId(cart: GuestCart): number {
  const used = cart.productions.flatMap((p) => [
    p.id,
    ...p.itemGroups.flatMap((group) => [group.id, ...group.items.map((item) => item.id)]),
    ...p.prints.map((print) => print.id),
  ]);
  return Math.min(0, ...used) - 1;
}

// ---------------------------------------------------------------------------------------------
// Atoms

/**
 * Sets one size's quantity in a colour group of a print order (0 drops the size; the last size drops
 * the colour, the last colour the print order). Logged in: `PUT /api/cart_production_item_groups/{id}`
 * with every size of the group. Guest: `replaceItemGroupItems`, then the production priced again.
 */
export const changeProductionGroupAtom = atom(null, async (get, set, change: ChangeProductionGroup): Promise<CartEditResult> => {
  const quantity = Math.max(0, Math.trunc(change.quantity));
  const production = findProduction(get, change.productionId);
  const group = production?.itemGroups.find((g) => g.id === change.groupId);
  if (!production || !group) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
  const existing = group.items.find((item) => item.sku.id === change.skuId);
  const offered = production.product.colors.find((c) => c.id === group.color.id)?.sizes.find((s) => s.sku.id === change.skuId);
  if (!existing && !offered) return { ok: false, message: NOT_SOLD_MESSAGE };

  if (loggedIn(get)) {
    const items = group.items.map((item) => ({
      id: item.id as number | undefined,
      skuId: item.sku.id,
      price: item.price,
      quantity: item.sku.id === change.skuId ? quantity : item.quantity,
      wrappingId: item.wrappingId,
    }));
    if (!existing && offered) items.push({ id: undefined, skuId: change.skuId, price: offered.sku.price, quantity, wrappingId: null });
    if (!items.some((item) => item.quantity > 0)) {
      // The API wants one piece at least: an emptied colour is removed instead.
      return serverEdit(get, set, (client) => client.cartProductionItemGroups.delete(group.id));
    }
    const body = { items: items.map(({ id, ...rest }) => (id === undefined ? rest : { id, ...rest })) };
    return serverEdit(get, set, (client) => client.cartProductionItemGroups.update(group.id, body));
  }

  const before = guestCart(get);
  if (!before) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
  const items =
    existing || !offered
      ? group.items.map((item) => (item.sku.id === change.skuId ? { ...item, quantity } : item))
      : [
          ...group.items,
          {
            id: nextGuestId(before),
            size: { id: offered.id, name: offered.name },
            sku: offered.sku,
            quantity,
            price: offered.sku.price,
            wrappingId: null,
          },
        ];
  const edited = replaceItemGroupItems(before, change.productionId, change.groupId, items);
  if (!edited.ok) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
  return repriceGuest(get, set, before, edited.value, change.productionId);
});

/**
 * Removes a colour group of a print order (the last one removes the print order). Logged in:
 * `DELETE /api/cart_production_item_groups/{id}`. Guest: `removeItemGroup`, then the production
 * priced again for its new quantity.
 */
export const removeProductionGroupAtom = atom(
  null,
  async (get, set, { productionId, groupId }: { productionId: number; groupId: number }): Promise<CartEditResult> => {
    if (loggedIn(get)) return serverEdit(get, set, (client) => client.cartProductionItemGroups.delete(groupId));
    const before = guestCart(get);
    if (!before) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
    const edited = removeItemGroup(before, productionId, groupId);
    if (!edited.ok) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
    return repriceGuest(get, set, before, edited.value, productionId);
  },
);

/**
 * Adds a colour the print order does not hold yet, with quantities per size (zero ones left out).
 * Logged in: `POST /api/cart_production_item_groups`. Guest: appended (new negative ids), then the
 * production priced again.
 */
export const addProductionGroupAtom = atom(null, async (get, set, addition: AddProductionGroup): Promise<CartEditResult> => {
  const production = findProduction(get, addition.productionId);
  if (!production) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
  if (production.itemGroups.some((group) => group.color.id === addition.colorId)) {
    return { ok: false, message: 'このカラーはすでにご注文に含まれています。' };
  }
  const color = production.product.colors.find((c) => c.id === addition.colorId);
  const lines = addition.lines.filter((line) => line.quantity > 0);
  if (lines.length === 0) return { ok: false, message: '数量を1点以上入力してください。' };
  const sized = lines.map((line) => ({ line, size: color?.sizes.find((s) => s.sku.id === line.skuId) }));
  if (!color || sized.some(({ size }) => !size)) return { ok: false, message: NOT_SOLD_MESSAGE };

  if (loggedIn(get)) {
    const items = sized.map(({ line, size }) => ({
      skuId: line.skuId,
      price: size!.sku.price,
      quantity: Math.trunc(line.quantity),
      wrappingId: line.wrappingId ?? null,
    }));
    return serverEdit(get, set, (client) =>
      client.cartProductionItemGroups.create({ cartProductionId: production.id, colorId: color.id, items }),
    );
  }

  const before = guestCart(get);
  if (!before) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
  let next = nextGuestId(before) + 1;
  const newId = () => --next;
  const group = {
    id: newId(),
    color: { id: color.id, name: color.name, hex: color.hex },
    items: sized.map(({ line, size }) => ({
      id: newId(),
      size: { id: size!.id, name: size!.name },
      sku: size!.sku,
      quantity: Math.trunc(line.quantity),
      price: size!.sku.price,
      wrappingId: line.wrappingId ?? null,
    })),
  };
  const edited: GuestCart = {
    ...before,
    productions: before.productions.map((p) => (p.id === production.id ? { ...p, itemGroups: [...p.itemGroups, group] } : p)),
  };
  return repriceGuest(get, set, before, edited, production.id);
});

/**
 * Chooses the wrapping of one size line of a print order (null: none). Logged in:
 * `PUT /api/cart_production_items/{id}`. Guest: `updateProductionItemWrapping` (the wrapping charge
 * is per piece, no print charge changes).
 */
export const changeProductionWrappingAtom = atom(
  null,
  async (
    get,
    set,
    { productionId, itemId, wrappingId }: { productionId: number; itemId: number; wrappingId: number | null },
  ): Promise<CartEditResult> => {
    if (loggedIn(get)) return serverEdit(get, set, (client) => client.cartProductionItems.update(itemId, { wrappingId }));
    const before = guestCart(get);
    if (!before) return { ok: false, message: PRODUCTION_GONE_MESSAGE };
    const edited = updateProductionItemWrapping(before, productionId, itemId, wrappingId);
    if (!edited.ok) {
      return { ok: false, message: edited.error.type === 'no_wrapping' ? 'このラッピングは選べません。' : PRODUCTION_GONE_MESSAGE };
    }
    const slot = currentSlot(get);
    if (slot.stored) store(set, { ...slot.stored, cart: edited.value });
    return { ok: true };
  },
);
