/** Print orders in the server cart: `/api/cart_productions`. */
import * as v from 'valibot';
import {
  CountSchema,
  IdSchema,
  ImageUrlSchema,
  NameSchema,
  QuantitySchema,
  SlugSchema,
  TimestampSchema,
  YenSchema,
  dataEnvelope,
  wireObject,
} from './common.ts';
import { CartEntryMetaSchema, cartEntryResponse } from './cart-entry.ts';
import { CartPrintSchema, PRINT_AMOUNT_ENTRIES, PrintInkSetInputSchema } from './cart-print.ts';
import { CartProductionItemGroupSchema, CartProductionItemInputSchema } from './cart-production-item-group.ts';
import { ProductColorSchema, WrappingSchema } from './product.ts';

/** The product of a production with all its colours (to add a colour group). */
export const CartProductionProductSchema = wireObject({
  id: IdSchema,
  code: NameSchema,
  name: NameSchema,
  image: v.nullable(ImageUrlSchema),
  colors: v.array(ProductColorSchema),
});

/**
 * The print method of a production; `color_change_charge` is yen per colour change, `lead_days` the
 * business days of production (the cart's shipping date counts the longest of its productions).
 */
export const CartPrintMethodSchema = wireObject({
  id: IdSchema,
  slug: SlugSchema,
  name: NameSchema,
  color_change_charge: YenSchema,
  lead_days: QuantitySchema,
});

/** A print order in the server cart: product, method, prints and colour groups of sizes. */
export const CartProductionSchema = wireObject({
  id: IdSchema,
  product: CartProductionProductSchema,
  print_method: CartPrintMethodSchema,
  /** plates are kept for reorders: charged at plate_price instead of short_term_plate_price */
  is_repeatable: v.boolean(),
  prints: v.array(CartPrintSchema),
  item_groups: v.array(CartProductionItemGroupSchema),
  wrappings: v.array(WrappingSchema),
  updated_at: TimestampSchema,
});
export type CartProductionWire = v.InferInput<typeof CartProductionSchema>;
export type CartProduction = v.InferOutput<typeof CartProductionSchema>;

/** A colour group of a new production. */
export const CartProductionItemGroupInputSchema = wireObject({
  color_id: IdSchema,
  items: v.pipe(v.array(CartProductionItemInputSchema), v.minLength(1)),
});

/**
 * A print of a new production; amounts are what the browser computed (yen), the server recomputes.
 * `plates` is the number of plates (silk-screen ink colours; 0 and 1 both mean one), 1 when absent.
 */
export const CartPrintInputSchema = wireObject({
  print_spec_id: IdSchema,
  plates: v.optional(CountSchema, 1),
  ...PRINT_AMOUNT_ENTRIES,
  /** silk-screen: the inks chosen (ids); null or absent: not told */
  ink_sets: v.optional(v.nullable(v.pipe(v.array(PrintInkSetInputSchema), v.maxLength(20)))),
  size: v.nullable(v.string()),
});

/** `POST /api/cart_productions` body (also how a guest production is pushed at login). */
export const CartProductionCreateRequestSchema = wireObject({
  product_id: IdSchema,
  print_method_id: IdSchema,
  /** keep the plates for reorders (plate_price) rather than a one-off order (short_term_plate_price); false when absent */
  is_repeatable: v.optional(v.boolean(), false),
  item_groups: v.pipe(v.array(CartProductionItemGroupInputSchema), v.minLength(1)),
  prints: v.pipe(v.array(CartPrintInputSchema), v.minLength(1)),
});
export type CartProductionCreateRequestWire = v.InferInput<typeof CartProductionCreateRequestSchema>;
export type CartProductionCreateRequest = v.InferOutput<typeof CartProductionCreateRequestSchema>;

/** `POST /api/cart_productions` → `{ data: CartProduction }`. */
export const CartProductionResponseSchema = dataEnvelope(CartProductionSchema);

/** `GET /api/cart_productions/{id}` → `{ data: CartProduction | null, meta }`. */
export const CartProductionEntryResponseSchema = cartEntryResponse(CartProductionSchema);

/**
 * `DELETE /api/cart_production_item_groups/{id}` → `{ data: { cart_production } }`: the production
 * as it is now, or null when its last group went and the production was removed with it.
 */
export const CartProductionItemGroupDeleteResponseSchema = wireObject({
  data: wireObject({ cart_production: v.nullable(CartProductionSchema) }),
  meta: v.optional(CartEntryMetaSchema),
});
export type CartProductionItemGroupDeleteResponseWire = v.InferInput<typeof CartProductionItemGroupDeleteResponseSchema>;
export type CartProductionItemGroupDeleteResponse = v.InferOutput<typeof CartProductionItemGroupDeleteResponseSchema>;
