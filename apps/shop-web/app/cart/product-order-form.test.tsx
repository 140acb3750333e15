import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { GUEST_CART_KEY, readStoredGuestCart, serverCartAtom } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent, requestLines, type FakeApi } from '@shop/web-state/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as product from '../routes/product.tsx';
import { renderRoutes } from '../testing/render.tsx';
import { readQuantity } from '../product/read-quantity.ts';
import { stockText } from './stock-text.ts';
import { startingPrintCharge } from './print-method-prices.tsx';

const ex = WIRE_EXAMPLES;
const NOW = Date.UTC(2024, 3, 30, 6, 0); // Tuesday 2024-04-30 15:00 JST: after the cut-off

function productApi(answers: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/products/5001-01': ex.productDetail.response,
    'GET /api/delivery/business_days': { days: ['2024-05-01', '2024-05-02', '2024-05-07', '2024-05-08', '2024-05-09'], offset: 9 },
    'GET /api/products/5001-01/reviews': ex.productReviews.response,
    'GET /laravel/sanctum/csrf-cookie': noContent,
    ...answers,
  });
}

function renderProduct(fake: FakeApi, user?: { id: number; name: string }, url = '/product/5001-01') {
  const { store } = createTestStore(fake, { now: NOW, ...(user ? { user } : {}) });
  renderRoutes(
    [
      {
        id: 'product-code',
        path: '/product/:code',
        loader: product.loader as never,
        Component: product.default as never,
        HydrateFallback: () => null,
      },
    ],
    url,
    { store, fake },
  );
  return store;
}

/** The example product in two colours: white (S in stock, M sold out) and purple (S 3 left at ¥1,320, M 20). */
const purple = {
  id: 12,
  name: 'パープル',
  hex: '#6a3d9a',
  is_dark: true,
  sizes: [
    { id: 21, name: 'S', sku: { id: 111, price: 1320, list_price: null, inventory: { quantity_available: 3 } } },
    { id: 22, name: 'M', sku: { id: 112, price: 1210, list_price: null, inventory: { quantity_available: 20 } } },
  ],
};
const twoColours = {
  data: {
    ...ex.productDetail.response.data,
    images: ['/api/images/products/5001-01/11.webp', '/api/images/products/5001-01/12.webp'],
    colors: [...ex.productDetail.response.data.colors, purple],
  },
};

beforeEach(() => localStorage.clear());

