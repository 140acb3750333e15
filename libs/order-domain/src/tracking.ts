/**
 * Carriers and their tracking pages (spec §3 carrier codes, §7 shipment tracking links): carrier 1
 * Yamato Transport, 2 Japan Post, 3 Sagawa Express. Any other carrier, or no tracking number, has no
 * link.
 */

/** The carrier codes the shop knows. */
export const CARRIERS = { yamato: 1, japanPost: 2, sagawa: 3 } as const;

/** Japanese names of the known carriers, by code. */
export const CARRIER_LABELS: Readonly<Record<number, string>> = {
  [CARRIERS.yamato]: 'ヤマト運輸',
  [CARRIERS.japanPost]: '日本郵便',
  [CARRIERS.sagawa]: '佐川急便',
};

/** Shown for a carrier code the shop has no name for. */
export const OTHER_CARRIER_LABEL = 'その他の配送業者';

/** The tracking page of each known carrier, up to the number. */
const TRACKING_PAGES: Readonly<Record<number, string>> = {
  [CARRIERS.yamato]: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=',
  [CARRIERS.japanPost]: 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=',
  [CARRIERS.sagawa]: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=',
};

/** The carrier's name: `carrierLabel(1)` → `'ヤマト運輸'`; an unknown code gives OTHER_CARRIER_LABEL. */
export function carrierLabel(carrier: number): string {
  return CARRIER_LABELS[carrier] ?? OTHER_CARRIER_LABEL;
}

/**
 * The page where a parcel can be followed, or null (unknown carrier, no number). Spaces and hyphens
 * are left out of the number (`1234-5678-9012` is written so on slips; the pages want the digits).
 *
 * @example trackingUrl(1, '1234-5678-9012') // 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012'
 */
export function trackingUrl(carrier: number | null, trackingNumber: string | null): string | null {
  if (carrier === null || trackingNumber === null) return null;
  const page = TRACKING_PAGES[carrier];
  const number = trackingNumber.replace(/[\s-]/g, '');
  if (page === undefined || number === '') return null;
  return `${page}${encodeURIComponent(number)}`;
}
