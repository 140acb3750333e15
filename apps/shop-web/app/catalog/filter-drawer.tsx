import type { ProductListParams } from '@shop/api-client';
import { PRODUCT_SORTS, type ProductFacets } from '@shop/api-contract';
import { Button, Drawer, visuallyHidden } from '@shop/ui';
import { useAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { filterDrawerAtom } from '../state/ui.ts';
import { FACET_FIELD, FACET_TITLES } from './facet-titles.ts';
import { useMatchCount } from './match-count.ts';
import { chip, chips, swatch } from './catalog.css.ts';
import {
  body,
  clearAll,
  count,
  group,
  groupTitle,
  priceDash,
  priceError,
  priceField,
  priceFields,
  priceForm,
  priceInput,
} from './filter-drawer.css.ts';
import {
  FACET_KEYS,
  PRICE_RANGES,
  SORT_LABELS,
  clearFiltersHref,
  hasFilters,
  isCurrentPrice,
  priceHref,
  priceRangeLabel,
  rangeOverlaps,
  readListParams,
  readPriceInput,
  toProductQuery,
  toggleFacetHref,
  togglePriceHref,
  type FacetKey,
  type PriceFilter,
} from './list-params.ts';


/** Heading of the price group (prices are shown and filtered tax included). */
export const PRICE_TITLE = '価格（税込）';


/** The facet groups in drawer order: the price comes right after the brand. */
const GROUPS: readonly (FacetKey | 'price')[] = ['brand', 'price', ...FACET_KEYS.filter((key) => key !== 'brand')];

/**
 * The preset ranges worth offering: those holding a price of the current result (its cheapest to
 * dearest product), plus the range in force so it can be cleared.
 */
function offeredRanges(search: URLSearchParams, price: ProductFacets['price']): readonly PriceFilter[] {
  return PRICE_RANGES.filter((range) => isCurrentPrice(search, range) || (price !== null && rangeOverlaps(range, price.min, price.max)));
}

interface PriceBoundProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the form's error message while there is one. */
  errorId: string | undefined;
}

/** One typed bound of the price form: yen, free text (parsed by readPriceInput on apply). */
function PriceBound({ label, name, value, onChange, errorId }: PriceBoundProps) {
  return (
    <label className={priceField}>
      {label}
      <input
        className={priceInput}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder="指定なし"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId === undefined ? undefined : true}
        aria-describedby={errorId}
      />
    </label>
  );
}

/** What the list page fixes (its category, brand or feature), for counting a pending selection. */
export type ListFixed = Pick<ProductListParams, 'category' | 'brand' | 'feature'>;

/** The API query of the list at `search` with the price replaced by `price` (the page's fixed part wins). */
export function pendingQuery(search: URLSearchParams, fixed: ListFixed, price: PriceFilter): ProductListParams {
  return { ...toProductQuery({ ...readListParams(search), page: 1, price }, {}, 1), ...fixed };
}

/**
 * Typed lower and upper bounds, applied with a button (for a range the presets do not offer). While
 * the shopper types, the button says how many products the typed range would list (「12件を表示」).
 */
function PriceForm({ current, fixed }: { current: PriceFilter; fixed: ListFixed }) {
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [min, setMin] = useState(current.min === undefined ? '' : String(current.min));
  const [max, setMax] = useState(current.max === undefined ? '' : String(current.max));
  const [message, setMessage] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const pending = readPriceInput(min, max);
  const typed = min.trim() !== '' || max.trim() !== '';
  const matches = useMatchCount(pending.ok && typed ? pendingQuery(search, fixed, pending.range) : null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = readPriceInput(min, max);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    void navigate(priceHref(search, result.range));
  };

  return (
    <form className={priceForm} onSubmit={apply} noValidate aria-label="価格を指定して絞り込む">
      <div className={priceFields}>
        <PriceBound label="下限（円）" name="min_price" value={min} onChange={setMin} errorId={message === null ? undefined : errorId} />
        <span className={priceDash} aria-hidden="true">
          〜
        </span>
        <PriceBound label="上限（円）" name="max_price" value={max} onChange={setMax} errorId={message === null ? undefined : errorId} />
      </div>
      {message === null ? null : (
        <p id={errorId} className={priceError} role="alert">
          {message}
        </p>
      )}
      <Button type="submit" variant="outline" size="sm">
        {matches === null ? 'この価格で絞り込む' : `${matches}件を表示`}
      </Button>
      <span role="status" className={visuallyHidden}>
        {matches === null ? '' : `この価格の商品は${matches}件です`}
      </span>
    </form>
  );
}

