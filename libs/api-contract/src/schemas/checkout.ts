/**
 * The checkout calls (docs/decisions/009-checkout-orders-payments.md): the options of the checkout
 * page, the quote the confirm page shows, opening a card session, placing the order and coming back
 * from 3-D Secure. Amounts are integer yen, tax included; every amount comes from the server.
 */
import * as v from 'valibot';
import { IdSchema, IsoDateSchema, QuantitySchema, YenSchema, camelOutput, dataEnvelope, wireObject } from './common.ts';
import {
  AddressSnapshotSchema,
  BankAccountSchema,
  OrderChargesSchema,
  OrderLineSchema,
  OrderSchema,
  PaymentMethodSchema,
  ProofChoiceSchema,
} from './order.ts';
import { AppliedCouponSchema, CouponCodeSchema } from './loyalty.ts';
import { AddressFormSchema } from './address.ts';

/** `GET /api/checkout/options`: what the checkout page offers for the customer's cart now. */
export const CheckoutOptionsSchema = wireObject({
  /** the shipping date of an order placed now (the cart's longest lead time) */
  ship_date: IsoDateSchema,
  /** the delivery dates that may be asked for, inclusive */
  earliest_delivery_date: IsoDateSchema,
  latest_delivery_date: IsoDateSchema,
  /** the time slots a delivery may be asked for (the first is 指定なし, no slot) */
  time_slots: v.array(v.string()),
  /** charged when the goods total is below `free_shipping_minimum` */
  shipping_fee: YenSchema,
  free_shipping_minimum: YenSchema,
  payment_methods: v.array(wireObject({ method: PaymentMethodSchema, label: v.string() })),
  bank_account: BankAccountSchema,
  /** days after the order a bank transfer is due */
  bank_transfer_due_days: QuantitySchema,
});
export type CheckoutOptionsWire = v.InferInput<typeof CheckoutOptionsSchema>;
export type CheckoutOptions = v.InferOutput<typeof CheckoutOptionsSchema>;

export const CheckoutOptionsResponseSchema = dataEnvelope(CheckoutOptionsSchema);

/** The longest time slot text accepted (the shop's slots are shorter). */
const SLOT_MAX_LENGTH = 20;

/**
 * An address typed at checkout and not kept in the address book (issue #32): the address form's
 * fields with the same Japanese messages per field; the order keeps it as its snapshot.
 */
export const CheckoutAddressSchema = camelOutput(v.omit(AddressFormSchema, ['is_default']));
export type CheckoutAddressWire = v.InferInput<typeof CheckoutAddressSchema>;
export type CheckoutAddress = v.InferOutput<typeof CheckoutAddressSchema>;

/** The confirm page's box that keeps a card entered at checkout (issue #32); the server's refusal names it too. */
export const KEEP_CARD_LABEL = 'このカードを保存して次回も使う';

/** Shown when neither a saved address nor a typed one is sent. */
export const CHECKOUT_ADDRESS_MISSING_MESSAGE = 'お届け先を選ぶか、入力してください';

/** What the shopper chose on the checkout page (the quote's and the order's body). */
const CHOICE_ENTRIES = {
  /** a saved address (`/api/addresses`); null or absent when `address` is sent */
  address_id: v.optional(v.nullable(IdSchema), null),
  /** or an address typed at checkout, not saved (issue #32); exactly one of the two */
  address: v.optional(v.nullable(CheckoutAddressSchema), null),
  /** null or absent: as early as possible */
  delivery_date: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('配達希望日の形式が正しくありません'))), null),
  /** null or absent: no time slot */
  delivery_slot: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(SLOT_MAX_LENGTH, '配達時間帯が正しくありません'))), null),
  payment_method: PaymentMethodSchema,
  /** a coupon of the customer's account (`/api/coupons`); null or absent: none */
  coupon_id: v.optional(v.nullable(IdSchema), null),
  /** or a coupon code typed at checkout (checked like `/api/coupons/claim`, added to the account with the order) */
  coupon_code: v.optional(v.nullable(CouponCodeSchema), null),
  /** points to use (1 point = 1 yen); the server caps them at the balance and at what is left to pay */
  points: v.optional(
    v.pipe(
      v.number('ご利用ポイントは数字で入力してください'),
      v.safeInteger('ご利用ポイントは整数で入力してください'),
      v.minValue(0, 'ご利用ポイントは0以上で入力してください'),
    ),
    0,
  ),
};

