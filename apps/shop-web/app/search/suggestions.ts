/**
 * Predictive search: the options the header's search box offers for what is typed so far, from
 * `GET /api/search/suggest` (products with picture and price, categories, brands), after a first
 * option that searches the text as typed. Each option is a link; the box is a WAI-ARIA combobox
 * (layout/search-box.tsx).
 */
import type { SearchSuggestResponse } from '@shop/api-contract';
import { searchHref } from './ime-enter.ts';

export interface SuggestOption {
  kind: 'query' | 'product' | 'category' | 'brand';
  /** What the option says. */
  label: string;
  href: string;
  /** Products: their picture and price from (yen, tax included). */
  image?: string | null;
  price?: number;
}

/** The wait after the last keystroke before asking, ms: fast typists ask once per pause. */
export const SUGGEST_DELAY_MS = 120;

/** The options for a suggest answer, the text's own search first. */
export function suggestOptions(text: string, answer: SearchSuggestResponse['data']): SuggestOption[] {
  return [
    { kind: 'query', label: `「${text.trim()}」で検索`, href: searchHref(text) },
    ...answer.products.map((p): SuggestOption => ({
      kind: 'product',
      label: p.name,
      href: `/product/${encodeURIComponent(p.code)}`,
      image: p.image,
      price: p.minPrice,
    })),
    ...answer.categories.map((c): SuggestOption => ({ kind: 'category', label: c.name, href: `/${c.slug}` })),
    ...answer.brands.map((b): SuggestOption => ({ kind: 'brand', label: b.name, href: `/brand/${b.slug}` })),
  ];
}

/** The section heading of each kind of option. */
export const SECTION_TITLES: Readonly<Record<SuggestOption['kind'], string>> = {
  query: 'キーワード',
  product: '商品',
  category: 'カテゴリー',
  brand: 'ブランド',
};
