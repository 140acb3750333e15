/**
 * Dates of editorial content in Japanese (`2025年6月18日`), always in the shop's time zone so the
 * server render and the browser agree whatever the visitor's zone.
 */

import { formatLongDate } from '../format/dates.ts';

/** `2025年6月18日` for an ISO timestamp; the input itself when it is not a date. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatLongDate(ms);
}
