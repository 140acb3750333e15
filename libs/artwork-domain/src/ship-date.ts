/**
 * Dates tell the truth (issue #30): an order with prints ships `leadDays` business days after the day
 * its last placement was approved, counted like every shipping date (@shop/business-days: after 14:00
 * JST from the next day, from the next business day on a closed day). The recount says why the date
 * is what it is, so the order page and the mail can say why it moved.
 */
import {
  DEFAULT_CUTOFF_HOUR,
  DEFAULT_SHOP_OFFSET_HOURS,
  estimateShippingDate,
  formatMonthDay,
  shippingStartReason,
  shopLocalDate,
  type ShippingDateError,
  type ShippingStartReason,
} from '@shop/business-days';
import { ok, type Result } from '@shop/result';

export interface RecountShipDateInput {
  /** The last approval of the order's placements (`orderArtState(jobs).readyAt`), epoch ms. */
  readonly approvedAt: number;
  /** Business days of production: the order's longest lead time of its print methods (order-domain `orderLeadDays`). */
  readonly leadDays: number;
  /** Known business days, ascending 'YYYY-MM-DD' (@shop/business-days `buildBusinessDays`). */
  readonly businessDays: readonly string[];
  /** The shipping date shown before ('YYYY-MM-DD', at the order or the last recount); null when none was. */
  readonly previousShipDate: string | null;
  /** Hours east of UTC; default 9 (JST). */
  readonly offsetHours?: number;
  /** Shop-local cut-off hour; default 14. */
  readonly cutoffHour?: number;
}

/** How the recounted date compares with the one shown before. */
export type ShipDateChange = 'first' | 'unchanged' | 'later' | 'earlier';

/** The recounted shipping date and why it is that day. */
export interface ShipDateRecount {
  /** 'YYYY-MM-DD' */
  readonly shipDate: string;
  readonly previousShipDate: string | null;
  readonly change: ShipDateChange;
  /** The shop-local day of the approval. */
  readonly approvedOn: string;
  /** Why counting starts when it does: 'today' (before 14:00 on a business day), 'after_cutoff', 'closed'. */
  readonly start: ShippingStartReason;
  readonly leadDays: number;
}

/**
 * The shipping date counted from the last approval, with the reason: the day of the approval, whether
 * the cut-off or a closed day moved the start, and how it compares with the date shown before. Never
 * before the approval day.
 */
export function recountShipDate(input: RecountShipDateInput): Result<ShipDateRecount, ShippingDateError> {
  const offsetHours = input.offsetHours ?? DEFAULT_SHOP_OFFSET_HOURS;
  const cutoffHour = input.cutoffHour ?? DEFAULT_CUTOFF_HOUR;
  const { approvedAt: now, businessDays, leadDays, previousShipDate } = input;
  const shipping = estimateShippingDate({ now, businessDays, leadDays, offsetHours, cutoffHour });
  if (!shipping.ok) return shipping;
  const shipDate = shipping.value;
  const change: ShipDateChange =
    previousShipDate === null ? 'first' : shipDate === previousShipDate ? 'unchanged' : shipDate > previousShipDate ? 'later' : 'earlier';
  return ok({
    shipDate,
    previousShipDate,
    change,
    approvedOn: shopLocalDate(now, offsetHours),
    start: shippingStartReason({ now, businessDays, offsetHours, cutoffHour }),
    leadDays,
  });
}

const START_WORDS: Readonly<Record<ShippingStartReason, string>> = {
  today: 'この日から製作日数を数えます',
  after_cutoff: '14時以降のため、翌営業日から製作日数を数えます',
  closed: '休業日のため、翌営業日から製作日数を数えます',
};

/**
 * The recount in words for the order page and the mail, e.g. 「データの確認が11月26日(木)に完了しました
 * （14時以降のため、翌営業日から製作日数を数えます）。発送予定日は12月7日(月)から12月8日(火)に変わりました。」
 */
export function describeShipDateRecount(recount: ShipDateRecount): string {
  const day = (date: string) => formatMonthDay(date, { weekday: true });
  const counted = `データの確認が${day(recount.approvedOn)}に完了しました（${START_WORDS[recount.start]}）。`;
  const previous = recount.previousShipDate;
  if (previous === null || recount.change === 'unchanged') return `${counted}発送予定日は${day(recount.shipDate)}です。`;
  const moved = recount.change === 'later' ? '変わりました' : '早まりました';
  return `${counted}発送予定日は${day(previous)}から${day(recount.shipDate)}に${moved}。`;
}
