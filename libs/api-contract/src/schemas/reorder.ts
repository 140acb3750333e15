/**
 * Reorders (再注文, issue #15): the customer's delivered productions that can be made again
 * (`/api/reorders`), one with the product's colours, sizes, stock and prices today
 * (`/api/reorders/{number}`), and the reorder priced (`…/quote`), put in the cart
 * (`/api/cart_reorders`) or written as an estimate (`…/estimate`). The server prices every amount
 * (spec §9: garments + print charge + wrapping per piece, colour changes; plates are kept, or made
 * again at today's price when they were not kept or their keeping period has passed: issue #32).
 */
import * as v from 'valibot';
import {
  CountSchema,
  HexColorSchema,
  IdSchema,
  IsoDateSchema,
  NameSchema,
  QuantitySchema,
  TimestampSchema,
  YenSchema,
  dataEnvelope,
  wireObject,
} from './common.ts';
import { CartReorderSchema } from './cart-reorder.ts';
import { OrderChargesSchema } from './order.ts';

/**
 * Why a production cannot be reordered (null: it can). Plates are never a reason: a production
 * whose plates were not kept is reordered with new plates (`new_plates`).
 */
export const REORDER_REASONS = ['product_gone', 'method_gone', 'placement_gone', 'colors_gone'] as const;
export type ReorderReason = (typeof REORDER_REASONS)[number];

/**
 * The plates of a reordered production: `kept` (no plate charge), `new` (not kept last time, or
 * the keeping period has passed: made again, charged once at today's price), `none` (inkjet).
 */
export const REORDER_PLATES = ['kept', 'new', 'none'] as const;
export type ReorderPlates = (typeof REORDER_PLATES)[number];

/** One print (placement) of the production as it was made. */
const REORDER_PRINT_ENTRIES = {
  print_spec_id: IdSchema,
  position: v.string(),
  size: v.string(),
  /** plates = ink colours for silk-screen (kept), 1 for inkjet */
  plates: CountSchema,
  thumbnail_url: v.nullable(v.string()),
};
export const ReorderPrintSchema = wireObject(REORDER_PRINT_ENTRIES);

/** A reorderable (or no longer reorderable) production in the list. */
const REORDER_SUMMARY_ENTRIES = {
  /** the production number, PF-2026-000123-1 */
  number: v.string(),
  order_number: v.string(),
  ordered_at: TimestampSchema,
  product: wireObject({ id: v.nullable(IdSchema), code: v.string(), name: v.string(), image: v.nullable(v.string()) }),
  print_method: wireObject({ id: v.nullable(IdSchema), slug: v.string(), name: v.string() }),
  prints: v.array(ReorderPrintSchema),
  /** pieces ordered last time */
  quantity: CountSchema,
  /** silk-screen: the last day the plates are kept; null: no plates (inkjet) or not kept */
  plates_kept_until: v.nullable(IsoDateSchema),
  plates: v.picklist(REORDER_PLATES),
  /** `new`: today's price of the new plates of every print, charged once (yen); else 0 */
  new_plate_charge: YenSchema,
  /** what the shopper reads about the plates before the price (Japanese); null for inkjet */
  plates_label: v.nullable(v.string()),
  reorderable: v.boolean(),
  reason: v.nullable(v.picklist(REORDER_REASONS)),
  /** what the shopper reads about the reason, and what to do instead (Japanese) */
  reason_label: v.nullable(v.string()),
};
export const ReorderSummarySchema = wireObject(REORDER_SUMMARY_ENTRIES);
export type ReorderSummaryWire = v.InferInput<typeof ReorderSummarySchema>;
export type ReorderSummary = v.InferOutput<typeof ReorderSummarySchema>;

/** `GET /api/reorders`. */
export const ReorderListResponseSchema = dataEnvelope(v.array(ReorderSummarySchema));

/** A size of a colour the product sells today. */
const ReorderSizeSchema = wireObject({ sku_id: IdSchema, name: v.string(), price: YenSchema, stock: v.number() });
/** A colour of the product today. */
const ReorderColorSchema = wireObject({ id: IdSchema, name: v.string(), hex: HexColorSchema, sizes: v.array(ReorderSizeSchema) });
/** An ink the print method offers (silk-screen). */
const ReorderInkSchema = wireObject({ id: IdSchema, name: NameSchema, hex: HexColorSchema });

