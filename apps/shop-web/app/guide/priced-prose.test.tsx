import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPrintProduct } from '../print/testing/print-product.ts';
import { renderRoutes } from '../testing/render.tsx';
import { PricedProse } from './priced-prose.tsx';

const prices = { products: [{ label: 'Tシャツ', product: aPrintProduct() }], shipping: { shippingFee: 990, freeShippingMinimum: 25_000 } };

/** The HTML markdown-it makes of a page with price blocks and tokens. */
const html = [
  '<h2>送料</h2>\n<p><code>price:free-shipping-minimum</code>以上で無料、それ未満は<code>price:shipping-fee</code>です</p>\n',
  '<pre><code class="language-price-table">inkjet\n</code></pre>\n',
  '<pre><code class="language-price-plates">silkscreen\n</code></pre>\n',
  '<pre><code class="language-price-example">{&quot;method&quot;: &quot;silkscreen&quot;, &quot;quantity&quot;: 10, &quot;placements&quot;: [&quot;前面 A4&quot;]}\n</code></pre>\n',
  '<pre><code class="language-price-table">embroidery\n</code></pre>\n',
  '<pre><code class="language-price-simulator"></code></pre>\n',
].join('');

function renderPage() {
  renderRoutes([{ path: '/', Component: () => <PricedProse html={html} prices={prices} /> }], '/');
}

describe('PricedProse', () => {
  it('fills the shipping tokens from the shop settings', async () => {
    renderPage();
    expect(await screen.findByText('￥25,000以上で無料、それ未満は￥990です')).toBeTruthy();
  });

  it('renders the tables, the numbered example and the simulator from catalogue data', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: /^インクジェットのプリント代/ });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('1〜9枚￥1,650￥2,200');
    expect(screen.getByRole('table', { name: /^シルクスクリーンの版代など/ })).toBeTruthy();
    // 10 × (1,200 + 450) + 5,500 + 1,100; below the 25,000 minimum: shipping is charged.
    expect(screen.getByText(/^例1：シルクスクリーンでTシャツを10枚/)).toBeTruthy();
    expect(screen.getByText(/^例1：/).closest('div')?.textContent).toContain('合計 ￥23,100（税込）');
    expect(screen.getByText('このほか送料￥990がかかります（合計￥25,000以上で無料）。')).toBeTruthy();
    expect(screen.getByRole('region', { name: '料金シミュレーター' })).toBeTruthy();
  });

  it('says so instead of a table when a block names a method the catalogue does not offer', async () => {
    renderPage();
    expect(await screen.findByText('このプリント方法は現在取り扱いがありません。')).toBeTruthy();
  });
});
