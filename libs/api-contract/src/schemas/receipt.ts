/**
 * Receipts (領収書) and invoices (請求書) of an order (issue #32): `GET /api/orders/{number}/receipt`
 * says whether the order has a receipt now, why not, and what its first download kept;
 * `POST /api/orders/{number}/receipt` downloads it (a PDF); `GET /api/orders/{number}/invoice` the
 * invoice of a bank-transfer order. The form's rules are @shop/validation's `ReceiptFormSchema`, the
 * same in the browser and on the server.
 */
import { ReceiptFormSchema } from '@shop/validation';
import * as v from 'valibot';
import { CountSchema, TimestampSchema, camelOutput, dataEnvelope, wireObject } from './common.ts';

/** Why an order has no receipt now. */
export const RECEIPT_REFUSAL_VALUES = ['cancelled', 'refunded', 'not_paid'] as const;

/**
 * An order's receipt: `available` once paid (a card captured at shipping, a bank transfer
 * received) and neither refunded nor cancelled, else `refusal` with its Japanese `message`;
 * `issued` once downloaded (the 宛名 and 但し書き of the first download, kept for every re-issue, and
 * how many times); `defaults` what the form starts with (the customer's name, the shop's purpose).
 * `invoice_available` for a bank-transfer order that is neither cancelled nor refunded.
 */
export const ReceiptStatusSchema = wireObject({
  available: v.boolean(),
  refusal: v.nullable(wireObject({ code: v.picklist(RECEIPT_REFUSAL_VALUES), message: v.string() })),
  issued: v.nullable(
    wireObject({
      addressee: v.string(),
      note: v.string(),
      first_issued_at: TimestampSchema,
      /** downloads so far (1: the first) */
      issue_count: CountSchema,
    }),
  ),
  defaults: wireObject({ addressee: v.string(), note: v.string() }),
  invoice_available: v.boolean(),
});
export type ReceiptStatusWire = v.InferInput<typeof ReceiptStatusSchema>;
export type ReceiptStatus = v.InferOutput<typeof ReceiptStatusSchema>;

/** `GET /api/orders/{number}/receipt` → `{ data: ReceiptStatus }`. */
export const ReceiptStatusResponseSchema = dataEnvelope(ReceiptStatusSchema);

/** `POST /api/orders/{number}/receipt`: 宛名 (≤ 20) and 但し書き (≤ 200); used by the first download only. */
export const ReceiptRequestSchema = camelOutput(ReceiptFormSchema);
export type ReceiptRequestWire = v.InferInput<typeof ReceiptRequestSchema>;
export type ReceiptRequest = v.InferOutput<typeof ReceiptRequestSchema>;