describe('product page: add to cart', () => {
  it('shows colour swatches, quantity fields with stock and tax-included prices, wrapping, print prices and the shipping date', async () => {
    // The loader works the shipping date out from the clock where the page is loaded.
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    renderProduct(productApi());
    const colors = await screen.findByRole('group', { name: 'カラー（選択中: ホワイト）' });
    expect((within(colors).getByRole('radio', { name: 'ホワイト' }) as HTMLInputElement).checked).toBe(true);
    const small = screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' }) as HTMLInputElement;
    const medium = screen.getByRole('spinbutton', { name: 'ホワイト Mの数量' }) as HTMLInputElement;
    expect(small.disabled).toBe(false);
    expect(medium.disabled).toBe(true);
    // Colours are rows, sizes columns; a price every colour shares stands in the column head.
    expect(
      within(screen.getByRole('region', { name: /^カラー・サイズ別の数量/ }))
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['カラー', 'S￥1,210', 'M￥1,210']);
    expect(screen.getByText('価格は1枚あたり・税込です。')).toBeTruthy();
    // The stock and the price of each cell are its description (one colour: the price stands in the column head).
    const description = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description(small)).toEqual(['在庫あり', '￥1,210']);
    expect(description(medium)).toEqual(['在庫なし', '￥1,210']);
    expect(screen.getByRole('combobox', { name: 'ラッピング' })).toBeTruthy();
    expect(screen.getByText(/プリント代\s?1枚あたり￥1,320〜（税込）/)).toBeTruthy();
    // 15:00 on 4/30 counts from 5/1: 3 business days later is 5/8.
    expect(await screen.findByText('5月8日(水)')).toBeTruthy();
  });

  it('puts the chosen sizes into the guest cart and confirms with a link to the cart', async () => {
    renderProduct(productApi());
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'ホワイト Sの数量' }), '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ラッピング' }), '7');
    expect(screen.getByText('選択中: 3点 ￥4,620（税込）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    const dialog = await screen.findByRole('dialog', { name: 'カートに追加しました' });
    expect(within(dialog).getByRole('status').textContent).toContain('カートに3点追加しました。');
    expect(dialog.textContent).toContain('5.6オンス ハイクオリティーTシャツ');
    expect(dialog.textContent).toContain('カラー: ホワイト');
    expect(dialog.textContent).toContain('サイズ・数量: S × 3');
    expect(dialog.textContent).toContain('カートの合計（税込）: ￥4,620');
    const viewCart = within(dialog).getByRole('link', { name: 'カートを見る' });
    expect(viewCart.getAttribute('href')).toBe('/cart');
    await waitFor(() => expect(document.activeElement).toBe(viewCart));
    await userEvent.click(within(dialog).getByRole('button', { name: '買い物を続ける' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'カートに入れる' }));
    const stored = readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored;
    expect(stored?.cart.items.map((item) => [item.sku.id, item.quantity, item.wrappingId, item.price])).toEqual([[101, 3, 7, 1210]]);
    expect(stored?.display['101']).toMatchObject({
      productName: '5.6オンス ハイクオリティーTシャツ',
      colorName: 'ホワイト',
      sizeName: 'S',
    });
  });

  it('refuses more than the stock and no quantity at all, with Japanese messages', async () => {
    renderProduct(productApi());
    await userEvent.click(await screen.findByRole('button', { name: 'カートに入れる' }));
    expect((await screen.findByRole('alert')).textContent).toBe('数量を1点以上入力してください。');
    const small = screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' });
    await userEvent.type(small, '41');
    await userEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(screen.getByText('ホワイト Sの数量は40以下で入力してください')).toBeTruthy();
    expect(small.getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('posts to the server cart when logged in, then reloads the server cart', async () => {
    const fake = productApi({
      'POST /api/cart_items': () => answer(201, ex.cartItemCreate.response),
      'GET /api/cart/contents': ex.cartContents.response,
    });
    const store = renderProduct(fake, { id: 1, name: '山田 太郎' });
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'ホワイト Sの数量' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(await screen.findByText(/カートに2点追加しました。/)).toBeTruthy();
    expect(requestLines(fake).filter((line) => !line.includes('csrf'))).toEqual([
      'GET /api/products/5001-01',
      'GET /api/delivery/business_days',
      'GET /api/products/5001-01/reviews',
      'POST /api/cart_items',
      'GET /api/cart/contents',
    ]);
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ sku_id: 101, quantity: 2, wrapping_id: null });
    await waitFor(() => expect(store.get(serverCartAtom)?.items).toHaveLength(1));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    const fake = productApi({
      'POST /api/cart_items': () =>
        answer(422, {
          message: '申し訳ございません。この商品は在庫切れです。',
          errors: { sku_id: ['申し訳ございません。この商品は在庫切れです。'] },
        }),
      'GET /api/cart/contents': ex.cartContents.response,
    });
    renderProduct(fake, { id: 1, name: '山田 太郎' });
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'ホワイト Sの数量' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect((await screen.findByRole('alert')).textContent).toBe('申し訳ございません。この商品は在庫切れです。');
  });
});

/**
 * Presses Enter in `field` as a browser does: the keydown goes to the page first, and unless a
 * handler cancels it, the browser then submits the field's form (implicit submission).
 */
function pressEnter(field: HTMLInputElement, init: { isComposing?: boolean; keyCode?: number } = {}) {
  const proceed = fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13, ...init });
  if (proceed) field.form?.requestSubmit();
  return proceed;
}

