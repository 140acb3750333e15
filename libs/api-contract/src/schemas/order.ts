/**
 * Orders as the account pages (#14), reorders (#15) and the checkout read them: `/api/orders`,
 * `/api/orders/{number}`, `/api/order_productions/{number}`. An order keeps a snapshot of every line
 * as the confirm page showed it (names, colours, sizes, unit prices, wrapping, prints with their
 * artwork), so later catalogue changes never alter it. Amounts are integer yen, tax included.
 * (docs/decisions/009-checkout-orders-payments.md)
 */
import * as v from 'valibot';
import {
  CountSchema,
  IdSchema,
  IsoDateSchema,
  NameSchema,
  QuantitySchema,
  SlugSchema,
  TimestampSchema,
  YenSchema,
  dataEnvelope,
  paginated,
  wireObject,
} from './common.ts';
import { PRINT_AMOUNT_ENTRIES, PrintInkSetSchema } from './cart-print.ts';
import { ColorSchema, PrintSpecSummarySchema, ProductRefSchema, SizeSchema, WrappingSchema } from './product.ts';

/** `PF-2026-000123`: the year the order was placed and a running number of at least six digits. */
export const OrderNumberSchema = v.pipe(v.string(), v.regex(/^PF-\d{4}-\d{6,15}$/));
/** `PF-2026-000123-1`: a production of an order. */
export const ProductionNumberSchema = v.pipe(v.string(), v.regex(/^PF-\d{4}-\d{6,15}-[1-9]\d{0,3}$/));

/** Statuses of an order, the one list of them (labels: `status_label`; the rules and labels: @shop/order-domain). */
export const ORDER_STATUS_VALUES = [
  'pending_authentication',
  'received',
  'awaiting_payment',
  'data_check',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUS_VALUES);

export const PAYMENT_METHOD_VALUES = ['card', 'bank_transfer'] as const;
export const PaymentMethodSchema = v.picklist(PAYMENT_METHOD_VALUES, '支払い方法を選んでください');

export const PAYMENT_STATUS_VALUES = [
  'pending_challenge',
  'authorized',
  'captured',
  'voided',
  'refunded',
  'awaiting_transfer',
  'paid',
  'failed',
] as const;
export const PaymentStatusSchema = v.picklist(PAYMENT_STATUS_VALUES);

/** The five card brands the shop takes (spec §3). */
export const CARD_BRAND_VALUES = ['visa', 'mastercard', 'jcb', 'amex', 'diners'] as const;
export const CardBrandSchema = v.picklist(CARD_BRAND_VALUES);

export const DATA_CHECK_STATUS_VALUES = ['waiting', 'checking', 'approved'] as const;
export const DataCheckStatusSchema = v.picklist(DATA_CHECK_STATUS_VALUES);

/** An order's or a line's charges by part (yen); they add up to its goods total or subtotal. */
export const OrderChargesSchema = wireObject({
  garments: YenSchema,
  wrapping: YenSchema,
  print_charges: YenSchema,
  plate_charges: YenSchema,
  data_production_fees: YenSchema,
  color_change_charges: YenSchema,
});
export type OrderChargesWire = v.InferInput<typeof OrderChargesSchema>;
export type OrderCharges = v.InferOutput<typeof OrderChargesSchema>;

/** A blank garment line: `unit_price` × `quantity` plus the wrapping's charge per piece. */
export const OrderItemLineSchema = wireObject({
  kind: v.literal('item'),
  /** 1 for the first line */
  position: QuantitySchema,
  product: ProductRefSchema,
  color: ColorSchema,
  size: SizeSchema,
  sku_id: IdSchema,
  quantity: QuantitySchema,
  unit_price: YenSchema,
  /** null: not wrapped; `charge` is per piece */
  wrapping: v.nullable(WrappingSchema),
  charges: OrderChargesSchema,
  subtotal: YenSchema,
});
export type OrderItemLineWire = v.InferInput<typeof OrderItemLineSchema>;
export type OrderItemLine = v.InferOutput<typeof OrderItemLineSchema>;

/**
 * One print of a production, with the charges it was ordered at: `print_charge` per piece,
 * `plate_charge` and `data_production_fee` once, `color_change_charge` × `color_change_frequency`.
 * The artwork is `file_uuid` (uploaded) or `svg_file_uuid` (design tool); `thumbnail_url` is the
 * root-relative URL of its thumbnail (null when none is rendered: PDF, AI, no artwork).
 */
export const OrderPrintSchema = wireObject({
  print_spec: PrintSpecSummarySchema,
  plates: CountSchema,
  ...PRINT_AMOUNT_ENTRIES,
  thumbnail_url: v.nullable(v.string()),
  size: v.nullable(v.string()),
  /** a reorder that changes the ink colours: the new inks' names (absent: the inks as designed) */
  inks: v.optional(v.array(NameSchema)),
  /** silk-screen: the inks the shopper chose, names and colours as ordered; null or absent: not told (inkjet, older orders) */
  ink_sets: v.optional(v.nullable(v.array(PrintInkSetSchema))),
});
export type OrderPrintWire = v.InferInput<typeof OrderPrintSchema>;

