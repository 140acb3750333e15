import { aStoredPrintOrder } from '@shop/cart-domain/testing';
import { PRINT_ORDERS_KEY } from '@shop/web-state';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { LaterResumePrintOrders } from '../product/later-resume-print-orders.tsx';
import { PrintEntryLink } from './print-entry-link.tsx';
import { aPrintProduct } from './testing/print-product.ts';

const product = aPrintProduct();

function ProductStub() {
  return (
    <>
      <h1>{product.name}</h1>
      <PrintEntryLink product={product} />
      {/* As the product page has it: loaded after hydration. */}
      <LaterResumePrintOrders product={product} />
    </>
  );
}

const routes = [{ id: 'product-code', path: 'product/:code', Component: ProductStub }];

describe("the product page's way into printing", () => {
  it('offers 「この商品にプリントする」 as the first action, linking to the method page', async () => {
    renderRoutes(routes, '/product/T-001');
    expect((await screen.findByRole('link', { name: 'この商品にプリントする' })).getAttribute('href')).toBe('/product/T-001/print');
  });

  it("lists this product's unfinished print orders to resume where they stopped, newest first, not the disabled ones or another product's", async () => {
    const order = (id: string, slug: string, methodId: number, timestamp: number, code = 'T-001') =>
      aStoredPrintOrder({ id, timestamp, product: { id: 41, code }, printMethod: { id: methodId, slug, colorChangeCharge: 0 as never } });
    localStorage.setItem(
      PRINT_ORDERS_KEY,
      JSON.stringify([
        order('done', 'inkjet', 51, 0),
        order('po-1', 'inkjet', 51, 1_000),
        order('other', 'inkjet', 51, 2_000, 'T-002'),
        order('po-2', 'silkscreen', 53, 3_000),
      ]),
    );
    renderRoutes(routes, '/product/T-001');
    const section = await screen.findByRole('region', { name: '前回の続きから' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['シルクスクリーンのプリント注文（10枚）を再開する', '/product/T-001/print-screen-color?pid=po-2'],
      ['インクジェットのプリント注文（10枚）を再開する', '/product/T-001/print-inkjet-upload?pid=po-1'],
    ]);
  });

  it('shows no list without unfinished orders', async () => {
    renderRoutes(routes, '/product/T-001');
    await screen.findByRole('link', { name: 'この商品にプリントする' });
    expect(screen.queryByRole('region', { name: '前回の続きから' })).toBeNull();
  });
});
