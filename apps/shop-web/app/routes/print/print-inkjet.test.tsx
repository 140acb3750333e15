import { aStoredPrint, aStoredPrintOrder } from '@shop/cart-domain/testing';
import { draftOfPrintOrder, orderProductFromWire, priceProduction, productionTotal, yen, type StoredPrintOrder } from '@shop/cart-domain';
import { GUEST_CART_KEY, PRINT_ORDERS_KEY, readStoredGuestCart } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent } from '@shop/web-state/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatYen } from '../../format/yen.ts';
import { PRINT_ORDER_ADDED_NOTICE } from '../../print/add-print-order.tsx';
import { newPrintOrder } from '../../print/print-order-model.ts';
import { aPrintProduct } from '../../print/testing/print-product.ts';
import { renderRoutes } from '../../testing/render.tsx';
import * as printInkjetPreview from './print-inkjet-preview.tsx';
import * as printInkjetUpload from './print-inkjet-upload.tsx';
import * as printInkjet from './print-inkjet.tsx';
import { printRoutes } from './print-test-routes.tsx';

const product = aPrintProduct();
const inkjet = product.printMethods[0]!;

function storeOrders(orders: readonly Omit<StoredPrintOrder, 'timestamp'>[]) {
  localStorage.setItem(PRINT_ORDERS_KEY, JSON.stringify(orders.map((order) => ({ ...order, timestamp: 1 }))));
}

function storedOrder(id = 'po-1'): StoredPrintOrder {
  const orders = JSON.parse(localStorage.getItem(PRINT_ORDERS_KEY) ?? '[]') as StoredPrintOrder[];
  const order = orders.find((o) => o.id === id);
  if (!order) throw new Error(`no stored order ${id}`);
  return order;
}

/** The total cart-domain prices the stored order at (the cart's own pricing). */
function cartDomainTotal(order: StoredPrintOrder) {
  const priced = priceProduction(draftOfPrintOrder(order), orderProductFromWire(product));
  if (!priced.production) throw new Error('not priced');
  return productionTotal(priced.production);
}

const routes = () => printRoutes(product, { 'print-inkjet': printInkjet, 'print-inkjet-upload': printInkjetUpload });

