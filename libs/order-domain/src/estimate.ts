/**
 * Estimates (見積, issue #15, docs/decisions/013): their numbers `Q-2026-000123` (the year issued,
 * shop time, and a running number of at least six digits that never restarts), how long they hold
 * and the state a shopper reads: 有効 while valid, 期限切れ after the last valid day, 注文済み once
 * bought (an estimate is bought once).
 */
import { addDays } from '@shop/business-days';
import { runningNumber } from './order-number.ts';

/** Every estimate number starts with this. */
export const ESTIMATE_NUMBER_PREFIX = 'Q';

/** Days an estimate holds when the shop's setting is missing. */
export const DEFAULT_ESTIMATE_VALID_DAYS = 30;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
const epochDay = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

const numbers = runningNumber(ESTIMATE_NUMBER_PREFIX);

/** `formatEstimateNumber({ year: 2026, sequence: 3 })` → `'Q-2026-000003'`. Throws RangeError out of range. */
export const formatEstimateNumber = numbers.format;

/** Reads an estimate number; anything else (lower case, an order number, extra zeros) is refused. */
export const parseEstimateNumber = numbers.parse;

/** The last day an estimate issued on `issuedOn` holds ('YYYY-MM-DD', shop time): `validDays` days later. */
export function estimateValidUntil(issuedOn: string, validDays: number): string {
  if (!Number.isSafeInteger(validDays) || validDays < 0) throw new RangeError(`validDays out of range: ${validDays}`);
  return addDays(issuedOn, validDays);
}

/** The states of an estimate. */
export const ESTIMATE_STATES = ['valid', 'expired', 'ordered'] as const;
export type EstimateState = (typeof ESTIMATE_STATES)[number];

/** What shoppers read for each state. */
export const ESTIMATE_STATE_LABELS: Readonly<Record<EstimateState, string>> = { valid: '有効', expired: '期限切れ', ordered: '注文済み' };

/**
 * The state of an estimate on `today` ('YYYY-MM-DD', shop time): ordered once bought, whatever the
 * date; otherwise valid through its last valid day and expired the day after.
 */
export function estimateState(estimate: { readonly validUntil: string; readonly ordered: boolean }, today: string): EstimateState {
  if (estimate.ordered) return 'ordered';
  return epochDay(today) <= epochDay(estimate.validUntil) ? 'valid' : 'expired';
}

/** Why an estimate cannot go into the cart or be ordered, in Japanese; null when it can. */
export function estimateRefusalMessage(state: EstimateState, validUntil: string): string | null {
  if (state === 'ordered') return 'この見積はすでにご注文済みです。';
  if (state === 'expired') {
    const [y, m, d] = validUntil.split('-').map(Number);
    return `この見積は有効期限（${y}年${m}月${d}日）を過ぎています。もう一度お見積りください。`;
  }
  return null;
}

/**
 * The moment an estimate stops holding: the end of its last valid day in shop time (epoch ms), the
 * `expires_at` of its cart entry.
 */
export function estimateExpiresAt(validUntil: string, offsetHours = 9): number {
  return (epochDay(validUntil) + 1) * 86_400_000 - offsetHours * 3_600_000;
}