/** The price group: preset ranges as toggling links, the custom range in force, and the typed-range form. */
function PriceGroup({ price, fixed }: { price: ProductFacets['price']; fixed: ListFixed }) {
  const headingId = useId();
  const [search] = useSearchParams();
  const current = readListParams(search).price;
  const ranges = offeredRanges(search, price);
  const custom = (current.min !== undefined || current.max !== undefined) && !PRICE_RANGES.some((range) => isCurrentPrice(search, range));
  // An empty result with no price filter in force has nothing to offer.
  if (ranges.length === 0 && !custom) return null;
  return (
    <section className={group} aria-labelledby={headingId}>
      <h3 id={headingId} className={groupTitle}>
        {PRICE_TITLE}
      </h3>
      <ul className={chips}>
        {ranges.map((range) => (
          <li key={priceRangeLabel(range)}>
            <Link to={togglePriceHref(search, range)} className={chip} aria-current={isCurrentPrice(search, range) ? 'true' : undefined}>
              {priceRangeLabel(range)}
            </Link>
          </li>
        ))}
        {custom ? (
          <li>
            {/* The typed range in force; following it clears the price filter. */}
            <Link to={priceHref(search, {})} className={chip} aria-current="true">
              {priceRangeLabel(current)}
            </Link>
          </li>
        ) : null}
      </ul>
      {/* Keyed by the range in force, so the fields follow the URL (back button, preset links). */}
      <PriceForm key={`${current.min ?? ''}-${current.max ?? ''}`} current={current} fixed={fixed} />
    </section>
  );
}

/** One facet's values as links that toggle the filter. */
function FacetGroup({ facetKey, facets }: { facetKey: FacetKey; facets: ProductFacets }) {
  const headingId = useId();
  const [search] = useSearchParams();
  const options = facets[FACET_FIELD[facetKey]];
  if (options.length === 0) return null;
  return (
    <section className={group} aria-labelledby={headingId}>
      <h3 id={headingId} className={groupTitle}>
        {FACET_TITLES[facetKey]}
      </h3>
      <ul className={chips}>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={toggleFacetHref(search, facetKey, option.value)}
              className={chip}
              aria-current={search.get(facetKey) === option.value ? 'true' : undefined}
            >
              {'hex' in option ? <span className={swatch} style={{ background: String(option.hex) }} aria-hidden="true" /> : null}
              {option.name}
              <span className={count}>({option.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The product filter drawer, opened by the top bar's filter button: facet values of the current
 * result as links that toggle the filter (so filters are plain URLs, shareable and crawlable), and
 * the price as preset ranges or typed bounds.
 */
export function FilterDrawer({ facets, fixed = {} }: { facets: ProductFacets; fixed?: ListFixed }) {
  const [open, setOpen] = useAtom(filterDrawerAtom);
  const [search] = useSearchParams();
  const sortHeadingId = useId();
  const sortHref = (sort: string) => {
    const next = new URLSearchParams(search);
    next.set('sort', sort);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <Drawer open={open} onOpenChange={setOpen} title="絞り込み・並び替え" closeLabel="閉じる" side="right" showTitle>
      <div className={body}>
        <section className={group} aria-labelledby={sortHeadingId}>
          <h3 id={sortHeadingId} className={groupTitle}>
            並び替え
          </h3>
          <ul className={chips}>
            {PRODUCT_SORTS.map((sort) => (
              <li key={sort}>
                <Link to={sortHref(sort)} className={chip} aria-current={search.get('sort') === sort ? 'true' : undefined}>
                  {SORT_LABELS[sort]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {GROUPS.map((key) =>
          key === 'price' ? <PriceGroup key={key} price={facets.price} fixed={fixed} /> : <FacetGroup key={key} facetKey={key} facets={facets} />,
        )}
        {hasFilters(search) ? (
          <p className={clearAll}>
            <Link to={clearFiltersHref(search)}>絞り込み条件をすべて解除する</Link>
          </p>
        ) : null}
      </div>
    </Drawer>
  );
}
