/** Accepted estimates in the server cart: `/api/cart_estimates/{id}`. */
import type * as v from 'valibot';
import { IdSchema, TimestampSchema, YenSchema, wireObject } from './common.ts';
import { cartEntryResponse } from './cart-entry.ts';

/** An estimate put in the cart; `estimate.total` is yen, tax included. */
export const CartEstimateSchema = wireObject({
  id: IdSchema,
  estimate: wireObject({ id: IdSchema, total: YenSchema }),
  updated_at: TimestampSchema,
});
export type CartEstimateWire = v.InferInput<typeof CartEstimateSchema>;
export type CartEstimate = v.InferOutput<typeof CartEstimateSchema>;

/** `GET /api/cart_estimates/{id}` → `{ data: CartEstimate | null, meta }`. */
export const CartEstimateEntryResponseSchema = cartEntryResponse(CartEstimateSchema);
export type CartEstimateEntryResponseWire = v.InferInput<typeof CartEstimateEntryResponseSchema>;
export type CartEstimateEntryResponse = v.InferOutput<typeof CartEstimateEntryResponseSchema>;
