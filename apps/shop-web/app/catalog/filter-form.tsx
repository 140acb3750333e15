/**
 * The filter drawer's form (loaded when the drawer first opens; ./filter-drawer.tsx): sort, the
 * facets and the price as choices that apply together with one button, which says how many products
 * the pending choice lists (「24件を表示」, the API's list total, debounced) or 「該当する商品がありません」
 * at none. 「クリア」 unticks every filter of the pending choice (the sort stays).
 *
 * The list API takes one value per facet (brand, colour, size, fit, weight) and one price range, so
 * every group is a radio group with 「指定なし」 first; the price's preset ranges and its typed bounds
 * are one choice (a preset fills the bounds; the preset whose bounds are typed shows as chosen).
 */
import type { ProductListParams } from '@shop/api-client';
import { PRODUCT_SORTS, SEARCH_SORTS, type ProductFacets } from '@shop/api-contract';
import { Button, visuallyHidden } from '@shop/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { swatch } from './catalog.css.ts';
import { FACET_FIELD, FACET_TITLES } from './facet-titles.ts';
import {
  actions,
  applyButton,
  body,
  clearButton,
  count,
  group,
  groupTitle,
  option,
  optionInput,
  options,
  priceDash,
  priceError,
  priceField,
  priceFields,
  priceInput,
} from './filter-drawer.css.ts';
import {
  FACET_KEYS,
  PRICE_KEYS,
  PRICE_RANGES,
  RELEVANCE_LABEL,
  SORT_LABELS,
  isCurrentPrice,
  priceRangeLabel,
  rangeOverlaps,
  readListParams,
  readPriceInput,
  toProductQuery,
  type FacetKey,
  type ListParams,
  type PriceFilter,
} from './list-params.ts';
import { useMatchCount, type CountQuery } from './match-count.ts';

/** Heading of the price group (prices are shown and filtered tax included). */
export const PRICE_TITLE = '価格（税込）';

/** The label of the first choice of every filter group. */
export const ANY_LABEL = '指定なし';

/** The apply button when the pending choice lists no product. */
export const NO_MATCH_LABEL = '該当する商品がありません';

/** The apply button while the count of the pending choice is not known yet. */
export const APPLY_LABEL = 'この条件で表示';

/** What the list page fixes (its category, brand or feature, or the search's text), for counting a pending selection. */
export type ListFixed = Pick<ProductListParams, 'category' | 'brand' | 'feature'> & { q?: string };

/** The facet groups in drawer order: the price comes right after the brand. */
const GROUPS: readonly (FacetKey | 'price')[] = ['brand', 'price', ...FACET_KEYS.filter((key) => key !== 'brand')];

/** The pending choice: the list state the drawer would apply, the price as typed. */
interface Pending {
  sort: ListParams['sort'];
  facets: ListParams['facets'];
  minText: string;
  maxText: string;
}

function pendingFrom(search: URLSearchParams): Pending {
  const { sort, facets, price } = readListParams(search);
  return {
    sort,
    facets,
    minText: price.min === undefined ? '' : String(price.min),
    maxText: price.max === undefined ? '' : String(price.max),
  };
}

/** The API query of the pending choice (one product per page: only the total is wanted); the page's fixed part wins. */
export function pendingQuery(state: Pick<ListParams, 'sort' | 'facets' | 'price'>, fixed: ListFixed): CountQuery {
  return { ...toProductQuery({ ...state, page: 1 }, {}, 1), ...fixed };
}

