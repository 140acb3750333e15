/** The whole server cart: `GET /api/cart/contents?response_group=order`. */
import * as v from 'valibot';
import { dataEnvelope, wireObject } from './common.ts';
import { CartEstimateSchema } from './cart-estimate.ts';
import { CartItemSchema } from './cart-item.ts';
import { CartProductionSchema } from './cart-production.ts';
import { CartReorderSchema } from './cart-reorder.ts';

/** Every entry of the logged-in customer's cart. */
export const CartContentsSchema = wireObject({
  cart_items: v.array(CartItemSchema),
  cart_productions: v.array(CartProductionSchema),
  cart_reorders: v.array(CartReorderSchema),
  cart_estimates: v.array(CartEstimateSchema),
});
export type CartContents = v.InferOutput<typeof CartContentsSchema>;

/** `GET /api/cart/contents` → `{ data: CartContents }`. */
export const CartContentsResponseSchema = dataEnvelope(CartContentsSchema);
export type CartContentsResponseWire = v.InferInput<typeof CartContentsResponseSchema>;
export type CartContentsResponse = v.InferOutput<typeof CartContentsResponseSchema>;