/** One size of one colour of a production. */
export const OrderProductionItemSchema = wireObject({
  size: SizeSchema,
  sku_id: IdSchema,
  quantity: QuantitySchema,
  /** the garment, per piece */
  unit_price: YenSchema,
  wrapping: v.nullable(WrappingSchema),
});

export const OrderProductionItemGroupSchema = wireObject({ color: ColorSchema, items: v.array(OrderProductionItemSchema) });

/** The print method of a production; `lead_days` business days of production. */
export const OrderPrintMethodSchema = wireObject({ id: IdSchema, slug: SlugSchema, name: NameSchema, lead_days: QuantitySchema });

/**
 * A print production as ordered: what a reorder repeats. `number` and the data check are null in a
 * quote (nothing is ordered yet).
 */
export const OrderProductionSchema = wireObject({
  number: v.nullable(ProductionNumberSchema),
  product: ProductRefSchema,
  print_method: OrderPrintMethodSchema,
  /** plates are kept for reorders (charged at plate_price) */
  is_repeatable: v.boolean(),
  data_check_status: v.nullable(DataCheckStatusSchema),
  data_check_status_label: v.nullable(v.string()),
  prints: v.array(OrderPrintSchema),
  item_groups: v.array(OrderProductionItemGroupSchema),
  /** pieces */
  quantity: QuantitySchema,
  /** a reorder (issue #15): the production number it repeats (same artwork, placements, plates) */
  reorder_of: v.optional(ProductionNumberSchema),
  /** bought from an estimate (issue #15): the estimate's number */
  estimate_number: v.optional(v.string()),
  /**
   * The design on the garment (issue #30): the root-relative URL of the production's mock-up (PNG,
   * its placements' latest art versions on the first ordered colour); null or absent when no print
   * has a picture to draw (no artwork, PDF or AI only) and in a quote.
   */
  mockup_url: v.optional(v.nullable(v.string())),
});
export type OrderProductionWire = v.InferInput<typeof OrderProductionSchema>;
export type OrderProduction = v.InferOutput<typeof OrderProductionSchema>;

/** A print production line. */
export const OrderProductionLineSchema = wireObject({
  kind: v.literal('production'),
  position: QuantitySchema,
  production: OrderProductionSchema,
  charges: OrderChargesSchema,
  subtotal: YenSchema,
});
export type OrderProductionLineWire = v.InferInput<typeof OrderProductionLineSchema>;
export type OrderProductionLine = v.InferOutput<typeof OrderProductionLineSchema>;

/**
 * A BYOB quote (issue #15): printing on garments the customer sent, priced by the operator as one
 * amount (no SKU, no stock). `description` lists what was asked (garment, colours, sizes, prints).
 */
export const OrderCustomLineSchema = wireObject({
  kind: v.literal('custom'),
  position: QuantitySchema,
  title: v.string(),
  description: v.array(v.string()),
  /** pieces */
  quantity: QuantitySchema,
  /** `BY-2026-000123` */
  request_number: v.pipe(v.string(), v.regex(/^BY-\d{4}-\d{6,15}$/)),
  charges: OrderChargesSchema,
  subtotal: YenSchema,
});

/** A line of an order or a quote, told apart by `kind`. */
export const OrderLineSchema = v.union([OrderItemLineSchema, OrderProductionLineSchema, OrderCustomLineSchema]);
export type OrderLineWire = v.InferInput<typeof OrderLineSchema>;
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

/** Where the order goes: a copy of the address-book entry at the time of the order. */
export const AddressSnapshotSchema = wireObject({
  name: v.string(),
  name_kana: v.string(),
  /** 7 digits */
  postal_code: v.pipe(v.string(), v.regex(/^\d{7}$/)),
  prefecture: v.string(),
  city: v.string(),
  town: v.string(),
  street: v.string(),
  building: v.string(),
  company: v.string(),
  phone: v.string(),
});
export type AddressSnapshotWire = v.InferInput<typeof AddressSnapshotSchema>;
export type AddressSnapshot = v.InferOutput<typeof AddressSnapshotSchema>;

/** The shop's account for bank transfers. */
export const BankAccountSchema = wireObject({
  bank_name: v.string(),
  branch_name: v.string(),
  /** 普通 or 当座 */
  account_type: v.string(),
  account_number: v.string(),
  /** the holder's name in katakana */
  account_holder: v.string(),
});
export type BankAccountWire = v.InferInput<typeof BankAccountSchema>;
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/**
 * How the order is paid. A card shows its brand, last 4 digits and expiry (never the number); a bank
 * transfer shows the account and the date the transfer is due.
 */
