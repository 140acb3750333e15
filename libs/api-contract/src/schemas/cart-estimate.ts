/** Accepted estimates in the server cart: `/api/cart_estimates/{id}`. */
import * as v from 'valibot';
import { CountSchema, IdSchema, IsoDateSchema, QuantitySchema, TimestampSchema, YenSchema, wireObject } from './common.ts';
import { cartEntryResponse } from './cart-entry.ts';
import { PrintLayoutSchema } from './cart-print.ts';

/**
 * What the cart pictures an estimate by (issue #32): its first line's product (the garment picture),
 * first ordered colour and prints (what the line mock-up draws: spec, artwork file, layout, position).
 */
export const EstimatePictureSchema = wireObject({
  product_code: v.string(),
  product_name: v.string(),
  /** the garment's picture */
  image: v.nullable(v.string()),
  /** the first ordered colour (null for a line without one) */
  color_id: v.nullable(IdSchema),
  color_name: v.nullable(v.string()),
  prints: v.array(
    wireObject({ print_spec_id: IdSchema, file_uuid: v.nullable(v.string()), layout: v.nullable(PrintLayoutSchema), position: v.string() }),
  ),
});
export type EstimatePictureWire = v.InferInput<typeof EstimatePictureSchema>;

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
     * its first line's picture (issue #32): the cart shows the line mock-up of its print when it has
     * artwork, else the garment; absent when the estimate is gone
     */
    picture: v.optional(EstimatePictureSchema),
  }),
  updated_at: TimestampSchema,
});
export type CartEstimateWire = v.InferInput<typeof CartEstimateSchema>;
export type CartEstimate = v.InferOutput<typeof CartEstimateSchema>;

/** `GET /api/cart_estimates/{id}` → `{ data: CartEstimate | null, meta }`. */
export const CartEstimateEntryResponseSchema = cartEntryResponse(CartEstimateSchema);
