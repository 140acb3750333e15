/**
 * What the plain cart-line routes do, apart from HTTP: add a SKU within its stock, refresh a line
 * against the catalogue with cart-domain's `reconcileItem`, change a line's wrapping or quantity, and
 * read lines in their wire shape. The stock caps are applied by the statements that write them
 * (item-store.ts), so parallel requests can never push a line above the stock.
 */
import type { CartItemCreateRequest, CartItemUpdateRequest } from '@shop/api-contract';
import { reconcileItem, yen } from '@shop/cart-domain';
import type { Db, Queryable } from '../db/db.ts';
import { skuOf } from '../catalog/catalog-service.ts';
import {
  addItem,
  deleteCustomerItem,
  deleteItem,
  hasOtherLine,
  isUniqueViolation,
  itemRowOf,
  itemRowsOf,
  lockItem,
  offersWrapping,
  productOfSku,
  rewriteItem,
  setItemQuantity,
  setItemWrapping,
  wrappingsOf,
} from './item-store.ts';
import { CART_MESSAGES, noItem, refusal } from './messages.ts';
import { itemWire } from './serialize.ts';

/** A cart line on the wire (CartItemSchema). */
export type ItemWire = ReturnType<typeof itemWire>;

/** A customer's cart lines in their wire shape, oldest first; `id` narrows to one. */
export async function loadItemsWire(db: Queryable, customerId: number, id?: number): Promise<ItemWire[]> {
  const rows = await itemRowsOf(db, customerId, id);
  const wrappings = await wrappingsOf(db, [...new Set(rows.map((r) => r.product_id))]);
  return rows.map((r) => itemWire(r, wrappings.get(r.product_id) ?? []));
}

/** One line of the customer in its wire shape (404 when there is none). */
async function loadItemWire(db: Queryable, customerId: number, id: number): Promise<ItemWire> {
  const [item] = await loadItemsWire(db, customerId, id);
  if (!item) throw noItem();
  return item;
}

/** The cart-line service of one database and clock. */
export function cartItemService(db: Db, now: () => number) {
  return {
    /**
     * Adds a SKU to the customer's cart (or to the line it already has with the same wrapping),
     * within the stock. 422 for an unknown SKU, a wrapping the product does not offer, or no stock.
     * `shortage`: less was added than asked for.
     */
    async add(customerId: number, request: CartItemCreateRequest): Promise<{ item: ItemWire; shortage: boolean }> {
      const wrappingId = request.wrappingId ?? null;
      const productId = await productOfSku(db, request.skuId);
      if (productId === undefined) throw refusal('sku_id', CART_MESSAGES.unknownSku);
      if (!(await offersWrapping(db, productId, wrappingId))) throw refusal('wrapping_id', CART_MESSAGES.wrappingNotOffered);
      const row = await addItem(db, customerId, { skuId: request.skuId, quantity: request.quantity, wrappingId }, new Date(now()));
      if (!row) throw refusal('sku_id', CART_MESSAGES.soldOut);
      const item = await loadItemWire(db, customerId, row.id);
      return { item, shortage: row.quantity < row.before + request.quantity };
    },

    /**
     * Re-prices a line against its SKU now and stores the result: a line that can no longer be
     * bought is removed (item null), a withdrawn wrapping is cleared (a revision).
     */
    async refresh(customerId: number, id: number): Promise<{ item: ItemWire | null; flags: { shortage?: boolean; revision?: boolean } }> {
      const stored = await itemRowOf(db, customerId, id);
      if (!stored) throw noItem();
      const sku = skuOf({ id: stored.sku_id, price: stored.sku_price, quantity_available: stored.quantity_available });
      const { item, flags } = reconcileItem({ sku, quantity: stored.quantity, price: yen(stored.price) }, sku);
      if (!item) {
        await deleteItem(db, id);
        return { item: null, flags: {} };
      }
      const wrappingOk = await offersWrapping(db, stored.product_id, stored.wrapping_id);
      await rewriteItem(
        db,
        id,
        { quantity: item.quantity, price: item.price, wrappingId: wrappingOk ? stored.wrapping_id : null },
        new Date(now()),
      ).catch(async (error: unknown) => {
        // Clearing a withdrawn wrapping met an unwrapped line of the same SKU: keep the line as it is.
        if (!isUniqueViolation(error)) throw error;
      });
      return { item: await loadItemWire(db, customerId, id), flags: { shortage: flags.shortage, revision: flags.revision || !wrappingOk } };
    },

    /**
     * Changes a line's wrapping and/or quantity in one transaction with the line locked. 422 for a
     * wrapping the product does not offer or that another line of the SKU already has, or no stock.
     * `shortage`: the quantity was capped at the stock.
     */
    async update(customerId: number, id: number, request: CartItemUpdateRequest): Promise<{ item: ItemWire; shortage: boolean }> {
      const result = await db
        .transaction(async (tx) => {
          const stored = await lockItem(tx, customerId, id);
          if (!stored) throw noItem();
          let shortage = false;
          if (request.wrappingId !== undefined) {
            if (!(await offersWrapping(tx, stored.product_id, request.wrappingId))) {
              throw refusal('wrapping_id', CART_MESSAGES.wrappingNotOffered);
            }
            if (await hasOtherLine(tx, customerId, stored.sku_id, request.wrappingId, id)) {
              throw refusal('wrapping_id', CART_MESSAGES.wrappingLineExists);
            }
            await setItemWrapping(tx, id, request.wrappingId, new Date(now()));
          }
          if (request.quantity !== undefined) {
            const quantity = await setItemQuantity(tx, id, request.quantity, new Date(now()));
            if (quantity === undefined) throw refusal('quantity', CART_MESSAGES.soldOut);
            shortage = quantity < request.quantity;
          }
          return { shortage };
        })
        .catch((error: unknown) => {
          // A line with that wrapping was added meanwhile (the check above could not see it yet).
          if (isUniqueViolation(error)) throw refusal('wrapping_id', CART_MESSAGES.wrappingLineExists);
          throw error;
        });
      return { item: await loadItemWire(db, customerId, id), shortage: result.shortage };
    },

    /** Deletes a line of the customer (404 when there is none). */
    async remove(customerId: number, id: number): Promise<void> {
      if (!(await deleteCustomerItem(db, customerId, id))) throw noItem();
    },
  };
}
