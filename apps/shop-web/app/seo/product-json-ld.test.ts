import type { Product } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { createFakeApi } from '@shop/web-state/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld.ts';

let product: Product;
beforeAll(async () => {
  const { api } = createFakeApi({ 'GET /api/products/5': WIRE_EXAMPLES.productDetail.response });
  product = (await api.products.get(5)).data;
});

const where = { url: 'https://print.example.jp/product/5001-01', publicUrl: 'https://print.example.jp' };

function withSkus(base: Product, skus: { price: number; stock: number }[]): Product {
  const [color] = base.colors;
  if (!color) throw new Error('fixture has a colour');
  return {
    ...base,
    colors: [
      {
        ...color,
        sizes: skus.map((sku, index) => ({
          id: 100 + index,
          name: `S${index}`,
          sku: { id: 200 + index, price: sku.price, inventory: { quantityAvailable: sku.stock } },
        })),
      },
    ],
  };
}

describe('product JSON-LD', () => {
  it('describes the product with absolute image URLs and its brand', () => {
    const json = productJsonLd(product, where) as Record<string, unknown>;
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.code,
      image: product.images.map((image) => `https://print.example.jp${image}`),
      brand: { '@type': 'Brand', name: product.brand.name },
    });
  });

  it('gives one Offer in JPY when every SKU has the same price, in stock when any SKU has stock', () => {
    const json = productJsonLd(
      withSkus(product, [
        { price: 1210, stock: 0 },
        { price: 1210, stock: 3 },
      ]),
      where,
    );
    expect(json).toMatchObject({
      offers: { '@type': 'Offer', url: where.url, priceCurrency: 'JPY', price: 1210, availability: 'https://schema.org/InStock' },
    });
  });

  it('gives an AggregateOffer with the price range when prices differ, out of stock when no SKU has stock', () => {
    const json = productJsonLd(
      withSkus(product, [
        { price: 1540, stock: 0 },
        { price: 1210, stock: 0 },
      ]),
      where,
    );
    expect(json).toMatchObject({
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'JPY',
        lowPrice: 1210,
        highPrice: 1540,
        offerCount: 2,
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('leaves out the offer without SKUs and the rating without reviews', () => {
    const json = productJsonLd({ ...withSkus(product, []), reviewSummary: { count: 0, average: 0 } }, where);
    expect(json).not.toHaveProperty('offers');
    expect(json).not.toHaveProperty('aggregateRating');
  });

  it('adds the rating when there are reviews', () => {
    const json = productJsonLd({ ...product, reviewSummary: { count: 4, average: 4.5 } }, where);
    expect(json).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 4 } });
  });
});
