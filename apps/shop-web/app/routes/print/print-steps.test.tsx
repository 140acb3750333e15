import type { StoredPrintOrder } from '@shop/cart-domain';
import { aStoredPrintOrder } from '@shop/cart-domain/testing';
import { GUEST_CART_KEY, PRINT_ORDERS_COOKIE, PRINT_ORDERS_KEY, printOrdersCookieValue, readStoredGuestCart } from '@shop/web-state';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPrintOrder, newStoredPrint } from '../../print/print-order-model.ts';
import { aPrintProduct, sizeLine } from '../../print/testing/print-product.ts';
import { rememberFile } from '../../print/uploaded-files.ts';
import { renderRoutes } from '../../testing/render.tsx';
import * as printInkjetPreview from './print-inkjet-preview.tsx';
import * as printInkjetUpload from './print-inkjet-upload.tsx';
import * as printInkjet from './print-inkjet.tsx';
import * as printScreenColorScheme from './print-screen-color-scheme.tsx';
import * as printScreenColor from './print-screen-color.tsx';
import * as printScreenConfirm from './print-screen-confirm.tsx';
import * as printScreenUpload from './print-screen-upload.tsx';
import * as printScreen from './print-screen.tsx';
import { printRoutes } from './print-test-routes.tsx';

const product = aPrintProduct();
const silkscreen = product.printMethods[1]!;

const STEPS = {
  'print-inkjet': printInkjet,
  'print-inkjet-upload': printInkjetUpload,
  'print-inkjet-preview': printInkjetPreview,
  'print-screen': printScreen,
  'print-screen-color': printScreenColor,
  'print-screen-color-scheme': printScreenColorScheme,
  'print-screen-upload': printScreenUpload,
  'print-screen-confirm': printScreenConfirm,
};

const routes = () => printRoutes(product, STEPS);

function storeOrders(orders: readonly Omit<StoredPrintOrder, 'timestamp'>[]) {
  localStorage.setItem(PRINT_ORDERS_KEY, JSON.stringify(orders.map((order) => ({ ...order, timestamp: 1 }))));
}

describe('every print-order step applies the spec §5 guard', () => {
  it.each(Object.keys(STEPS))('%s: 404 without a pid, 404 for an unknown pid, 400 for another product’s order', async (path) => {
    const first = renderRoutes(routes(), `/product/T-001/${path}`);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    first.unmount();

    storeOrders([aStoredPrintOrder({ id: 'po-1', product: { id: 42, code: 'T-002' } })]);
    const second = renderRoutes(routes(), `/product/T-001/${path}?pid=po-9`);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    second.unmount();

    renderRoutes(routes(), `/product/T-001/${path}?pid=po-1`);
    expect(await screen.findByRole('heading', { name: 'Bad Request' })).toBeTruthy();
  });

  it('every step renders a loading shell before its clientLoader has run (what the server answers when the guard passes)', () => {
    for (const module of Object.values(STEPS)) {
      expect(module.clientLoader.hydrate).toBe(true);
      expect(module.HydrateFallback).toBeTypeOf('function');
    }
  });

  it.each(Object.keys(STEPS))(
    '%s: the server answers 404 without a pid or for an order the cookie does not name, 400 for another product’s order',
    async (path) => {
      const { loader } = STEPS[path as keyof typeof STEPS];
      const cookie = `${PRINT_ORDERS_COOKIE}=${printOrdersCookieValue([aStoredPrintOrder({ id: 'po-1', product: { id: 42, code: 'T-002' } })])}`;
      const answer = (query: string, headers: HeadersInit = { Cookie: cookie }) => {
        try {
          return loader({
            request: new Request(`https://shop.test/product/T-001/${path}${query}`, { headers }),
            params: { code: 'T-001' },
          });
        } catch (thrown) {
          return (thrown as { init: ResponseInit | null }).init?.status;
        }
      };
      expect(answer('')).toBe(404);
      expect(answer('?pid=po-9')).toBe(404);
      expect(answer('?pid=po-1', {})).toBe(404);
      expect(answer('?pid=po-1')).toBe(400);
      expect(
        loader({
          request: new Request(`https://shop.test/product/T-002/${path}?pid=po-1`, { headers: { Cookie: cookie } }),
          params: { code: 'T-002' },
        }),
      ).toBeNull();
    },
  );
});

const FILE = '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d';
/** 6 white and 6 black shirts, front print in white ink on the white ones and black on the black ones. */
function perColourOrder(fileUuid: string | null): Omit<StoredPrintOrder, 'timestamp'> {
  return {
    ...newPrintOrder('po-1', product, silkscreen),
    inkScheme: 'per_color',
    isRepeatable: true,
    selectedColors: [
      { colorId: 21, sizes: [sizeLine(1101, 6, 1200)] },
      { colorId: 22, sizes: [sizeLine(2102, 6, 1300)] },
    ],
    prints: [{ ...newStoredPrint(silkscreen.printSpecs[0]!), inkIds: [[2], [1]], fileUuid }],
  };
}

describe('the silk-screen upload and confirmation steps', () => {
  it('asks for vector or flat-colour data and says why, and waits for the data of every placement', async () => {
    storeOrders([perColourOrder(null)]);
    renderRoutes(routes(), '/product/T-001/print-screen-upload?pid=po-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'プリントデータを入稿する' })).toBeTruthy();
    const why = screen.getByRole('region', { name: 'ご用意いただくデータ' });
    expect(within(why).getByText(/ベクターデータ/)).toBeTruthy();
    expect(within(why).getByText(/版に分けられない/)).toBeTruthy();
    expect(screen.getByRole('region', { name: '前面 A4' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '次へ（確認）' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: '前へ（配色）' }).getAttribute('href')).toBe(
      '/product/T-001/print-screen-color-scheme?pid=po-1',
    );
  });

  it('confirms inks per garment colour, the kept plates and the quantities, then puts the order into the cart', async () => {
    rememberFile({ uuid: FILE, kind: 'svg', name: 'logo.svg', width: 800, height: 600, needsCheck: false, thumbnailUrl: '' });
    storeOrders([perColourOrder(FILE)]);
    renderRoutes(routes(), '/product/T-001/print-screen-confirm?pid=po-1');
    expect(await screen.findByRole('heading', { level: 1, name: '注文内容を確認する' })).toBeTruthy();
    const prints = screen.getByRole('region', { name: 'プリント' });
    expect(within(prints).getByRole('listitem').textContent).toBe('前面 A4：ホワイト（ブラック）、ブラック（ホワイト）・データ: logo.svg');
    expect(within(prints).getByText('版の保管: する（リピート注文用）')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'カラー・サイズ・数量' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ホワイト S：6枚', 'ブラック M：6枚']);
    const button = screen.getByRole('button', { name: 'カートに入れる' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'ショッピングカート' })).toBeTruthy();
    const [production] = readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart.productions ?? [];
    // One colour change at 2,200 yen, kept plates at 3,300 yen.
    expect(production?.prints[0]).toMatchObject({ plates: 1, colorChangeFrequency: 1, colorChangeCharge: 2200, plateCharge: 3300 });
  });
});