describe('product page: one colour for the page, a colour × size grid', () => {
  it('opens on ?color=, shows that colour in the pictures, and keeps typed quantities when the colour changes', async () => {
    renderProduct(productApi({ 'GET /api/products/5001-01': twoColours }), undefined, '/product/5001-01?color=12');
    const colours = await screen.findByRole('group', { name: 'カラー（選択中: パープル）' });
    expect((within(colours).getByRole('radio', { name: 'パープル' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('img', { name: '5.6オンス ハイクオリティーTシャツ（パープル）' }).getAttribute('src')).toBe(
      '/api/images/products/5001-01/12.svg',
    );
    // The main picture is the vector original; every thumbnail (the raster copy) is in the chosen colour and shows its view.
    const thumbs = screen.getByRole('list', { name: '画像の切り替え' });
    const buttons = within(thumbs).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'パープルの商品画像を表示',
      'パープルの前面のプリント範囲を表示',
    ]);
    for (const button of buttons) expect(button.innerHTML).toContain('/api/images/products/5001-01/12.webp');
    await userEvent.click(buttons[1] as HTMLElement);
    expect(screen.getByRole('img', { name: '5.6オンス ハイクオリティーTシャツ（パープル・前面のプリント範囲）' }).innerHTML).toContain(
      '/12.webp',
    );
    expect(buttons[1]?.getAttribute('aria-pressed')).toBe('true');

    // One quantity per colour and size; the prices that differ by colour stand in their cells.
    const whiteS = screen.getByRole('spinbutton', { name: 'ホワイト Sの数量' }) as HTMLInputElement;
    const purpleS = screen.getByRole('spinbutton', { name: 'パープル Sの数量' }) as HTMLInputElement;
    expect(document.getElementById((purpleS.getAttribute('aria-describedby') ?? '').split(' ')[1] ?? '')?.textContent).toBe('￥1,320');
    // S differs by colour: its column head has no price.
    expect(
      within(screen.getByRole('region', { name: /^カラー・サイズ別の数量/ }))
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['カラー', 'S', 'M￥1,210']);
    expect(screen.getByText('残りわずか（あと3点）')).toBeTruthy();
    await userEvent.type(purpleS, '2');
    await userEvent.click(within(colours).getByText('ホワイト'));
    expect(await screen.findByRole('group', { name: 'カラー（選択中: ホワイト）' })).toBeTruthy();
    // The view shown stays (the front's print areas), now in white; the thumbnails follow too.
    expect(screen.getByRole('img', { name: '5.6オンス ハイクオリティーTシャツ（ホワイト・前面のプリント範囲）' }).innerHTML).toContain(
      '/api/images/products/5001-01/11.webp',
    );
    await userEvent.click(screen.getByRole('button', { name: 'ホワイトの商品画像を表示' }));
    expect(screen.getByRole('img', { name: '5.6オンス ハイクオリティーTシャツ（ホワイト）' }).getAttribute('src')).toBe(
      '/api/images/products/5001-01/11.svg',
    );
    expect(purpleS.value).toBe('2');
    await userEvent.type(whiteS, '3');
    expect(screen.getByText('選択中: 5点 ￥6,270（税込）')).toBeTruthy();

    // One button adds every cell: two lines, each with its colour's picture.
    await userEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    const dialog = await screen.findByRole('dialog', { name: 'カートに追加しました' });
    expect(dialog.textContent).toContain('カラー: ホワイト');
    expect(dialog.textContent).toContain('カラー: パープル');
    const stored = readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored;
    expect(stored?.cart.items.map((item) => [item.sku.id, item.quantity])).toEqual([
      [101, 3],
      [111, 2],
    ]);
    expect(stored?.display['111']).toMatchObject({ colorName: 'パープル', image: '/api/images/products/5001-01/12.webp' });
    expect(purpleS.value).toBe('');
  });

  it('an unknown ?color= opens on the first colour in stock', async () => {
    renderProduct(productApi({ 'GET /api/products/5001-01': twoColours }), undefined, '/product/5001-01?color=999');
    expect(await screen.findByRole('group', { name: 'カラー（選択中: ホワイト）' })).toBeTruthy();
  });

  it('shows material and weight by the title, 「この商品にプリントする」 before the add-to-cart form, the size chart and the print areas', async () => {
    renderProduct(productApi());
    await screen.findByRole('heading', { level: 1 });
    const main = document.body;
    const print = screen.getByRole('link', { name: 'この商品にプリントする' });
    const add = screen.getByRole('button', { name: 'カートに入れる' });
    expect(print.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.textContent).toContain('素材');
    const sizeChart = within(screen.getByRole('region', { name: 'サイズ表（cm）' })).getByRole('table');
    expect([...sizeChart.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['サイズ', '着丈', '身幅', '肩幅', '袖丈'],
      ['S', '66', '49', '44', '19'],
      ['M', '70', '52', '47', '20'],
    ]);
    // The print areas the product offers, drawn on the garment (a 10 cm square on the left chest).
    const areas = screen.getByRole('list', { name: '前面のプリント範囲' });
    expect(areas.textContent).toContain('左胸');
    const picture = screen.getByRole('img', { name: 'ホワイトの前面とプリント範囲' });
    expect(picture.querySelectorAll('[data-part="print-area"]').length).toBeGreaterThan(0);
  });
});

describe('product page: Enter in a quantity field', () => {
  it.each([
    ['isComposing is set (the Enter that confirms a conversion)', { isComposing: true }],
    ['keyCode is 229 (Safari’s confirming Enter after compositionend)', { keyCode: 229 }],
  ])('does not add to the cart while %s', async (_case, init) => {
    renderProduct(productApi());
    const small = (await screen.findByRole('spinbutton', { name: 'ホワイト Sの数量' })) as HTMLInputElement;
    await userEvent.type(small, '3');
    expect(pressEnter(small, init)).toBe(false);
    // Nothing was submitted: no confirmation, no message, nothing stored.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/カートに\d+点追加しました。/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(small.value).toBe('3');
  });

  it('adds to the cart on a plain Enter', async () => {
    renderProduct(productApi());
    const small = (await screen.findByRole('spinbutton', { name: 'ホワイト Sの数量' })) as HTMLInputElement;
    await userEvent.type(small, '3');
    expect(pressEnter(small)).toBe(true);
    expect(await screen.findByText(/カートに3点追加しました。/)).toBeTruthy();
    expect(readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart.items.map((item) => item.quantity)).toEqual([3]);
  });

  it('adds to the cart when the shopper types a quantity and presses Enter', async () => {
    renderProduct(productApi());
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'ホワイト Sの数量' }), '2{Enter}');
    expect(await screen.findByText(/カートに2点追加しました。/)).toBeTruthy();
  });
});

