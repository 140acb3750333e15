/** Items (one size) of a production item group: `PUT /api/cart_production_items/{id}`. */
import * as v from 'valibot';
import { IdSchema, QuantitySchema, YenSchema, wireObject } from './common.ts';
import { SizeSchema } from './product.ts';
import { SkuSchema } from './sku.ts';
import { CartEntryMetaSchema } from './cart-entry.ts';

/** One size of a colour in a production; `price` is the blank's unit price (yen, tax included). */
export const CartProductionItemSchema = wireObject({
  id: IdSchema,
  size: SizeSchema,
  sku: SkuSchema,
  quantity: QuantitySchema,
  price: YenSchema,
  wrapping_id: v.nullable(IdSchema),
});
export type CartProductionItem = v.InferOutput<typeof CartProductionItemSchema>;

/** `PUT /api/cart_production_items/{id}` body: the wrapping (null clears it). */
export const CartProductionItemUpdateRequestSchema = wireObject({ wrapping_id: v.nullable(IdSchema) });
export type CartProductionItemUpdateRequest = v.InferOutput<typeof CartProductionItemUpdateRequestSchema>;

/** `PUT /api/cart_production_items/{id}` → `{ data: CartProductionItem }`. */
export const CartProductionItemResponseSchema = wireObject({ data: CartProductionItemSchema, meta: v.optional(CartEntryMetaSchema) });
