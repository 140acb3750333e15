import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import type { CardProduct } from './card-product.ts';
import { card, cardBody, cardBrand, cardImage, cardName, cardPrice, grid, swatch, swatches, taxNote } from './catalog.css.ts';

/**
 * Where a card leads: the product page, opened on the colour the card pictures when a colour filter
 * chose it (`?color=<id>`, the list item's `imageColorId`).
 */
export function productCardPath(product: Pick<CardProduct, 'code' | 'imageColorId'>): string {
  const path = `/product/${encodeURIComponent(product.code)}`;
  return product.imageColorId === null ? path : `${path}?color=${product.imageColorId}`;
}

/** The heading level of a card's name: the level below the heading the grid stands under (no level skipped). */
export type CardHeadingLevel = 2 | 3;

/** One product in a list: image (in the filtered colour), brand, name, price from (tax included), colour swatches. */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
}: {
  product: CardProduct;
  eager?: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={productCardPath(product)} className={card}>
      {product.image ? (
        <img
          className={cardImage}
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={cardImage} aria-hidden="true" />
      )}
      <div className={cardBody}>
        <p className={cardBrand}>{product.brand.name}</p>
        <Name className={cardName}>{product.name}</Name>
        <p className={cardPrice}>
          {formatYen(product.minPrice)}〜<span className={taxNote}>（税込）</span>
        </p>
        {product.colors.length > 0 ? (
          <ul className={swatches} aria-label={`${product.colorCount}色展開`}>
            {product.colors.map((color) => (
              <li key={color.id} className={swatch} style={{ background: color.hex }} title={color.name} />
            ))}
          </ul>
        ) : null}
      </div>
    </Link>
  );
}

/**
 * A grid of product cards; the first row loads eagerly (it is usually in the first screen). Names are
 * `h3` under a section's `h2`; a list page's results, right under its `h1`, pass `headingLevel={2}`.
 */
export function ProductGrid({
  products,
  eagerCount = 4,
  headingLevel = 3,
}: {
  products: readonly CardProduct[];
  eagerCount?: number;
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <ul className={grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