/** Exactly one address: a saved one (`address_id`) or a typed one (`address`). */
const hasOneAddress = (body: { address_id?: number | null; address?: unknown }) =>
  ((body.address_id ?? null) === null) !== ((body.address ?? null) === null);

/** `POST /api/checkout/quote` body. */
export const CheckoutQuoteRequestSchema = camelOutput(
  v.pipe(
    v.object(CHOICE_ENTRIES),
    v.forward(
      v.check((body) => hasOneAddress(body), CHECKOUT_ADDRESS_MISSING_MESSAGE),
      ['address_id'],
    ),
  ),
);
export type CheckoutQuoteRequest = v.InferOutput<typeof CheckoutQuoteRequestSchema>;

/** A quote token: `q1.` and 32 hex digits (see @shop/order-domain `quoteToken`). */
export const QuoteTokenSchema = v.pipe(
  v.string('確認画面からやり直してください'),
  v.regex(/^q\d+\.[0-9a-f]{32}$/, '確認画面からやり直してください'),
);

/**
 * The confirm page: every line with its snapshot and charges, the amounts, the dates and the
 * `quote_token` to send with the order. `revision`: a price differs from the one the cart held.
 */
export const CheckoutQuoteSchema = wireObject({
  lines: v.array(OrderLineSchema),
  charges: OrderChargesSchema,
  quantity: QuantitySchema,
  goods_total: YenSchema,
  shipping_fee: YenSchema,
  total: YenSchema,
  tax: YenSchema,
  /** what the coupon took off the goods (0 without one) */
  coupon_discount: YenSchema,
  /** points used (yen) */
  points_used: YenSchema,
  /** the coupon applied, null for none */
  coupon: v.nullable(AppliedCouponSchema),
  /** the customer's point balance before this order */
  point_balance: YenSchema,
  ship_date: IsoDateSchema,
  earliest_delivery_date: IsoDateSchema,
  latest_delivery_date: IsoDateSchema,
  delivery_date: v.nullable(IsoDateSchema),
  delivery_slot: v.nullable(v.string()),
  payment_method: PaymentMethodSchema,
  address: AddressSnapshotSchema,
  revision: v.boolean(),
  quote_token: QuoteTokenSchema,
});
export type CheckoutQuoteWire = v.InferInput<typeof CheckoutQuoteSchema>;
export type CheckoutQuote = v.InferOutput<typeof CheckoutQuoteSchema>;

export const CheckoutQuoteResponseSchema = dataEnvelope(CheckoutQuoteSchema);

/** `POST /api/checkout/card_sessions` → the session for the card form at `url` (`/checkout/cardpay/{token}`). */
export const CardSessionResponseSchema = dataEnvelope(wireObject({ token: v.pipe(v.string(), v.nonEmpty()), url: v.string() }));

/** An idempotency key: 16 to 100 letters, digits, `-` and `_` (a UUID does). */
export const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,100}$/, '注文の送信に必要な情報が不足しています。ページを再読み込みしてください'),
);

/**
 * `POST /api/orders` body: the quote's choices, the `quote_token` of the confirm page, an
 * `idempotency_key` (the same key again answers the same order) and, for a card, the `card_token`
 * the gateway gave the card form, or the `saved_card_id` of a saved card.
 */
export const OrderCreateRequestSchema = camelOutput(
  v.pipe(
    v.object({
      ...CHOICE_ENTRIES,
      card_token: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(200))), null),
      /** a saved card (`/api/payment_methods`) instead of a new card's token */
      saved_card_id: v.optional(v.nullable(IdSchema), null),
      /**
       * keep the new card (`card_token`) in `/api/payment_methods` once its authorisation succeeded
       * (after 3-D Secure when there is one); refused (422) when the customer already keeps MAX_SAVED_CARDS
       */
      save_card: v.optional(v.boolean('カードの保存の指定が正しくありません'), false),
      quote_token: QuoteTokenSchema,
      idempotency_key: IdempotencyKeySchema,
      /** a print order's proof (issue #30): `wanted` (absent) or `skipped` = 「校正なしで進める」 */
      proof: v.optional(ProofChoiceSchema, 'wanted'),
    }),
    v.forward(
      v.check(
        (body) => body.payment_method !== 'card' || (body.card_token ?? null) !== null || (body.saved_card_id ?? null) !== null,
        'カード情報を入力してください',
      ),
      ['card_token'],
    ),
    v.forward(
      v.check((body) => !body.save_card || (body.card_token ?? null) !== null, '保存できるのは新しく入力したカードだけです'),
      ['save_card'],
    ),
    v.forward(
      v.check((body) => hasOneAddress(body), CHECKOUT_ADDRESS_MISSING_MESSAGE),
      ['address_id'],
    ),
  ),
);
export type OrderCreateRequestWire = v.InferInput<typeof OrderCreateRequestSchema>;
export type OrderCreateRequest = v.InferOutput<typeof OrderCreateRequestSchema>;

