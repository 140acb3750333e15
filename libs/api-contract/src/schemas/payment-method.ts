/**
 * The customer's saved cards (`/api/payment_methods`, issue #14; docs/decisions/009). A saved card is
 * the payment gateway's reusable reference, which never leaves the server: the wire carries what the
 * page shows (brand, last 4 digits, expiry, whether it has expired, the default mark) and its id.
 * Cards are added through the gateway's own card form in "save" mode (the number never reaches our
 * API): `card_sessions` opens the form, the form's single-use token is then exchanged by `POST`.
 */
import * as v from 'valibot';
import { IdSchema, TimestampSchema, camelOutput, dataEnvelope, listEnvelope, wireObject } from './common.ts';
import { CardBrandSchema } from './order.ts';

/** The most cards one customer may keep (a sixth is refused with 422). */
export const MAX_SAVED_CARDS = 5;

/** One saved card. `expired`: its expiry month is over (shop time), it cannot be charged. */
export const SavedCardSchema = wireObject({
  id: IdSchema,
  brand: CardBrandSchema,
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  exp_month: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12)),
  exp_year: v.pipe(v.number(), v.safeInteger(), v.minValue(2000), v.maxValue(2999)),
  expired: v.boolean(),
  is_default: v.boolean(),
  created_at: TimestampSchema,
});
export type SavedCardWire = v.InferInput<typeof SavedCardSchema>;
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

/** `GET /api/payment_methods` → `{ data: SavedCard[] }`: the default first, then the newest first. */
export const SavedCardListResponseSchema = listEnvelope(SavedCardSchema);

/** `POST /api/payment_methods` (201), `POST /api/payment_methods/:id/default` → `{ data: SavedCard }`. */
export const SavedCardResponseSchema = dataEnvelope(SavedCardSchema);

/** `POST /api/payment_methods` body: the single-use token the gateway's card form gave in save mode. */
export const SavedCardCreateRequestSchema = camelOutput(
  v.object(
    {
      card_token: v.pipe(
        v.string('カード情報を入力してください'),
        v.minLength(1, 'カード情報を入力してください'),
        v.maxLength(200, 'カード情報が正しくありません。もう一度カードを入力してください'),
      ),
    },
    '入力内容の形式が正しくありません',
  ),
);

/** `POST /api/payment_methods/card_sessions` → the gateway's card form in save mode at `url`. */
export const SavedCardSessionResponseSchema = dataEnvelope(wireObject({ token: v.pipe(v.string(), v.nonEmpty()), url: v.string() }));
