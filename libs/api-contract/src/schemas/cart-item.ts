/** Server-cart items (blank products without print): `/api/cart_items`. */
import * as v from 'valibot';
import { IdSchema, QuantitySchema, TimestampSchema, YenSchema, dataEnvelope, wireObject } from './common.ts';
import { cartEntryResponse } from './cart-entry.ts';
import { ColorSchema, ProductRefSchema, SizeSchema, WrappingSchema } from './product.ts';
import { SkuSchema } from './sku.ts';

/**
 * An item of the server cart. `price` is the unit price (yen, tax included) the server computed;
 * `wrappings` are the wrappings offered for it and `wrapping_id` the one chosen (null: none).
 * `product`, `color` and `size` are a display snapshot.
 */
export const CartItemSchema = wireObject({
  id: IdSchema,
  sku: SkuSchema,
  product: ProductRefSchema,
  color: ColorSchema,
  size: SizeSchema,
  quantity: QuantitySchema,
  price: YenSchema,
  wrapping_id: v.nullable(IdSchema),
  wrappings: v.array(WrappingSchema),
  updated_at: TimestampSchema,
});
export type CartItemWire = v.InferInput<typeof CartItemSchema>;
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** `POST /api/cart_items` body; `wrapping_id` is sent when a guest item is pushed at login. */
export const CartItemCreateRequestSchema = wireObject({
  sku_id: IdSchema,
  quantity: QuantitySchema,
  wrapping_id: v.optional(v.nullable(IdSchema)),
});
export type CartItemCreateRequest = v.InferOutput<typeof CartItemCreateRequestSchema>;

/** `PUT /api/cart_items/{id}` body: a new `quantity`, or a `wrapping_id` (null clears it), or both. */
export const CartItemUpdateRequestSchema = v.pipe(
  wireObject({ quantity: v.optional(QuantitySchema), wrapping_id: v.optional(v.nullable(IdSchema)) }),
  v.check((body) => body.quantity !== undefined || body.wrappingId !== undefined, '数量またはラッピングを指定してください'),
);
export type CartItemUpdateRequest = v.InferOutput<typeof CartItemUpdateRequestSchema>;

/** `POST` and `PUT /api/cart_items…` → `{ data: CartItem }`. */
export const CartItemResponseSchema = dataEnvelope(CartItemSchema);

/** `GET /api/cart_items/{id}` → `{ data: CartItem | null, meta }`. */
export const CartItemEntryResponseSchema = cartEntryResponse(CartItemSchema);
export type CartItemEntryResponseWire = v.InferInput<typeof CartItemEntryResponseSchema>;
export type CartItemEntryResponse = v.InferOutput<typeof CartItemEntryResponseSchema>;
