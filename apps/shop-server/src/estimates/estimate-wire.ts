/** Estimates in their wire shapes (EstimateSummarySchema, EstimateSchema of @shop/api-contract). */
import type { EstimateSummaryWire, EstimateWire } from '@shop/api-contract';
import { ESTIMATE_STATE_LABELS, estimateRefusalMessage } from '@shop/order-domain';
import type { EstimateRecord } from './estimate-store.ts';
import { stateOf } from './estimate-service.ts';

/** An estimate in the list. */
export function estimateSummaryWire(row: EstimateRecord, now: number): EstimateSummaryWire {
  const state = stateOf(row, now);
  return {
    number: row.number,
    source: row.source,
    title: row.title,
    state,
    state_label: ESTIMATE_STATE_LABELS[state],
    issued_on: row.issued_on,
    valid_until: row.valid_until,
    goods_total: row.goods_total,
    tax: row.tax,
    quantity: row.quantity,
    ordered_order_number: row.ordered_order_number,
    created_at: row.created_at.toISOString(),
  };
}

/** One estimate with its lines. */
export function estimateWire(row: EstimateRecord, now: number): EstimateWire {
  const summary = estimateSummaryWire(row, now);
  return {
    ...summary,
    lines: row.lines.map((l) => l.wire),
    charges: row.charges,
    refusal: estimateRefusalMessage(summary.state, row.valid_until),
  };
}
