/**
 * Links that open the contact form already filled in for a purpose (`/info/contactus?topic=…`).
 * The catalogue page's request link fills in the catalogue-request category with a title and a
 * template of what the shop needs to send the catalogue.
 */
import type { InquiryValues } from './inquiry-values.ts';

/** `topic` value of the catalogue request link. */
export const CATALOG_REQUEST_TOPIC = 'catalog';

const PRESETS: Record<string, Partial<InquiryValues>> = {
  [CATALOG_REQUEST_TOPIC]: {
    category: 'catalog',
    title: 'カタログ・生地見本の請求',
    contents: '【ご希望の資料】紙のカタログ／生地見本（ご希望の商品：　）\n【送付先】〒\n【お電話番号】',
  },
};

/** The values a topic fills in, or null for no or an unknown topic. */
export function topicPreset(topic: string | null): Partial<InquiryValues> | null {
  return topic !== null && Object.hasOwn(PRESETS, topic) ? (PRESETS[topic] ?? null) : null;
}