/** `?…` for the list with the pending choice in force (other parameters kept, back to page 1). */
export function pendingHref(search: URLSearchParams, state: Pick<ListParams, 'sort' | 'facets' | 'price'>): string {
  const next = new URLSearchParams(search);
  for (const key of FACET_KEYS) {
    const value = state.facets[key];
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  if (state.price.min === undefined) next.delete(PRICE_KEYS.min);
  else next.set(PRICE_KEYS.min, String(state.price.min));
  if (state.price.max === undefined) next.delete(PRICE_KEYS.max);
  else next.set(PRICE_KEYS.max, String(state.price.max));
  if (state.sort === undefined) next.delete('sort');
  else next.set('sort', state.sort);
  next.delete('page');
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** The text of the apply button for a count (null: not known yet). */
export function applyLabel(matches: number | null): string {
  if (matches === null) return APPLY_LABEL;
  return matches === 0 ? NO_MATCH_LABEL : `${matches}件を表示`;
}

interface ChoiceProps {
  name: string;
  /** The value as the URL has it (facets: the slug or size name; price: `min-max`, open ends empty). */
  value: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** One radio choice, drawn as a pill (the whole pill is the label). */
function Choice({ name, value, checked, onChoose, children }: ChoiceProps) {
  return (
    <label className={option}>
      <input className={optionInput} type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <fieldset className={group} aria-labelledby={headingId}>
      <legend id={headingId} className={groupTitle}>
        {title}
      </legend>
      <div className={options}>{children}</div>
    </fieldset>
  );
}

/** One facet's values: 「指定なし」 and each value of the current result with its count there. */
function FacetChoices({
  facetKey,
  facets,
  value,
  onChange,
}: {
  facetKey: FacetKey;
  facets: ProductFacets;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const name = useId();
  const found = facets[FACET_FIELD[facetKey]];
  // A value in force that the current result no longer lists stays choosable (to keep or drop it).
  const listed = value === undefined || found.some((entry) => entry.value === value) ? found : [...found, { value, name: value, count: 0 }];
  if (listed.length === 0) return null;
  return (
    <Group title={FACET_TITLES[facetKey]}>
      <Choice name={name} value="" checked={value === undefined} onChoose={() => onChange(undefined)}>
        {ANY_LABEL}
      </Choice>
      {listed.map((entry) => (
        <Choice key={entry.value} name={name} value={entry.value} checked={value === entry.value} onChoose={() => onChange(entry.value)}>
          {'hex' in entry ? <span className={swatch} style={{ background: String(entry.hex) }} aria-hidden="true" /> : null}
          {entry.name}
          <span className={count}>({entry.count})</span>
        </Choice>
      ))}
    </Group>
  );
}

interface PriceChoicesProps {
  price: ProductFacets['price'];
  search: URLSearchParams;
  minText: string;
  maxText: string;
  onChange: (minText: string, maxText: string) => void;
  message: string | null;
  errorId: string;
}

/** The price: 「指定なし」, the preset ranges holding a price of the result, and typed bounds. */
function PriceChoices({ price, search, minText, maxText, onChange, message, errorId }: PriceChoicesProps) {
  const name = useId();
  const typed = readPriceInput(minText, maxText);
  const chosen = typed.ok ? typed.range : null;
  const same = (range: PriceFilter) => chosen !== null && chosen.min === range.min && chosen.max === range.max;
  // The ranges worth offering: those holding a price of the current result, and the one in force.
  const ranges = PRICE_RANGES.filter(
    (range) => isCurrentPrice(search, range) || same(range) || (price !== null && rangeOverlaps(range, price.min, price.max)),
  );
  const inForce = readListParams(search).price;
  // An empty result with no price filter in force or typed has nothing to offer.
  if (ranges.length === 0 && price === null && inForce.min === undefined && inForce.max === undefined && minText === '' && maxText === '')
    return null;
  const describedBy = message === null ? undefined : errorId;
  return (
    <Group title={PRICE_TITLE}>
      <Choice name={name} value="" checked={minText.trim() === '' && maxText.trim() === ''} onChoose={() => onChange('', '')}>
        {ANY_LABEL}
      </Choice>
      {ranges.map((range) => (
        <Choice
          key={priceRangeLabel(range)}
          name={name}
          value={`${range.min ?? ''}-${range.max ?? ''}`}
          checked={same(range)}
          onChoose={() => onChange(range.min === undefined ? '' : String(range.min), range.max === undefined ? '' : String(range.max))}
        >
          {priceRangeLabel(range)}
        </Choice>
      ))}
      <div className={priceFields}>
        <label className={priceField}>
          下限（円）
          <input
            className={priceInput}
            name={PRICE_KEYS.min}
            inputMode="numeric"
            autoComplete="off"
            placeholder={ANY_LABEL}
            value={minText}
            onChange={(event) => onChange(event.target.value, maxText)}
            aria-invalid={describedBy === undefined ? undefined : true}
            aria-describedby={describedBy}
          />
        </label>
        <span className={priceDash} aria-hidden="true">
          〜
        </span>
        <label className={priceField}>
          上限（円）
          <input
            className={priceInput}
            name={PRICE_KEYS.max}
            inputMode="numeric"
            autoComplete="off"
            placeholder={ANY_LABEL}
            value={maxText}
            onChange={(event) => onChange(minText, event.target.value)}
            aria-invalid={describedBy === undefined ? undefined : true}
            aria-describedby={describedBy}
          />
        </label>
      </div>
      {message === null ? null : (
        <p id={errorId} className={priceError} role="alert">
          {message}
        </p>
      )}
    </Group>
  );
}

export interface FilterFormProps {
  facets: ProductFacets;
  fixed: ListFixed;
  /** The total of the list as it stands (the count before anything is changed); asked for when absent. */
  total?: number;
  /** Called after the choice was applied (the drawer closes). */
  onApplied: () => void;
}

/** Sort, facets and price as one pending choice, applied with the counting button. */
export function FilterForm({ facets, fixed, total, onApplied }: FilterFormProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sortName = useId();
  const errorId = useId();
  const [pending, setPending] = useState(() => pendingFrom(search));
  const [message, setMessage] = useState<string | null>(null);
  const typed = readPriceInput(pending.minText, pending.maxText);
  const state = typed.ok ? { sort: pending.sort, facets: pending.facets, price: typed.range } : null;
  const unchanged = state !== null && pendingHref(search, state) === pendingHref(search, readListParams(search));
  const counted = useMatchCount(state === null || (unchanged && total !== undefined) ? null : pendingQuery(state, fixed));
  const matches = state === null ? null : unchanged && total !== undefined ? total : counted;

  const update = (change: Partial<Pending>) => {
    setMessage(null);
    setPending((current) => ({ ...current, ...change }));
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!typed.ok) {
      setMessage(typed.message);
      return;
    }
    if (matches === 0) return;
    void navigate(pendingHref(search, { sort: pending.sort, facets: pending.facets, price: typed.range }));
    onApplied();
  };

  return (
    <form className={body} onSubmit={apply} noValidate aria-label="絞り込み条件">
      <Group title="並び替え">
        {(fixed.q === undefined ? PRODUCT_SORTS : SEARCH_SORTS).map((sort) => {
          // The list's own order (a search's relevance, a list's popularity) is no parameter.
          const first = fixed.q === undefined ? 'popular' : 'relevance';
          return (
            <Choice
              key={sort}
              name={sortName}
              value={sort}
              checked={(pending.sort ?? first) === sort}
              onChoose={() => update({ sort: sort === 'relevance' || (sort === first && pending.sort === undefined) ? undefined : sort })}
            >
              {sort === 'relevance' ? RELEVANCE_LABEL : SORT_LABELS[sort]}
            </Choice>
          );
        })}
      </Group>
      {GROUPS.map((key) =>
        key === 'price' ? (
          <PriceChoices
            key={key}
            price={facets.price}
            search={search}
            minText={pending.minText}
            maxText={pending.maxText}
            onChange={(minText, maxText) => update({ minText, maxText })}
            message={message}
            errorId={errorId}
          />
        ) : (
          <FacetChoices
            key={key}
            facetKey={key}
            facets={facets}
            value={pending.facets[key]}
            onChange={(value) => {
              const next = { ...pending.facets };
              if (value === undefined) delete next[key];
              else next[key] = value;
              update({ facets: next });
            }}
          />
        ),
      )}
      <div className={actions}>
        <Button type="button" variant="outline" className={clearButton} onClick={() => update({ facets: {}, minText: '', maxText: '' })}>
          クリア
        </Button>
        <Button type="submit" variant="primary" className={applyButton} aria-disabled={matches === 0 ? true : undefined}>
          {applyLabel(matches)}
        </Button>
      </div>
      <span role="status" className={visuallyHidden}>
        {matches === null ? '' : matches === 0 ? NO_MATCH_LABEL : `この条件の商品は${matches}件です`}
      </span>
    </form>
  );
}
