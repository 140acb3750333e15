import { draftOfPrintOrder, orderProductFromWire, priceProduction, productionTotal, type StoredPrintOrder } from '@shop/cart-domain';
import { PRINT_ORDERS_KEY } from '@shop/web-state';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatYen } from '../../format/yen.ts';
import { newPrintOrder, newStoredPrint } from '../../print/print-order-model.ts';
import { aPrintProduct, sizeLine } from '../../print/testing/print-product.ts';
import { renderRoutes } from '../../testing/render.tsx';
import * as printScreenColorScheme from './print-screen-color-scheme.tsx';
import * as printScreenColor from './print-screen-color.tsx';
import * as printScreen from './print-screen.tsx';
import { printRoutes } from './print-test-routes.tsx';

const product = aPrintProduct();
const silkscreen = product.printMethods[1]!;
const front = silkscreen.printSpecs[0]!;

/** A silk-screen order of 6 white and 6 black shirts, printed on the front. */
function twoColours(inkIds: number[][] = []): Omit<StoredPrintOrder, 'timestamp'> {
  return {
    ...newPrintOrder('po-1', product, silkscreen),
    selectedColors: [
      { colorId: 21, sizes: [sizeLine(1101, 6, 1200)] },
      { colorId: 22, sizes: [sizeLine(2102, 6, 1300)] },
    ],
    prints: [{ ...newStoredPrint(front), inkIds }],
  };
}

function storeOrders(orders: readonly Omit<StoredPrintOrder, 'timestamp'>[]) {
  localStorage.setItem(PRINT_ORDERS_KEY, JSON.stringify(orders.map((order) => ({ ...order, timestamp: 1 }))));
}

function storedOrder(): StoredPrintOrder {
  const [order] = JSON.parse(localStorage.getItem(PRINT_ORDERS_KEY) ?? '[]') as StoredPrintOrder[];
  if (!order) throw new Error('no stored order');
  return order;
}

function cartDomainTotal(order: StoredPrintOrder) {
  const priced = priceProduction(draftOfPrintOrder(order), orderProductFromWire(product));
  if (!priced.production) throw new Error('not priced');
  return productionTotal(priced.production);
}

const routes = () =>
  printRoutes(product, {
    'print-screen': printScreen,
    'print-screen-color': printScreenColor,
    'print-screen-color-scheme': printScreenColorScheme,
  });

const panel = () => screen.getByRole('complementary', { name: 'お見積もり金額' });
const totalText = () => within(panel()).getByText(/^合計/).textContent;

describe('the silk-screen steps', () => {
  it('offers every colour, and says why fewer pieces than the minimum cannot be priced', async () => {
    storeOrders([{ ...newPrintOrder('po-1', product, silkscreen), prints: [newStoredPrint(front)] }]);
    renderRoutes(routes(), '/product/T-001/print-screen?pid=po-1');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'ブラック Mの数量' }), { target: { value: '4' } });
    expect(within(panel()).getByRole('alert').textContent).toBe('シルクスクリーンは10枚からご注文いただけます（あと6枚）。');
    expect((screen.getByRole('button', { name: '次へ（インク色）' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('prices the plates by the repeat choice: kept plates at plate_price', async () => {
    storeOrders([twoColours([[1]])]);
    renderRoutes(routes(), '/product/T-001/print-screen?pid=po-1');
    expect(await screen.findByText('版代（今回のみ）')).toBeTruthy();
    const oneOff = cartDomainTotal(storedOrder());
    expect(oneOff.plateCharges).toBe(5500);
    fireEvent.click(screen.getByRole('checkbox', { name: '版を保管する（リピート注文用）' }));
    expect(screen.getByText('版代（リピート用に保管）')).toBeTruthy();
    const kept = cartDomainTotal(storedOrder());
    expect(kept.plateCharges).toBe(3300);
    expect(totalText()).toBe(`合計 ${formatYen(kept.total)}（税込）`);
  });

  it('counts the inks as plates', async () => {
    storeOrders([twoColours([])]);
    renderRoutes(routes(), '/product/T-001/print-screen-color?pid=po-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'ホワイト' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'レッド' }));
    expect(storedOrder().prints[0]?.inkIds).toEqual([[1, 3]]);
    const total = cartDomainTotal(storedOrder());
    // 12 pieces at the 10-piece tier: 450 × 2 plates per piece; 2 short-term plates at 5,500.
    expect(total.printCharges).toBe(12 * 900);
    expect(total.plateCharges).toBe(11_000);
    expect(totalText()).toBe(`合計 ${formatYen(total.total)}（税込）`);
    expect(within(panel()).getByLabelText('料金の内訳').textContent).toContain('プリント代（前面 A4・2版）');
  });

  it('a different ink set per garment colour adds the colour change charge, as cart-domain prices it', async () => {
    storeOrders([twoColours([[1]])]);
    renderRoutes(routes(), '/product/T-001/print-screen-color-scheme?pid=po-1');
    expect(await screen.findByRole('heading', { level: 1, name: '配色を選ぶ' })).toBeTruthy();
    const same = cartDomainTotal(storedOrder());
    expect(same.colorChangeCharges).toBe(0);
    fireEvent.click(screen.getByRole('radio', { name: 'ボディカラーごとにインク色を変える' }));
    const blackInks = screen.getByRole('region', { name: 'ブラックのインク色' });
    fireEvent.click(within(blackInks).getByRole('checkbox', { name: 'ホワイト' }));
    fireEvent.click(within(blackInks).getByRole('checkbox', { name: 'ブラック' }));
    // The black shirts start from the shared inks (white): white off, black on. The white shirts keep white.
    expect(storedOrder()).toMatchObject({ inkScheme: 'per_color', prints: [{ inkIds: [[1], [2]], colorChangeFrequency: 1 }] });
    const perColour = cartDomainTotal(storedOrder());
    expect(perColour.colorChangeCharges).toBe(2200);
    expect(perColour.total - same.total).toBe(2200);
    expect(totalText()).toBe(`合計 ${formatYen(perColour.total)}（税込）`);
    expect(within(panel()).getByLabelText('料金の内訳').textContent).toContain(`色替え代${formatYen(2200)}`);
  });
});
