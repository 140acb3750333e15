import { PRODUCT_SORTS, type ProductFacets } from '@shop/api-client';
import { Drawer } from '@shop/ui';
import { useAtom } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { filterDrawerAtom } from '../state/ui.ts';
import { chip, chips, swatch } from './catalog.css.ts';
import { body, count, group, groupTitle } from './filter-drawer.css.ts';
import { FACET_KEYS, SORT_LABELS, toggleFacetHref, type FacetKey } from './list-params.ts';

const FACET_TITLES: Record<FacetKey, string> = {
  brand: 'ブランド',
  color: 'カラー',
  size: 'サイズ',
  fit: 'シルエット',
  weight: '生地の厚さ',
};

const FACET_FIELD = { brand: 'brands', color: 'colors', size: 'sizes', fit: 'fits', weight: 'weights' } as const;

/**
 * The product filter drawer, opened by the top bar's filter button: facet values of the current
 * result as links that toggle the filter (so filters are plain URLs, shareable and crawlable).
 */
export function FilterDrawer({ facets }: { facets: ProductFacets }) {
  const [open, setOpen] = useAtom(filterDrawerAtom);
  const [search] = useSearchParams();
  const sortHref = (sort: string) => {
    const next = new URLSearchParams(search);
    next.set('sort', sort);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <Drawer open={open} onOpenChange={setOpen} title="絞り込み・並び替え" closeLabel="閉じる" side="right" showTitle>
      <div className={body}>
        <section className={group}>
          <h3 className={groupTitle}>並び替え</h3>
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
        {FACET_KEYS.map((key) => {
          const options = facets[FACET_FIELD[key]];
          if (options.length === 0) return null;
          return (
            <section key={key} className={group}>
              <h3 className={groupTitle}>{FACET_TITLES[key]}</h3>
              <ul className={chips}>
                {options.map((option) => (
                  <li key={option.value}>
                    <Link
                      to={toggleFacetHref(search, key, option.value)}
                      className={chip}
                      aria-current={search.get(key) === option.value ? 'true' : undefined}
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
        })}
      </div>
    </Drawer>
  );
}
