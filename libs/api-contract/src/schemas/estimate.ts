/**
 * Estimates (見積, issue #15, docs/decisions/013): `/api/estimates…` and the guest quote PDF
 * `/api/quotes/pdf`. Amounts are yen, tax included, priced by the server with @shop/cart-domain.
 */
import { maxLength, singleLine } from '@shop/validation';
import * as v from 'valibot';
import { CartProductionCreateRequestSchema } from './cart-production.ts';
import { CountSchema, IdSchema, IsoDateSchema, TimestampSchema, YenSchema, dataEnvelope, wireObject } from './common.ts';
import { OrderChargesSchema, OrderLineSchema, OrderNumberSchema } from './order.ts';

/** `Q-2026-000003` */
export const EstimateNumberSchema = v.pipe(v.string(), v.regex(/^Q-\d{4}-\d{6,15}$/));

/** Where an estimate was made. */
export const EstimateSourceSchema = v.picklist(['print_order', 'reorder', 'byob']);

/** 有効 (valid), 期限切れ (expired), 注文済み (ordered). */
export const EstimateStateSchema = v.picklist(['valid', 'expired', 'ordered']);

const SUMMARY_ENTRIES = {
  number: EstimateNumberSchema,
  source: EstimateSourceSchema,
  title: v.string(),
  state: EstimateStateSchema,
  state_label: v.string(),
  /** YYYY-MM-DD, shop time */
  issued_on: IsoDateSchema,
  /** the last valid day */
  valid_until: IsoDateSchema,
  /** yen, tax included; shipping is added by the cart */
  goods_total: YenSchema,
  /** consumption tax contained in goods_total */
  tax: YenSchema,
  /** pieces */
  quantity: CountSchema,
  /** the order that bought it */
  ordered_order_number: v.nullable(OrderNumberSchema),
  created_at: TimestampSchema,
};

/** An estimate in the list. */
export const EstimateSummarySchema = wireObject(SUMMARY_ENTRIES);
export type EstimateSummaryWire = v.InferInput<typeof EstimateSummarySchema>;
export type EstimateSummary = v.InferOutput<typeof EstimateSummarySchema>;

/** One estimate with its lines (the order lines it becomes) and charges by part. */
export const EstimateSchema = wireObject({
  ...SUMMARY_ENTRIES,
  lines: v.array(OrderLineSchema),
  charges: OrderChargesSchema,
  /** why it cannot go into the cart now (Japanese), null while it can */
  refusal: v.nullable(v.string()),
});
export type EstimateWire = v.InferInput<typeof EstimateSchema>;
export type Estimate = v.InferOutput<typeof EstimateSchema>;

/** `GET /api/estimates` → `{ data: EstimateSummary[] }`, newest first. */
export const EstimateListResponseSchema = dataEnvelope(v.array(EstimateSummarySchema));

/** `GET /api/estimates/{number}`, `POST /api/estimates` → `{ data: Estimate }`. */
export const EstimateResponseSchema = dataEnvelope(EstimateSchema);

/** `POST /api/estimates/{number}/cart` → `{ data: { id, estimate_number } }`: the cart entry (`/api/cart_estimates/{id}`). */
export const EstimateCartResponseSchema = dataEnvelope(wireObject({ id: IdSchema, estimate_number: EstimateNumberSchema }));

/** The label of the quote's addressee, as the form shows it. */
const QUOTE_NAME_LABEL = '見積書の宛名';

/** `POST /api/quotes/pdf`: a print order as for the cart, and the name the quote is made out to (様). */
export const QuotePdfRequestSchema = wireObject({
  ...CartProductionCreateRequestSchema.pipe[0].entries,
  name: v.optional(v.pipe(v.string(), v.trim(), singleLine(QUOTE_NAME_LABEL), maxLength(QUOTE_NAME_LABEL, 60)), ''),
});
export type QuotePdfRequestWire = v.InferInput<typeof QuotePdfRequestSchema>;

/** A PDF document (`application/pdf`). */
export const PdfBytesSchema = v.blob();