describe('product page rules', () => {
  it.each([
    ['', 40, { ok: true, value: 0 }],
    ['３', 40, { ok: true, value: 3 }],
    ['12', 12, { ok: true, value: 12 }],
    ['13', 12, { ok: false, message: 'Sの数量は12以下で入力してください' }],
    ['1.5', 12, { ok: false, message: 'Sの数量は0以上の整数で入力してください' }],
    ['-1', 12, { ok: false, message: 'Sの数量は0以上の整数で入力してください' }],
  ])('reads the quantity %j with %i in stock as %j', (text, stock, expected) => {
    expect(readQuantity(text, 'Sの数量', stock)).toEqual(expected);
  });

  it.each([
    [0, '在庫なし'],
    [1, '残りわずか（あと1点）'],
    [10, '残りわずか（あと10点）'],
    [11, '在庫あり'],
  ])('stock %i shows as %s', (quantity, text) => {
    expect(stockText(quantity)).toBe(text);
  });

  it('starts a print method at its lowest tier charge over all print specs', () => {
    const method = {
      id: 1,
      slug: 'silk',
      name: 'シルク',
      description: '',
      colorChangeCharge: 0,
      leadDays: 8,
      minQuantity: 10,
      goodFor: [],
      printableColors: 'any' as const,
      inks: [],
      printSpecs: [
        {
          id: 1,
          name: 'A',
          position: '前',
          size: 'A4',
          widthMm: 210,
          heightMm: 297,
          printCategory: {
            id: 1,
            name: 'a',
            printCharges: [
              { minQuantity: 1, charge: 900 },
              { minQuantity: 50, charge: 400 },
            ],
            platePrice: 0,
            shortTermPlatePrice: 0,
            extraPlateCharge: 0,
            extraPrintCharge: 0,
            dataProductionFee: 0,
          },
        },
        {
          id: 2,
          name: 'B',
          position: '後',
          size: 'A3',
          widthMm: 297,
          heightMm: 420,
          printCategory: {
            id: 2,
            name: 'b',
            printCharges: [{ minQuantity: 10, charge: 500 }],
            platePrice: 0,
            shortTermPlatePrice: 0,
            extraPlateCharge: 0,
            extraPrintCharge: 0,
            dataProductionFee: 0,
          },
        },
      ],
    };
    expect(startingPrintCharge(method)).toBe(400);
    expect(startingPrintCharge({ ...method, printSpecs: [] })).toBeNull();
  });
});
