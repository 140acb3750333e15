/** Prints of a cart production: `PUT /api/cart_prints/{id}`. */
import * as v from 'valibot';
import { CountSchema, IdSchema, UuidSchema, YenSchema, dataEnvelope, wireObject } from './common.ts';
import { InkSchema, PrintChargeTierSchema, PrintSpecSummarySchema } from './product.ts';

/**
 * The print size and place the shopper chose for a print (`@shop/artwork-domain`'s ArtworkLayout):
 * the print width in mm (the artwork's aspect kept), centred across, at the `top` of the print area
 * or its `center`, moved by the offsets in mm (x to the right, y down). null: the default layout (as
 * wide as fits, at the top). The server refuses one that does not fit the print spec's area (422).
 */
export const PrintLayoutSchema = wireObject({
  width_mm: v.pipe(v.number(), v.finite(), v.minValue(0.1, '印刷幅は0.1mm以上で指定してください')),
  anchor: v.picklist(['top', 'center'], '印刷位置は上寄せか中央を選んでください'),
  offset_x_mm: v.pipe(v.number(), v.finite()),
  offset_y_mm: v.pipe(v.number(), v.finite()),
});
export type PrintLayoutWire = v.InferInput<typeof PrintLayoutSchema>;
export type PrintLayout = v.InferOutput<typeof PrintLayoutSchema>;

/**
 * Silk-screen inks chosen for a print, as a request names them (issue #30): ids of the print
 * method's inks in print order, one set for every garment colour (`color_id` null) or one set per
 * garment colour ordered (colour changes). The server refuses an ink of another method, a colour not
 * ordered, or sets whose largest does not match `plates` (422).
 */
export const PrintInkSetInputSchema = wireObject({
  color_id: v.nullable(IdSchema),
  ink_ids: v.pipe(v.array(IdSchema), v.minLength(1, 'インクの色を選んでください'), v.maxLength(12)),
});
export type PrintInkSetInput = v.InferOutput<typeof PrintInkSetInputSchema>;

/** The inks chosen for a print as the shop shows them: their names and colours, per garment colour (null: all). */
export const PrintInkSetSchema = wireObject({ color_id: v.nullable(IdSchema), inks: v.array(InkSchema) });
export type PrintInkSetWire = v.InferInput<typeof PrintInkSetSchema>;
export type PrintInkSet = v.InferOutput<typeof PrintInkSetSchema>;

/**
 * What every print carries (a cart print, a new production's print, an order's print): its amounts
 * in yen, tax included (`print_charge` per piece, `plate_charge` and `data_production_fee` once,
 * `color_change_charge` × `color_change_frequency`) and its artwork (`svg_file_uuid` from the design
 * tool or `file_uuid` uploaded).
 */
export const PRINT_AMOUNT_ENTRIES = {
  print_charge: YenSchema,
  plate_charge: YenSchema,
  data_production_fee: YenSchema,
  color_change_charge: YenSchema,
  color_change_frequency: CountSchema,
  svg_file_uuid: v.nullable(UuidSchema),
  file_uuid: v.nullable(UuidSchema),
  /** the print size and place chosen; null (or absent in a request): the default layout */
  layout: v.optional(v.nullable(PrintLayoutSchema), null),
};

/**
 * One print of a production. Amounts are yen, tax included: `print_charge` per piece (the
 * applicable tier of `print_charges` × `plates`, at least 1, plus the category's extra print
 * charge), `plate_charge` (plate price × plates + extra plate charge) and `data_production_fee` per order,
 * `color_change_charge` per colour change × `color_change_frequency`. The design is the uploaded
 * SVG (`svg_file_uuid`) or submitted file (`file_uuid`); `size` is the print size chosen.
 */
export const CartPrintSchema = wireObject({
  id: IdSchema,
  print_spec: PrintSpecSummarySchema,
  print_charges: v.array(PrintChargeTierSchema),
  plates: CountSchema,
  ...PRINT_AMOUNT_ENTRIES,
  /** silk-screen: the inks chosen; null: not told (inkjet, or a print from before they were kept) */
  ink_sets: v.optional(v.nullable(v.array(PrintInkSetSchema))),
  size: v.nullable(v.string()),
});
export type CartPrintWire = v.InferInput<typeof CartPrintSchema>;
export type CartPrint = v.InferOutput<typeof CartPrintSchema>;

/** `PUT /api/cart_prints/{id}` body: the recomputed per-piece print charge (yen). */
export const CartPrintUpdateRequestSchema = wireObject({ print_charge: YenSchema });
export type CartPrintUpdateRequest = v.InferOutput<typeof CartPrintUpdateRequestSchema>;

/** `PUT /api/cart_prints/{id}` → `{ data: CartPrint }` (the server's own charge wins). */
export const CartPrintResponseSchema = dataEnvelope(CartPrintSchema);