export const PaymentSchema = wireObject({
  method: PaymentMethodSchema,
  method_label: v.string(),
  status: PaymentStatusSchema,
  status_label: v.string(),
  amount: YenSchema,
  brand: v.nullable(CardBrandSchema),
  last4: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  exp_month: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12))),
  exp_year: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(2000), v.maxValue(2100))),
  transfer_due_date: v.nullable(IsoDateSchema),
  bank_account: v.nullable(BankAccountSchema),
});

/** Whether the shopper checks a proof before production (`wanted`) or goes ahead without one (`skipped`, 「校正なしで進める」). */
export const PROOF_CHOICE_VALUES = ['wanted', 'skipped'] as const;
export const ProofChoiceSchema = v.picklist(PROOF_CHOICE_VALUES, '校正の有無は「校正を確認する」か「校正なしで進める」を選んでください');

/** One change of the order's status, with its time. */
export const OrderEventSchema = wireObject({ status: OrderStatusSchema, status_label: v.string(), at: TimestampSchema });

/**
 * A whole order. `delivery_date` null: as early as possible; `delivery_slot` null: no time slot.
 * `carrier` (1 Yamato, 2 Japan Post, 3 Sagawa, others possible) and `tracking_number` once shipped;
 * `tracking_url` is the carrier's tracking page, null for another carrier or without a number.
 * `total` = `goods_total` + `shipping_fee` − `coupon_discount` − `points_used`; `tax` is the consumption tax it contains.
 */
export const OrderSchema = wireObject({
  number: OrderNumberSchema,
  status: OrderStatusSchema,
  status_label: v.string(),
  placed_at: TimestampSchema,
  updated_at: TimestampSchema,
  payment: PaymentSchema,
  address: AddressSnapshotSchema,
  delivery_date: v.nullable(IsoDateSchema),
  delivery_slot: v.nullable(v.string()),
  ship_date: IsoDateSchema,
  carrier: v.nullable(IdSchema),
  carrier_label: v.nullable(v.string()),
  tracking_number: v.nullable(v.string()),
  tracking_url: v.nullable(v.string()),
  lines: v.array(OrderLineSchema),
  charges: OrderChargesSchema,
  /** pieces */
  quantity: CountSchema,
  goods_total: YenSchema,
  shipping_fee: YenSchema,
  /** what a coupon took off the goods (issue #14; 0 without one) */
  coupon_discount: YenSchema,
  /** the coupon's name as the order was placed, null for none */
  coupon_label: v.nullable(v.string()),
  /** points used (yen) */
  points_used: YenSchema,
  total: YenSchema,
  tax: YenSchema,
  /** the shopper's proof choice at checkout (issue #30): `skipped` = 校正なしで進める (absent on an order of goods only) */
  proof: v.optional(ProofChoiceSchema),
  events: v.array(OrderEventSchema),
});
export type OrderWire = v.InferInput<typeof OrderSchema>;
export type Order = v.InferOutput<typeof OrderSchema>;

/** `GET /api/orders/{number}` → `{ data: Order }`. */
export const OrderResponseSchema = dataEnvelope(OrderSchema);

/** An order in the list: what a row of the order history shows. */
export const OrderSummarySchema = wireObject({
  number: OrderNumberSchema,
  status: OrderStatusSchema,
  status_label: v.string(),
  placed_at: TimestampSchema,
  ship_date: IsoDateSchema,
  delivery_date: v.nullable(IsoDateSchema),
  payment_method: PaymentMethodSchema,
  total: YenSchema,
  /** what a coupon and points took off (issue #14) */
  coupon_discount: YenSchema,
  points_used: YenSchema,
  /** pieces */
  quantity: CountSchema,
  /** the product name of each line, in order */
  line_names: v.array(v.string()),
  /** the first line's picture: the design on the garment (its mock-up) for a production with artwork, else the product image */
  image: v.nullable(v.string()),
  /** the alternative text of `image` when it is a mock-up (「Tシャツ（ホワイト）に前面プリントのイメージ」); null for a product image (decorative) */
  image_alt: v.optional(v.nullable(v.string())),
});
export type OrderSummaryWire = v.InferInput<typeof OrderSummarySchema>;

/** `GET /api/orders?page=` → the customer's orders, newest first, 20 a page. */
export const OrderListResponseSchema = paginated(OrderSummarySchema);

/** `GET /api/order_productions/{number}` → the production with the order it belongs to. */
export const OrderProductionResponseSchema = dataEnvelope(
  wireObject({
    order: wireObject({
      number: OrderNumberSchema,
      status: OrderStatusSchema,
      status_label: v.string(),
      placed_at: TimestampSchema,
      ship_date: IsoDateSchema,
    }),
    production: OrderProductionSchema,
    charges: OrderChargesSchema,
    subtotal: YenSchema,
  }),
);
