/**
 * Points (issue #14): a ledger of movements whose sum is the balance. Points are earned when an order
 * is delivered (1 point per `yenPerPoint` yen of goods, tax included, floored), spent at checkout
 * (1 point = 1 yen), given back when the order is cancelled (points spent come back, points earned
 * by it are taken back but never below zero), granted by the shop, and expire 365 days after the
 * last activity (an earning or a spending). Every function answers the movement to append, so the
 * balance can never go below zero whatever the order of operations. Times are epoch ms arguments.
 */
export const POINT_REASONS = ['earned', 'spent', 'refunded', 'revoked', 'expired', 'granted'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** Japanese labels of the reasons (the point history shows them). */
export const POINT_REASON_LABELS: Readonly<Record<PointReason, string>> = {
  earned: 'ご注文によるポイント獲得',
  spent: 'お買い物でのご利用',
  refunded: 'ご注文キャンセルによるご返却',
  revoked: 'ご注文キャンセルによる取り消し',
  expired: '有効期限切れ',
  granted: 'ショップからの付与',
};

/** Days without earning or spending after which the whole balance expires. */
export const POINT_EXPIRY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The default rate: 1 point per 100 yen of goods. */
export const DEFAULT_YEN_PER_POINT = 100;

/** One movement of the ledger: `points` is signed (+ in, − out). */
export interface PointMovement {
  readonly reason: PointReason;
  readonly points: number;
  /** epoch ms */
  readonly at: number;
  readonly orderNumber: string | null;
}

/** A movement to append (its time is the caller's now). */
export interface NewPointMovement {
  readonly reason: PointReason;
  readonly points: number;
  readonly orderNumber: string | null;
}

/** The balance: the sum of the movements. */
export function pointBalance(movements: readonly Pick<PointMovement, 'points'>[]): number {
  return movements.reduce((sum, m) => sum + m.points, 0);
}

/** Points an order earns: floor(goods total / yen per point); 0 for a rate that is not a positive integer. */
export function pointsEarned(goodsTotal: number, yenPerPoint: number): number {
  if (!Number.isSafeInteger(yenPerPoint) || yenPerPoint <= 0 || goodsTotal <= 0) return 0;
  return Math.floor(goodsTotal / yenPerPoint);
}

const isActivity = (m: Pick<PointMovement, 'reason'>) => m.reason === 'earned' || m.reason === 'spent' || m.reason === 'granted';

/** When the balance expires (epoch ms): 365 days after the last earning or spending; null with nothing to expire. */
export function pointsExpireAt(movements: readonly PointMovement[]): number | null {
  if (pointBalance(movements) <= 0) return null;
  const last = movements.filter(isActivity).reduce((latest, m) => Math.max(latest, m.at), Number.NEGATIVE_INFINITY);
  return Number.isFinite(last) ? last + POINT_EXPIRY_DAYS * DAY_MS : null;
}

/** The `expired` movement due at `now` (the whole balance), or null when nothing expires yet. */
export function expiryDue(movements: readonly PointMovement[], now: number): NewPointMovement | null {
  const expiresAt = pointsExpireAt(movements);
  if (expiresAt === null || now < expiresAt) return null;
  return { reason: 'expired', points: -pointBalance(movements), orderNumber: null };
}

/**
 * Points that may be used on an order: what was asked for, capped at the balance and at what is
 * left to pay; whole points, never negative.
 */
export function usablePoints(requested: number, balance: number, payable: number): number {
  const asked = Number.isFinite(requested) ? Math.floor(requested) : 0;
  return Math.max(0, Math.min(asked, Math.floor(balance), Math.floor(payable)));
}

/** The `spent` movement of an order using `requested` points (capped at the balance); null for none. */
export function spendMovement(balance: number, requested: number, orderNumber: string | null): NewPointMovement | null {
  const points = usablePoints(requested, balance, Number.POSITIVE_INFINITY);
  return points > 0 ? { reason: 'spent', points: -points, orderNumber } : null;
}

/** The `earned` movement of a delivered order; null when it earns nothing. */
export function earnMovement(goodsTotal: number, yenPerPoint: number, orderNumber: string): NewPointMovement | null {
  const points = pointsEarned(goodsTotal, yenPerPoint);
  return points > 0 ? { reason: 'earned', points, orderNumber } : null;
}

/**
 * What cancelling an order moves: the points it spent come back (`refunded`), the points it earned
 * are taken back (`revoked`) as far as the balance allows. `movements` is the whole ledger; the
 * order's own movements are found by its number (what was already refunded or revoked is not moved twice).
 */
export function cancelMovements(movements: readonly PointMovement[], orderNumber: string): NewPointMovement[] {
  const mine = movements.filter((m) => m.orderNumber === orderNumber);
  const sum = (reason: PointReason) => mine.filter((m) => m.reason === reason).reduce((s, m) => s + m.points, 0);
  const out: NewPointMovement[] = [];
  const toRefund = -sum('spent') - sum('refunded');
  if (toRefund > 0) out.push({ reason: 'refunded', points: toRefund, orderNumber });
  const toRevoke = sum('earned') + sum('revoked');
  const balance = pointBalance(movements) + toRefund;
  const revoke = Math.min(toRevoke, Math.max(0, balance));
  if (revoke > 0) out.push({ reason: 'revoked', points: -revoke, orderNumber });
  return out;
}

/** A grant by the shop (positive whole points); null otherwise. */
export function grantMovement(points: number): NewPointMovement | null {
  return Number.isSafeInteger(points) && points > 0 ? { reason: 'granted', points, orderNumber: null } : null;
}

/** The least a card is charged (the gateway refuses 0 yen): points may pay all but this. */
export const MIN_CHARGE = 1;

/**
 * The most points an order may use (「すべて使う」): the balance, but never the whole amount to pay
 * (the server refuses an order that points alone would pay, see MIN_CHARGE).
 */
export function maxUsablePoints(balance: number, payable: number): number {
  return Math.max(0, Math.min(Math.floor(balance), Math.floor(payable) - MIN_CHARGE));
}
