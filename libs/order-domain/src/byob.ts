/**
 * BYOB requests (持ち込みプリント, issue #15, docs/decisions/013): printing on garments the customer
 * brings. Their numbers `BY-2026-000123` (the year received, shop time, and a running number of at
 * least six digits that never restarts), the choices a request is made of with their Japanese labels,
 * the quantity rule (sizes × pieces), the date rule (the wanted delivery date leaves the production
 * days after the garments arrive) and the quote's limits. The callers give the clock and calendar.
 */
import { addDays } from '@shop/business-days';
import { runningNumber } from './order-number.ts';

/** Every BYOB request number starts with this. */
export const BYOB_NUMBER_PREFIX = 'BY';

const numbers = runningNumber(BYOB_NUMBER_PREFIX);

/** `formatByobNumber({ year: 2026, sequence: 7 })` → `'BY-2026-000007'`. Throws RangeError out of range. */
export const formatByobNumber = numbers.format;

/** Reads a BYOB request number; anything else (lower case, an order number, extra zeros) is refused. */
export const parseByobNumber = numbers.parse;

/** The states of a request: received → quoted (by the operator) → accepted (an estimate in the cart); or cancelled. */
export const BYOB_STATUSES = ['received', 'quoted', 'accepted', 'cancelled'] as const;
export type ByobStatus = (typeof BYOB_STATUSES)[number];

export const BYOB_STATUS_LABELS: Readonly<Record<ByobStatus, string>> = {
  received: 'お見積り中',
  quoted: 'お見積り済み',
  accepted: 'ご注文手続き済み',
  cancelled: 'キャンセル',
};

/** Garments the shop prints on when brought in. */
export const BYOB_GARMENT_KINDS = ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'jacket', 'tote', 'other'] as const;
export type ByobGarmentKind = (typeof BYOB_GARMENT_KINDS)[number];

export const BYOB_GARMENT_KIND_LABELS: Readonly<Record<ByobGarmentKind, string>> = {
  tshirt: 'Tシャツ',
  longsleeve: 'ロングTシャツ',
  polo: 'ポロシャツ',
  sweat: 'スウェット・トレーナー',
  hoodie: 'パーカー',
  jacket: 'ジャケット・ブルゾン',
  tote: 'トートバッグ',
  other: 'その他',
};

/** What the garments are made of (it decides which print method holds). */
export const BYOB_MATERIALS = ['cotton', 'polyester', 'blend', 'nylon', 'other'] as const;
export type ByobMaterial = (typeof BYOB_MATERIALS)[number];

export const BYOB_MATERIAL_LABELS: Readonly<Record<ByobMaterial, string>> = {
  cotton: '綿100%',
  polyester: 'ポリエステル100%',
  blend: '綿・ポリエステル混紡',
  nylon: 'ナイロン',
  other: 'その他・不明',
};

/** Sizes a request counts pieces by (F: one size). */
export const BYOB_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'F'] as const;
export type ByobSize = (typeof BYOB_SIZES)[number];

export const BYOB_SIZE_LABELS: Readonly<Record<ByobSize, string>> = {
  XS: 'XS',
  S: 'S',
  M: 'M',
  L: 'L',
  XL: 'XL',
  XXL: 'XXL',
  XXXL: 'XXXL',
  F: 'フリーサイズ',
};

/** Where a print goes. */
export const BYOB_PLACEMENTS = ['front', 'back', 'left_chest', 'right_chest', 'left_sleeve', 'right_sleeve'] as const;
export type ByobPlacement = (typeof BYOB_PLACEMENTS)[number];

export const BYOB_PLACEMENT_LABELS: Readonly<Record<ByobPlacement, string>> = {
  front: '前面',
  back: '背面',
  left_chest: '左胸',
  right_chest: '右胸',
  left_sleeve: '左袖',
  right_sleeve: '右袖',
};

/** How the garments reach the factory. */
export const BYOB_ARRIVAL_METHODS = ['parcel', 'drop_off'] as const;
export type ByobArrivalMethod = (typeof BYOB_ARRIVAL_METHODS)[number];

export const BYOB_ARRIVAL_METHOD_LABELS: Readonly<Record<ByobArrivalMethod, string>> = {
  parcel: '宅配便で送る（元払い）',
  drop_off: '工場へ持ち込む',
};

/** Limits of a request. */
export const BYOB_LIMITS = {
  /** pieces of one size */
  maxPerSize: 500,
  /** pieces of the whole request */
  maxTotal: 1000,
  /** placements printed */
  maxPlacements: BYOB_PLACEMENTS.length,
  /** business days of production after the garments arrive, before a quote says otherwise */
  productionDays: 10,
  /** calendar days ahead the garments may be announced to arrive */
  arrivalHorizonDays: 60,
  /** the highest quote the operator may give, yen */
  maxQuotePrice: 10_000_000,
  /** the longest lead time of a quote, business days */
  maxQuoteLeadDays: 60,
} as const;

