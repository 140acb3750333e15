import { PRINT_ORDERS_KEY } from '@shop/web-state';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aPrintProduct } from '../../print/testing/print-product.ts';
import { quotePerPiece } from '../../print/print-price.ts';
import { formatYen } from '../../format/yen.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { printRoutes } from './print-test-routes.tsx';

const product = aPrintProduct();
/** Stands for the method's first step: shows where the method page went. */
function FirstStep() {
  const location = useLocation();
  return <h1>{`${location.pathname}${location.search}`}</h1>;
}

const routes = () => printRoutes(product, {}, [{ path: 'product/:code/print-inkjet', Component: FirstStep }]);

function storedOrders() {
  return JSON.parse(localStorage.getItem(PRINT_ORDERS_KEY) ?? '[]') as {
    id: string;
    product: { code: string };
    printMethod: { slug: string };
  }[];
}

describe('the print method page', () => {
  it('shows each method with what it suits, its colours, lead time, minimum and prices by quantity', async () => {
    renderRoutes(routes(), '/product/T-001/print');
    expect(await screen.findByRole('heading', { level: 1, name: 'プリント方法を選ぶ' })).toBeTruthy();
    const inkjet = screen.getByRole('region', { name: 'インクジェット' });
    expect(within(inkjet).getByText('写真やグラデーションも1枚からフルカラーで。')).toBeTruthy();
    expect(
      within(within(inkjet).getByRole('list', { name: 'こんな方におすすめ' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['写真・グラデーション', '1枚から']);
    // Inkjet prints on light colours only: white, not black.
    expect(within(inkjet).getByText(/淡色/).textContent).toContain('ホワイト');
    expect(within(inkjet).getByText(/淡色/).textContent).not.toContain('ブラック');
    expect(within(inkjet).getByText('ご入稿から約3営業日で発送')).toBeTruthy();
    const cells = within(inkjet)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([1, 10, 30, 50, 100].map((n) => formatYen(quotePerPiece(product, product.printMethods[0]!, n)!)));
    // 1 piece: the 1,200 yen garment + 1,650 yen front A4 print.
    expect(cells[0]).toBe(formatYen(2850));

    const screenMethod = screen.getByRole('region', { name: 'シルクスクリーン' });
    expect(within(screenMethod).getByText('10枚から')).toBeTruthy();
    // Below the 10-piece minimum there is no price; at 10: 1,200 + 450 + (5,500 + 1,100) / 10.
    expect(
      within(screenMethod)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', formatYen(1200 + 450 + 660), formatYen(1200 + 300 + 220), formatYen(1200 + 250 + 132), formatYen(1200 + 250 + 66)]);
  });

  it('choosing a method stores a new print order and continues to its first step with the pid', async () => {
    renderRoutes(routes(), '/product/T-001/print');
    const button = await screen.findByRole('button', { name: 'インクジェットで注文する' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const [stored] = storedOrders();
    expect(stored).toMatchObject({ product: { code: 'T-001' }, printMethod: { slug: 'inkjet' } });
    expect(await screen.findByRole('heading', { level: 1, name: `/product/T-001/print-inkjet?pid=${stored?.id}` })).toBeTruthy();
  });
});
