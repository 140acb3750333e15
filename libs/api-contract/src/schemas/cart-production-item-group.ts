/** Colour groups of a production: `/api/cart_production_item_groups`. */
import * as v from 'valibot';
import { IdSchema, QuantitySchema, YenSchema, wireObject } from './common.ts';
import { CartEntryMetaSchema } from './cart-entry.ts';
import { CartProductionItemSchema } from './cart-production-item.ts';
import { ColorSchema } from './product.ts';

/** The sizes ordered in one colour of a production. */
export const CartProductionItemGroupSchema = wireObject({ id: IdSchema, color: ColorSchema, items: v.array(CartProductionItemSchema) });
export type CartProductionItemGroupWire = v.InferInput<typeof CartProductionItemGroupSchema>;
export type CartProductionItemGroup = v.InferOutput<typeof CartProductionItemGroupSchema>;

/** A new size line: SKU, unit price the browser saw (yen; the server recomputes), quantity, wrapping. */
export const CartProductionItemInputSchema = wireObject({
  sku_id: IdSchema,
  price: YenSchema,
  quantity: QuantitySchema,
  wrapping_id: v.nullable(IdSchema),
});

/** `POST /api/cart_production_item_groups` body: add a colour to a production. */
export const CartProductionItemGroupCreateRequestSchema = wireObject({
  cart_production_id: IdSchema,
  color_id: IdSchema,
  items: v.pipe(v.array(CartProductionItemInputSchema), v.minLength(1)),
});
export type CartProductionItemGroupCreateRequest = v.InferOutput<typeof CartProductionItemGroupCreateRequestSchema>;

/**
 * A size line in a replacement list: `id` of an existing line, none for a new size. Quantity 0 is
 * allowed here and means "drop this line" (spec §4 Cart edits: replacing items drops quantity 0).
 */
export const CartProductionItemReplacementSchema = wireObject({
  id: v.optional(IdSchema),
  sku_id: IdSchema,
  price: YenSchema,
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  wrapping_id: v.nullable(IdSchema),
});

/**
 * `PUT /api/cart_production_item_groups/{id}` body: the group's complete new list of sizes. Lines
 * left out or sent with quantity 0 are removed; at least one line must keep a quantity (to remove
 * the whole colour, DELETE the group).
 */
export const CartProductionItemGroupUpdateRequestSchema = wireObject({
  items: v.pipe(
    v.array(CartProductionItemReplacementSchema),
    v.minLength(1),
    v.check((items) => items.some((item) => item.quantity > 0), '数量を1点以上指定してください'),
  ),
});
export type CartProductionItemGroupUpdateRequest = v.InferOutput<typeof CartProductionItemGroupUpdateRequestSchema>;

/** `POST` and `PUT /api/cart_production_item_groups…` → `{ data: CartProductionItemGroup }`. */
/** `{ data: group, meta }`: the server priced the whole production again; `meta` carries its shortage and revision flags. */
export const CartProductionItemGroupResponseSchema = wireObject({
  data: CartProductionItemGroupSchema,
  meta: v.optional(CartEntryMetaSchema),
});