export const BYOB_MESSAGES = {
  noPieces: '枚数を1枚以上入力してください',
  tooManyPerSize: (size: string) => `${size}の枚数は${BYOB_LIMITS.maxPerSize}枚までで入力してください`,
  tooManyPieces: `枚数は合計${BYOB_LIMITS.maxTotal}枚までです。それ以上はお問い合わせください`,
  duplicateSize: 'サイズが重複しています',
  duplicatePlacement: 'プリント位置が重複しています',
  arrivalTooSoon: (earliest: string) => `到着予定日は${japaneseDay(earliest)}以降の日付を選んでください`,
  arrivalTooLate: (latest: string) => `到着予定日は${japaneseDay(latest)}までの日付を選んでください`,
  wantedTooSoon: (earliest: string) =>
    `ご希望納期は${japaneseDay(earliest)}以降の日付を選んでください（お品物の到着後、製作に${BYOB_LIMITS.productionDays}営業日かかります）`,
  noCalendar: '営業日カレンダーの範囲を超えています。もう少し近い日付を選んでください',
} as const;

/** `2026-12-05` → `2026年12月5日`. */
function japaneseDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** Pieces of one size. */
export interface ByobQuantity {
  readonly size: string;
  readonly quantity: number;
}

/** The pieces of a request. */
export function byobQuantityTotal(quantities: readonly ByobQuantity[]): number {
  return quantities.reduce((sum, q) => sum + q.quantity, 0);
}

/** The quantity rule: at least one piece, each size once and at most maxPerSize, at most maxTotal in all. Answers the message, or undefined. */
export function checkByobQuantities(quantities: readonly ByobQuantity[]): string | undefined {
  const sizes = new Set<string>();
  for (const q of quantities) {
    if (!Number.isSafeInteger(q.quantity) || q.quantity < 0) throw new RangeError(`quantity out of range: ${q.quantity}`);
    if (sizes.has(q.size)) return BYOB_MESSAGES.duplicateSize;
    sizes.add(q.size);
    if (q.quantity > BYOB_LIMITS.maxPerSize) return BYOB_MESSAGES.tooManyPerSize(q.size);
  }
  const total = byobQuantityTotal(quantities);
  if (total < 1) return BYOB_MESSAGES.noPieces;
  if (total > BYOB_LIMITS.maxTotal) return BYOB_MESSAGES.tooManyPieces;
  return undefined;
}

export interface ByobDatesInput {
  /** shop-local today, 'YYYY-MM-DD' */
  readonly today: string;
  /** the day the garments arrive, 'YYYY-MM-DD' */
  readonly arrivalDate: string;
  /** the day the customer wants the prints delivered, 'YYYY-MM-DD' */
  readonly wantedDate: string;
  /** known business days, ascending 'YYYY-MM-DD' */
  readonly businessDays: readonly string[];
  /** calendar days from shipping to delivery (the shop's delivery_transit_days) */
  readonly transitDays: number;
}

/** The earliest delivery date for garments arriving on `arrivalDate`, or undefined past the calendar. */
export function byobEarliestWantedDate(arrivalDate: string, businessDays: readonly string[], transitDays: number): string | undefined {
  if (!Number.isSafeInteger(transitDays) || transitDays < 0) throw new RangeError(`transitDays out of range: ${transitDays}`);
  // Production starts on the first business day after the arrival day.
  const first = businessDays.findIndex((day) => day > arrivalDate);
  if (first === -1) return undefined;
  const ship = businessDays[first + BYOB_LIMITS.productionDays - 1];
  return ship === undefined ? undefined : addDays(ship, transitDays);
}

/** The date rules, as field errors (`arrival_date`, `wanted_date`) in Japanese; empty when both dates hold. */
export function checkByobDates(input: ByobDatesInput): { arrival_date?: string; wanted_date?: string } {
  const earliestArrival = addDays(input.today, 1);
  const latestArrival = addDays(input.today, BYOB_LIMITS.arrivalHorizonDays);
  if (input.arrivalDate < earliestArrival) return { arrival_date: BYOB_MESSAGES.arrivalTooSoon(earliestArrival) };
  if (input.arrivalDate > latestArrival) return { arrival_date: BYOB_MESSAGES.arrivalTooLate(latestArrival) };
  const earliest = byobEarliestWantedDate(input.arrivalDate, input.businessDays, input.transitDays);
  if (earliest === undefined) return { wanted_date: BYOB_MESSAGES.noCalendar };
  if (input.wantedDate < earliest) return { wanted_date: BYOB_MESSAGES.wantedTooSoon(earliest) };
  return {};
}

/** Why a quote is refused (the operator's command line reads it). */
export function checkByobQuote(price: number, leadDays: number): string | undefined {
  if (!Number.isSafeInteger(price) || price < 1 || price > BYOB_LIMITS.maxQuotePrice)
    return `price must be 1-${BYOB_LIMITS.maxQuotePrice} yen`;
  if (!Number.isSafeInteger(leadDays) || leadDays < 1 || leadDays > BYOB_LIMITS.maxQuoteLeadDays)
    return `lead days must be 1-${BYOB_LIMITS.maxQuoteLeadDays}`;
  return undefined;
}

/** Whether a request in this status may be quoted (again) by the operator, and accepted by the customer. */
export const byobCanBeQuoted = (status: ByobStatus): boolean => status === 'received' || status === 'quoted';
export const byobCanBeAccepted = (status: ByobStatus): boolean => status === 'quoted';