/** `GET /api/reorders/{number}`: the production, with the product's colours, sizes, stock and prices today. */
export const ReorderDetailSchema = wireObject({
  ...REORDER_SUMMARY_ENTRIES,
  colors: v.array(ReorderColorSchema),
  /** the last order's quantities, to start from */
  last_item_groups: v.array(wireObject({ color_id: IdSchema, items: v.array(wireObject({ sku_id: IdSchema, quantity: QuantitySchema })) })),
  inks: v.array(ReorderInkSchema),
  /** yen per print whose inks change */
  color_change_charge: YenSchema,
  /** fewest pieces of the method */
  min_quantity: QuantitySchema,
});
export type ReorderDetailWire = v.InferInput<typeof ReorderDetailSchema>;
export type ReorderDetail = v.InferOutput<typeof ReorderDetailSchema>;
export const ReorderDetailResponseSchema = dataEnvelope(ReorderDetailSchema);

const MAX_REORDER_LINES = 200;

/** What the shopper chose: colours → sizes → quantities, and per print keep the inks (null) or new inks. */
const REORDER_REQUEST_ENTRIES = {
  item_groups: v.pipe(
    v.array(
      wireObject({
        color_id: IdSchema,
        items: v.array(
          wireObject({
            sku_id: IdSchema,
            quantity: v.pipe(
              v.number('数量を入力してください。'),
              v.safeInteger('数量は整数で入力してください。'),
              v.minValue(0, '数量は0以上で入力してください。'),
              v.maxValue(9999, '数量は9999点までです。'),
            ),
          }),
        ),
      }),
    ),
    v.maxLength(MAX_REORDER_LINES),
  ),
  prints: v.optional(v.array(wireObject({ print_spec_id: IdSchema, ink_ids: v.nullable(v.pipe(v.array(IdSchema), v.maxLength(12))) })), []),
};
export const ReorderRequestSchema = wireObject(REORDER_REQUEST_ENTRIES);
export type ReorderRequestWire = v.InferInput<typeof ReorderRequestSchema>;
export type ReorderRequest = v.InferOutput<typeof ReorderRequestSchema>;

/** `POST /api/reorders/{number}/quote`: the reorder priced by the server. */
export const ReorderQuoteSchema = wireObject({
  number: v.string(),
  item_groups: v.array(
    wireObject({
      color: wireObject({ id: IdSchema, name: v.string(), hex: HexColorSchema }),
      items: v.array(
        wireObject({
          sku_id: IdSchema,
          size: v.string(),
          quantity: QuantitySchema,
          base_price: YenSchema,
          print_charge: YenSchema,
          wrapping_charge: YenSchema,
          subtotal: YenSchema,
        }),
      ),
    }),
  ),
  prints: v.array(
    wireObject({
      ...REORDER_PRINT_ENTRIES,
      /** per piece */
      print_charge: YenSchema,
      /** null: the inks as designed */
      inks: v.nullable(v.array(ReorderInkSchema)),
      color_change_charge: YenSchema,
      color_change_frequency: CountSchema,
      /** once, for new plates; 0 while the plates are kept */
      plate_charge: YenSchema,
    }),
  ),
  charges: OrderChargesSchema,
  quantity: CountSchema,
  /** yen, tax included */
  total: YenSchema,
  /** consumption tax the total contains */
  tax: YenSchema,
});
export type ReorderQuoteWire = v.InferInput<typeof ReorderQuoteSchema>;
export type ReorderQuote = v.InferOutput<typeof ReorderQuoteSchema>;
export const ReorderQuoteResponseSchema = dataEnvelope(ReorderQuoteSchema);

/** `POST /api/cart_reorders`: the production number and the choices. */
export const CartReorderCreateRequestSchema = wireObject({ number: v.string(), ...REORDER_REQUEST_ENTRIES });
export const CartReorderCreateResponseSchema = dataEnvelope(CartReorderSchema);

/** `POST /api/reorders/{number}/estimate`: the estimate's number (see `/api/estimates/{number}`). */
export const ReorderEstimateResponseSchema = dataEnvelope(wireObject({ number: v.string() }));