describe('the inkjet placement, colour and quantity step', () => {
  it('offers the placements and only the colours inkjet prints on, with stock', async () => {
    storeOrders([newPrintOrder('po-1', product, inkjet)]);
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'プリント位置・カラー・数量を選ぶ' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /前面 A4/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /背面 A3/ })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'ブラック Mの数量' })).toBeNull();
    expect(screen.getByText('残りわずか（あと3点）')).toBeTruthy();
    expect(screen.getByText('数量を入力すると料金が表示されます。')).toBeTruthy();
  });

  it("shows the live price, equal to cart-domain's for the same order, with the breakdown and the next-tier hint", async () => {
    storeOrders([newPrintOrder('po-1', product, inkjet)]);
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: /前面 A4/ }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' }), { target: { value: '4' } });
    const expected = cartDomainTotal(storedOrder());
    // 4 × (1,200 garment + 1,650 print)
    expect(expected.total).toBe(yen(11_400));
    const panel = screen.getByRole('complementary', { name: 'お見積もり金額' });
    expect(within(panel).getByText(/^合計/).textContent).toBe(`合計 ${formatYen(expected.total)}（税込）`);
    expect(within(panel).getByText(/枚・1枚あたり/).textContent).toBe(`4枚・1枚あたり ${formatYen(2850)}（税込）`);
    expect(within(panel).getByText('あと6枚で1枚あたり￥330安くなります')).toBeTruthy();
    const breakdown = within(panel).getByLabelText('料金の内訳');
    expect(breakdown.textContent).toContain('ボディ代￥4,800');
    expect(breakdown.textContent).toContain('プリント代（前面 A4）');
    expect(breakdown.textContent).toContain('1枚以上の料金');

    // A second placement is priced at once, still cart-domain's price.
    fireEvent.click(screen.getByRole('checkbox', { name: /背面 A3/ }));
    const withBack = cartDomainTotal(storedOrder());
    expect(withBack.total).toBe(yen(11_400 + 4 * 2200));
    expect(within(panel).getByText(/^合計/).textContent).toBe(`合計 ${formatYen(withBack.total)}（税込）`);
  });

  it('wraps every piece when a wrapping is chosen, priced as the cart prices it', async () => {
    const wrapped = aPrintProduct({ wrappings: [{ id: 7, name: 'ギフト袋', charge: 330 }] });
    storeOrders([newPrintOrder('po-1', wrapped, inkjet)]);
    renderRoutes(printRoutes(wrapped, { 'print-inkjet': printInkjet }), '/product/T-001/print-inkjet?pid=po-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: /前面 A4/ }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'ラッピング' }), { target: { value: '7' } });
    const order = storedOrder();
    const priced = priceProduction(draftOfPrintOrder(order), orderProductFromWire(wrapped));
    const total = productionTotal(priced.production!);
    expect(total.wrapping).toBe(660);
    expect(within(screen.getByLabelText('料金の内訳')).getByText('ラッピング')).toBeTruthy();
    expect(screen.getByText(/^合計/).textContent).toBe(`合計 ${formatYen(total.total)}（税込）`);
  });

  it('keeps a quantity within the stock', async () => {
    storeOrders([newPrintOrder('po-1', product, inkjet)]);
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    const field = await screen.findByRole('spinbutton', { name: 'ホワイト Mの数量' });
    fireEvent.change(field, { target: { value: '5' } });
    expect((field as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('alert').textContent).toBe('在庫が3点のため、3点にしました。');
    expect(storedOrder().selectedColors[0]?.sizes[0]?.quantity).toBe(3);
  });

  it('keeps what was entered when going to the next step and back', async () => {
    storeOrders([newPrintOrder('po-1', product, inkjet)]);
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: /前面 A4/ }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('link', { name: '次へ（データ入稿）' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'プリントデータを入稿する' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '前面 A4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '前へ（位置・カラー・数量）' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'プリント位置・カラー・数量を選ぶ' })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' }) as HTMLInputElement).value).toBe('12');
    expect((screen.getByRole('checkbox', { name: /前面 A4/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('waits for a placement and quantities before going on', async () => {
    storeOrders([newPrintOrder('po-1', product, inkjet)]);
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    const next = await screen.findByRole('button', { name: '次へ（データ入稿）' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('プリント位置を選んでください。')).toBeTruthy();
  });
});

/** Four shirts (colour 21, one size) with one placement (31) whose print data is `fileUuid`. */
const placedOrder = (fileUuid: string | null): Omit<StoredPrintOrder, 'timestamp'> => ({
  ...newPrintOrder('po-1', product, inkjet),
  selectedColors: [
    { colorId: 21, sizes: [{ skuId: 1101, quantity: 4, sku: { price: yen(1200) }, wrappingCharge: yen(0), wrappingId: null }] },
  ],
  prints: [aStoredPrint({ fileUuid, printCharge: yen(1650), platePrice: yen(0), shortTermPlatePrice: yen(0), dataProductionFee: yen(0) })],
});

describe('putting the print order into the cart', () => {
  const ready = () => placedOrder('0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d');

  it('waits for the print data of every placement', async () => {
    storeOrders([{ ...ready(), prints: ready().prints.map((print) => ({ ...print, fileUuid: null })) }]);
    renderRoutes(printRoutes(product, { 'print-inkjet-preview': printInkjetPreview }), '/product/T-001/print-inkjet-preview?pid=po-1');
    const button = await screen.findByRole('button', { name: 'カートに入れる' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('すべてのプリント位置のデータを入稿してください。')).toBeTruthy();
  });

  it('a guest: the priced production goes into the guest cart, the stored order is disabled, then /cart', async () => {
    storeOrders([ready()]);
    renderRoutes(printRoutes(product, { 'print-inkjet-preview': printInkjetPreview }), '/product/T-001/print-inkjet-preview?pid=po-1');
    expect(await screen.findByRole('heading', { level: 1, name: '仕上がりと料金を確認する' })).toBeTruthy();
    // The garment in each ordered colour, with the artwork in its print area.
    expect(screen.getByRole('heading', { level: 2, name: 'ホワイト' })).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'カートに入れる' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'ショッピングカート' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(PRINT_ORDER_ADDED_NOTICE);
    // What the cart page reads back: the production as cart-domain priced it.
    const stored = readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY));
    expect(stored.corrupt).toBe(false);
    const productions = stored.stored?.cart.productions ?? [];
    expect(productions).toHaveLength(1);
    expect(productionTotal(productions[0]!)).toEqual(cartDomainTotal(storedOrder()));
    expect(productions[0]?.prints[0]?.fileUuid).toBe('0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d');
    expect(storedOrder().timestamp).toBe(0);
    expect(PRINT_ORDER_ADDED_NOTICE).toBe('プリント注文をカートに追加しました。');
  });

  it("a customer: the production is POSTed to the server cart; a 422 shows the server's message and keeps the order", async () => {
    storeOrders([ready()]);
    const fake = createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': noContent,
      'POST /api/cart_productions': answer(422, {
        message: '入力内容をご確認ください。',
        errors: { prints: ['このデータはご利用いただけません。'] },
      }),
    });
    const { store } = createTestStore(fake, { user: { id: 1, name: '山田 太郎' } });
    renderRoutes(printRoutes(product, { 'print-inkjet-preview': printInkjetPreview }), '/product/T-001/print-inkjet-preview?pid=po-1', {
      store,
    });
    const button = await screen.findByRole('button', { name: 'カートに入れる' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('このデータはご利用いただけません。');
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toMatchObject({
      product_id: 41,
      print_method_id: 51,
      prints: [{ print_spec_id: 31, file_uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d' }],
    });
    expect(storedOrder().timestamp).toBe(1);
  });
});

describe('artwork made in the design tool', () => {
  const DESIGNED_PNG = '3f0a9c1e-5b7d-4e2a-9c3b-1d2e3f4a5b6c';
  const DESIGNED_SVG = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  const withPlacement = () => placedOrder(null);

  it('the upload step offers 「デザインツールで作る」 for this order: the editor on wide screens, its phone layout on narrow ones', async () => {
    storeOrders([withPlacement()]);
    renderRoutes(routes(), '/product/T-001/print-inkjet-upload?pid=po-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'プリントデータを入稿する' })).toBeTruthy();
    const offer = screen.getByRole('region', { name: 'データをお持ちでない方は' });
    const links = within(offer).getAllByRole('link', { name: 'デザインツールで作る' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/T-001/print-inkjet-design?pid=po-1',
      '/product/T-001/print-inkjet-design-mobile?pid=po-1',
    ]);
  });

  it('the first step says the design arrived when the design tool sends the shopper back for quantities', async () => {
    const designed = withPlacement().prints.map((print) => ({ ...print, fileUuid: DESIGNED_PNG, svgFileUuid: DESIGNED_SVG }));
    storeOrders([{ ...withPlacement(), selectedColors: [], prints: designed }]);
    const notice = 'デザインツールで作ったデザインを受け取りました。カラーとサイズごとの枚数を入力して、次へ進んでください。';
    const view = renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    expect(await screen.findByText(notice)).toBeTruthy();
    view.unmount();
    // With quantities (or without a design) there is nothing to say.
    storeOrders([{ ...withPlacement(), prints: designed }]);
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'プリント位置・カラー・数量を選ぶ' })).toBeTruthy();
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('the preview shows the PNG whose uuid the design tool wrote into the stored order, named by the server', async () => {
    // What the design tool leaves: both uuids in the stored order, nothing in this browser's upload memory.
    storeOrders([
      {
        ...withPlacement(),
        prints: withPlacement().prints.map((print) => ({ ...print, fileUuid: DESIGNED_PNG, svgFileUuid: DESIGNED_SVG })),
      },
    ]);
    const fake = createFakeApi({
      [`GET /api/files/${DESIGNED_PNG}`]: answer(200, {
        data: {
          uuid: DESIGNED_PNG,
          kind: 'png',
          name: 'design-front.png',
          size: 1000,
          width: 2480,
          height: 3508,
          needs_check: false,
          thumbnail_url: `/api/files/${DESIGNED_PNG}/thumbnail`,
        },
      }),
    });
    const { store } = createTestStore(fake);
    const { container } = renderRoutes(
      printRoutes(product, { 'print-inkjet-preview': printInkjetPreview }),
      '/product/T-001/print-inkjet-preview?pid=po-1',
      { store },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '仕上がりと料金を確認する' })).toBeTruthy();
    const artwork = container.querySelector('[data-part="artwork"]');
    expect(artwork?.getAttribute('href')).toBe(`/api/files/${DESIGNED_PNG}/preview`);
    expect(screen.queryByText('データ未入稿')).toBeNull();
    expect(await screen.findByText(/design-front\.png/)).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'カートに入れる' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('the print-order page guard (spec §5)', () => {
  it('answers 404 without a pid', async () => {
    renderRoutes(routes(), '/product/T-001/print-inkjet');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('answers 404 for a pid no stored order has', async () => {
    localStorage.setItem(
      PRINT_ORDERS_KEY,
      JSON.stringify([
        aStoredPrintOrder({
          id: 'po-1',
          product: { id: 41, code: 'T-001' },
          printMethod: { id: 51, slug: 'inkjet', colorChangeCharge: 0 as never },
        }),
      ]),
    );
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-9');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it("answers 400 for another product's order", async () => {
    localStorage.setItem(PRINT_ORDERS_KEY, JSON.stringify([aStoredPrintOrder({ id: 'po-1', product: { id: 42, code: 'T-002' } })]));
    renderRoutes(routes(), '/product/T-001/print-inkjet?pid=po-1');
    expect(await screen.findByRole('heading', { name: 'Bad Request' })).toBeTruthy();
  });
});
