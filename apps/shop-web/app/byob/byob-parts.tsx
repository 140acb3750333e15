/**
 * Parts the BYOB pages share: the step indicator, the print methods the shop offers (from the
 * catalogue), and the summary of a request as typed (confirm page) or as stored (the account page).
 */
import type { ApiClient } from '@shop/api-client';
import {
  BYOB_ARRIVAL_METHOD_LABELS,
  BYOB_GARMENT_KIND_LABELS,
  BYOB_MATERIAL_LABELS,
  BYOB_PLACEMENT_LABELS,
  BYOB_SIZE_LABELS,
} from '@shop/order-domain';
import { review, reviewRow, reviewTerm, reviewValue, step, steps } from '../guide/inquiry/contact-form.css.ts';
import { loadPriceData, type PriceData } from '../loaders/guide/load-price-data.ts';
import { BYOB_STEPS, quantityRows, type ByobDraft } from './byob-draft.ts';

/** Where the shopper is: アイテム, プリント, お客様情報, 確認. */
export function ByobSteps({ current }: { current: number }) {
  return (
    <ol className={steps} aria-label="お見積り依頼の手順">
      {BYOB_STEPS.map((s, index) => (
        <li key={s.path} className={step} aria-current={index === current ? 'step' : undefined}>
          {index + 1}. {s.name}
        </li>
      ))}
    </ol>
  );
}

/** A print method a request may ask for. */
export interface ByobMethod {
  id: number;
  slug: string;
  name: string;
  description: string;
  leadDays: number;
  goodFor: readonly string[];
}

/** The print methods of the catalogue's representative products, each once, in the order first seen. */
export function byobMethods(prices: PriceData): ByobMethod[] {
  const methods = new Map<string, ByobMethod>();
  for (const { product } of prices.products) {
    for (const m of product.printMethods) {
      if (!methods.has(m.slug))
        methods.set(m.slug, { id: m.id, slug: m.slug, name: m.name, description: m.description, leadDays: m.leadDays, goodFor: m.goodFor });
    }
  }
  return [...methods.values()];
}

/** The catalogue's price data and its print methods (the BYOB pages' loader). */
export async function loadByobCatalogue(api: ApiClient): Promise<{ prices: PriceData; methods: ByobMethod[] }> {
  const prices = await loadPriceData(api);
  return { prices, methods: byobMethods(prices) };
}

/** `2026-12-05` → `2026年12月5日`. */
export function japaneseDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return y && m && d ? `${y}年${m}月${d}日` : date;
}

const label = <T extends string>(labels: Readonly<Record<T, string>>, value: string) => (value in labels ? labels[value as T] : value);

/** The rows of a request as typed: term and value. */
export function draftSummary(draft: ByobDraft, methods: readonly ByobMethod[]): [string, string][] {
  const rows = quantityRows(draft.quantities);
  const method = methods.find((m) => String(m.id) === draft.print_method_id);
  return [
    ['アイテムの種類', label(BYOB_GARMENT_KIND_LABELS, draft.garment_kind)],
    ['素材', label(BYOB_MATERIAL_LABELS, draft.material)],
    ['ボディの色', draft.colors],
    [
      'サイズ・枚数',
      `${rows.map((r) => `${label(BYOB_SIZE_LABELS, r.size)} ${r.quantity}枚`).join('、')}（計${rows.reduce((n, r) => n + r.quantity, 0)}枚）`,
    ],
    ['プリント方法', method?.name ?? ''],
    [
      'プリント位置',
      draft.placements
        .map(
          (p) =>
            `${label(BYOB_PLACEMENT_LABELS, p.placement)}（${p.file ? p.file.name : 'データは後日送付'}）${p.note ? ` ${p.note}` : ''}`,
        )
        .join('\n'),
    ],
    ['お名前', draft.name],
    ['メールアドレス', draft.email],
    ['電話番号', draft.phone],
    ['お品物の送り方', label(BYOB_ARRIVAL_METHOD_LABELS, draft.arrival_method)],
    ['お品物の到着予定日', japaneseDay(draft.arrival_date)],
    ['ご希望納期', japaneseDay(draft.wanted_date)],
    ['備考', draft.notes || 'なし'],
  ];
}

/** Term/value rows as a description list. */
export function SummaryList({ rows, label: ariaLabel }: { rows: readonly [string, string][]; label: string }) {
  return (
    <dl className={review} aria-label={ariaLabel}>
      {rows.map(([term, value]) => (
        <div key={term} className={reviewRow}>
          <dt className={reviewTerm}>{term}</dt>
          <dd className={reviewValue} style={{ whiteSpace: 'pre-line' }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
