import { useMemo } from 'react';
import { Link } from 'react-router';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import type { CategoryPageData } from '../loaders/load-category.ts';
import { CatalogResults } from './catalog-results.tsx';
import { chip, chips, lead } from './catalog.css.ts';
import { categoryTrail } from './category-trail.ts';

/**
 * The category page: breadcrumbs, title and subcategories, the number of products, then the
 * results (chips, cards, pages, filter drawer). The route's island (routes/category.tsx).
 */
export function CategoryBody({ category, products, meta }: CategoryPageData) {
  const fixed = useMemo(() => ({ category: category.slug }), [category.slug]);
  return (
    <>
      <TrailBreadcrumbs trail={categoryTrail(category)} />
      <h1>{category.name}</h1>
      {category.description ? <p className={lead}>{category.description}</p> : null}
      {category.children.length > 0 ? (
        <ul className={chips} aria-label="サブカテゴリー">
          {category.children.map((child) => (
            <li key={child.slug}>
              <Link to={`/${child.slug}`} className={chip}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={lead}>全{meta.total}点</p>
      <CatalogResults
        products={products}
        currentPage={meta.currentPage}
        lastPage={meta.lastPage}
        facets={meta.facets}
        fixed={fixed}
        total={meta.total}
      />
    </>
  );
}
