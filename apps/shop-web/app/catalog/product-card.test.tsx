import type { ProductListItem } from '@shop/api-contract';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toCardProduct } from './card-product.ts';
import { ProductCard, productCardPath } from './product-card.tsx';

const item: ProductListItem = {
  id: 5,
  code: '5001-01',
  name: '5.6オンス ヘビーウェイトTシャツ',
  brand: { id: 1, slug: 'united-basics', name: 'United Basics' },
  category: { id: 2, slug: 't-shirts', name: 'Tシャツ' },
  image: '/api/images/products/5001-01/11.svg',
  imageColorId: null,
  minPrice: 880,
  colors: [
    { id: 11, name: 'ホワイト', hex: '#ffffff' },
    { id: 14, name: 'ネイビー', hex: '#1f2a44' },
  ],
  printMethods: [],
};

function renderCard(product: ProductListItem) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ProductCard product={toCardProduct(product)} /> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('product card', () => {
  it('links to the product page, opened on the colour a colour filter pictured', () => {
    expect(productCardPath(toCardProduct(item))).toBe('/product/5001-01');
    expect(productCardPath({ ...item, imageColorId: 14 })).toBe('/product/5001-01?color=14');
  });

  it('shows the picture the list chose (the filtered colour) and links to that colour', () => {
    renderCard({ ...item, image: '/api/images/products/5001-01/14.svg', imageColorId: 14 });
    const link = screen.getByRole('link', { name: /ヘビーウェイトTシャツ/ });
    expect(link.getAttribute('href')).toBe('/product/5001-01?color=14');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/api/images/products/5001-01/14.svg');
  });
});
