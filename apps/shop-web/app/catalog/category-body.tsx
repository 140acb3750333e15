import { useMemo } from 'react';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import type { CategoryPageData } from '../loaders/load-category.ts';
import { CatalogResults } from './catalog-results.tsx';
import { lead } from './catalog.css.ts';
import { CategoryChips } from './category-chips.tsx';
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
      {category.children.length > 0 ? <CategoryChips categories={category.children} label="サブカテゴリー" /> : null}
      <p className={lead}>全{meta.total}点</p>
      <CatalogResults products={products} meta={meta} fixed={fixed} />
    </>
  );
}
