/** Schema.org Product with its offer, for product pages (prices in JPY, tax included). */
import type { Product } from '@shop/api-contract';
import { priceRange } from '../format/yen.ts';
import { absoluteUrl } from './meta.ts';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** The SKUs of a product, flattened over colours and sizes. */
export function productSkus(product: Pick<Product, 'colors'>) {
  return product.colors.flatMap((color) => color.sizes.map((size) => size.sku));
}

/**
 * JSON-LD for a product: one `Offer` when every SKU costs the same, an `AggregateOffer` with low and
 * high price otherwise; in stock when any SKU has stock. Rating only when there are reviews.
 */
export function productJsonLd(product: Product, { url, publicUrl }: { url: string; publicUrl: string }): object {
  const skus = productSkus(product);
  const range = priceRange(skus.map((sku) => sku.price));
  const availability = skus.some((sku) => sku.inventory.quantityAvailable > 0) ? IN_STOCK : OUT_OF_STOCK;
  const offers =
    range === null
      ? undefined
      : range.min === range.max
        ? { '@type': 'Offer', url, priceCurrency: 'JPY', price: range.min, availability, itemCondition: 'https://schema.org/NewCondition' }
        : {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: 'JPY',
            lowPrice: range.min,
            highPrice: range.max,
            offerCount: skus.length,
            availability,
          };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    mpn: product.code,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(publicUrl, image)),
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    ...(product.material ? { material: product.material } : {}),
    ...(offers ? { offers } : {}),
    ...(product.reviewSummary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviewSummary.average,
            reviewCount: product.reviewSummary.count,
          },
        }
      : {}),
  };
}
