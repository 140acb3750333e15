/** Accepted estimates in the server cart: `/api/cart_estimates/{id}`. */
import * as v from 'valibot';
import { CountSchema, IdSchema, IsoDateSchema, QuantitySchema, TimestampSchema, YenSchema, wireObject } from './common.ts';
import { cartEntryResponse } from './cart-entry.ts';
import { OrderLineSchema } from './order.ts';

/**
 * An estimate put in the cart; `estimate.total` is yen, tax included (shipping is added by the cart).
 * What the cart shows of it (issue #15): its number (見積番号), title, pieces, last valid day and lead days.
 */
export const CartEstimateSchema = wireObject({
  id: IdSchema,
  estimate: wireObject({
    id: IdSchema,
    total: YenSchema,
    number: v.optional(v.string()),
    title: v.optional(v.string()),
    quantity: v.optional(CountSchema),
    valid_until: v.optional(IsoDateSchema),
    /** business days of production (the longest of its lines): the cart's shipping date counts it */
    lead_days: v.optional(QuantitySchema),
    /**
     * its first line as the order will keep it (issue #32): the cart shows its picture, the line
     * mock-up of its print when it has artwork, else the garment; absent when the estimate is gone
     */
    first_line: v.optional(OrderLineSchema),
  }),
  updated_at: TimestampSchema,
});
export type CartEstimateWire = v.InferInput<typeof CartEstimateSchema>;
export type CartEstimate = v.InferOutput<typeof CartEstimateSchema>;

/** `GET /api/cart_estimates/{id}` → `{ data: CartEstimate | null, meta }`. */
export const CartEstimateEntryResponseSchema = cartEntryResponse(CartEstimateSchema);
