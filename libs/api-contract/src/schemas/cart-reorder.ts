/** Reorders (repeat of an earlier print) in the server cart: `/api/cart_reorders/{id}`. */
import * as v from 'valibot';
import { CountSchema, IdSchema, QuantitySchema, TimestampSchema, YenSchema, wireObject } from './common.ts';
import { cartEntryResponse } from './cart-entry.ts';

/** A reordered size line; amounts are yen per piece, tax included. */
export const CartReorderItemSchema = wireObject({
  id: IdSchema,
  base_price: YenSchema,
  print_charge: YenSchema,
  wrapping_charge: YenSchema,
  quantity: QuantitySchema,
});
export type CartReorderItem = v.InferOutput<typeof CartReorderItemSchema>;

/** A colour group of a reorder. */
export const CartReorderItemGroupSchema = wireObject({ id: IdSchema, cart_reorder_items: v.array(CartReorderItemSchema) });
export type CartReorderItemGroup = v.InferOutput<typeof CartReorderItemGroupSchema>;

/**
 * A print of a reorder: colour change charge (yen) × frequency, and (issue #32) the new plates'
 * charge once when the plates were not kept (0: kept).
 */
export const CartReorderPrintSchema = wireObject({
  id: IdSchema,
  color_change_charge: YenSchema,
  color_change_frequency: CountSchema,
  plate_charge: YenSchema,
});
export type CartReorderPrint = v.InferOutput<typeof CartReorderPrintSchema>;

/** A reorder of an earlier order production. */
export const CartReorderSchema = wireObject({
  id: IdSchema,
  order_production: wireObject({ id: IdSchema }),
  cart_reorder_item_groups: v.array(CartReorderItemGroupSchema),
  cart_reorder_prints: v.array(CartReorderPrintSchema),
  updated_at: TimestampSchema,
  /** what the cart shows of it (issue #15): the production it repeats and its product */
  production_number: v.optional(v.string()),
  product_name: v.optional(v.string()),
  /** business days of production (its print method's): the cart's shipping date counts it */
  lead_days: v.optional(QuantitySchema),
});
export type CartReorderWire = v.InferInput<typeof CartReorderSchema>;
export type CartReorder = v.InferOutput<typeof CartReorderSchema>;

/** `GET /api/cart_reorders/{id}` → `{ data: CartReorder | null, meta }` (`meta.expired` when it lapsed). */
export const CartReorderEntryResponseSchema = cartEntryResponse(CartReorderSchema);