/** What the browser does after placing an order or coming back from 3-D Secure. */
export const OrderNextSchema = v.union([
  /** the order is placed: show it */
  wireObject({ type: v.literal('done') }),
  /** send the shopper to the card issuer's 3-D Secure page */
  wireObject({ type: v.literal('challenge'), url: v.string() }),
  /** 3-D Secure ended in a refusal: the order is cancelled, the cart kept; `message` says what to do */
  wireObject({ type: v.literal('declined'), code: v.string(), message: v.string() }),
]);
export type OrderNextWire = v.InferInput<typeof OrderNextSchema>;

/** `POST /api/orders` (201) and `POST /api/checkout/bridge/{token}` (200) → the order and what comes next. */
export const OrderPlacedResponseSchema = wireObject({ data: OrderSchema, next: OrderNextSchema });
export type OrderPlacedResponse = v.InferOutput<typeof OrderPlacedResponseSchema>;

/**
 * `POST /api/checkout/bridge/{token}` body: `abandon: true` when the shopper gave up 3-D Secure. Only
 * that key is accepted (a body carrying anything else is 422), so a stray field is never mistaken
 * for a decision about the payment.
 */
export const CheckoutBridgeRequestSchema = camelOutput(
  v.pipe(
    // Own keys only (not valibot's strictObject, which also sees `constructor` and the like through the prototype).
    v.custom<Record<string, unknown>>(
      (body) => typeof body === 'object' && body !== null && Object.keys(body).every((key) => key === 'abandon'),
      '送信内容に不明な項目があります。ページを再読み込みしてください',
    ),
    v.object({ abandon: v.optional(v.boolean(), false) }),
  ),
);
export type CheckoutBridgeRequest = v.InferOutput<typeof CheckoutBridgeRequestSchema>;

/** Why the card issuer refused (the gateway port's DeclineCode). */
export const CARD_DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'authentication_failed'] as const;

/**
 * `code` of a refused order: 409 price_changed, out_of_stock, cart_empty, order_in_progress (an order of
 * this customer is still being placed), order_abandoned (the placing of this idempotency key was
 * abandoned and its authorisation voided: place again with a new key); 402 a decline code; 503
 * payment_unavailable.
 */
export const ORDER_REFUSAL_CODES = [
  'price_changed',
  'out_of_stock',
  'cart_empty',
  'order_in_progress',
  'order_abandoned',
  'payment_unavailable',
  ...CARD_DECLINE_CODES,
] as const;

/** A line the stock cannot serve: what was asked for and what is left now. */
export const OutOfStockLineSchema = wireObject({
  kind: v.picklist(['item', 'production']),
  /** the cart entry (`cart_items` or `cart_productions` id) */
  cart_id: IdSchema,
  name: v.string(),
  color: v.nullable(v.string()),
  size: v.nullable(v.string()),
  sku_id: IdSchema,
  requested: QuantitySchema,
  available: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type OutOfStockLineWire = v.InferInput<typeof OutOfStockLineSchema>;
export type OutOfStockLine = v.InferOutput<typeof OutOfStockLineSchema>;

/**
 * The body of a refused order (409, 402, 503): a Japanese `message` saying what to do, the `code`,
 * and for out_of_stock the `lines` concerned.
 */
export const OrderRefusalSchema = wireObject({
  message: v.string(),
  code: v.picklist(ORDER_REFUSAL_CODES),
  lines: v.optional(v.array(OutOfStockLineSchema)),
});
export type OrderRefusalWire = v.InferInput<typeof OrderRefusalSchema>;
