import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { yen } from '@shop/cart-domain';
import { aGuestCart, aGuestItem, aSku, aWrapping } from '@shop/cart-domain/testing';
import { GUEST_CART_KEY, cashierAtom, loadServerCartAtom, readStoredGuestCart, serializeGuestCart } from '@shop/web-state';
import { aGuestLineDisplay, answer, createFakeApi, createTestStore, noContent, requestLines, type FakeApi } from '@shop/web-state/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import CartRoute from '../routes/account/cart.tsx';
import { renderRoutes } from '../testing/render.tsx';

const NOW = Date.UTC(2026, 10, 17, 1, 0); // Tuesday 10:00 JST
const CALENDAR = { days: ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-24'], offset: 9 };

const display = (sizeName: string) => aGuestLineDisplay({ sizeName });

function storeGuestCart(overrides: Parameters<typeof aGuestCart>[0] = {}) {
  const cart = aGuestCart({
    timestamp: NOW,
    items: [
      aGuestItem({ id: 1, quantity: 2, timestamp: NOW, sku: aSku({ inventory: { quantityAvailable: 3 } }) }),
      aGuestItem({ id: 2, quantity: 1, timestamp: NOW, sku: aSku({ id: 1102 }), wrappingId: 1, wrappings: [aWrapping()] }),
    ],
    ...overrides,
  });
  localStorage.setItem(GUEST_CART_KEY, serializeGuestCart({ cart, display: { '1101': display('M'), '1102': display('L') } }));
}

function renderCart(fake: FakeApi, user?: { id: number; name: string }) {
  const { store } = createTestStore(fake, { now: NOW, ...(user ? { user } : {}) });
  renderRoutes([{ path: '/cart', Component: CartRoute }], '/cart', { store });
  return store;
}

const calendarApi = (answers: Record<string, unknown> = {}) =>
  createFakeApi({ 'GET /api/delivery/business_days': CALENDAR, 'GET /laravel/sanctum/csrf-cookie': noContent, ...answers });

const amount = (name: string) => screen.getByRole('status', { name }).textContent;

beforeEach(() => localStorage.clear());

describe('cart page for a guest', () => {
  it('shows each line with colour, size, unit price, quantity, wrapping and subtotal, and the totals', async () => {
    storeGuestCart();
    renderCart(calendarApi());
    const first = await screen.findByRole('listitem', { name: 'Tシャツ（ホワイト / M）' });
    expect(within(first).getByText(/カラー:/).textContent).toBe('カラー: ホワイト ／ サイズ: M');
    expect(within(first).getByText('単価 ￥1,500（税込）')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Tシャツ（ホワイト / M）の数量' }) as HTMLInputElement).value).toBe('2');
    expect(amount('Tシャツ（ホワイト / M）の小計')).toBe('￥3,000');
    // The second line has gift wrapping: (1,500 + 300) × 1.
    expect((screen.getByRole('combobox', { name: 'Tシャツ（ホワイト / L）のラッピング' }) as HTMLSelectElement).value).toBe('1');
    expect(amount('Tシャツ（ホワイト / L）の小計')).toBe('￥1,800');
    expect(amount('商品小計')).toBe('￥4,800');
    expect(amount('合計（税込）')).toBe('￥4,800');
    expect(screen.getByRole('progressbar', { name: 'あと￥15,200のお買い上げで送料無料（￥20,000以上）' })).toBeTruthy();
    expect(await screen.findByText('11月20日(金)')).toBeTruthy();
  });

  it('changes quantities up to the stock, changes the wrapping, and removes lines down to the empty cart', async () => {
    storeGuestCart();
    renderCart(calendarApi());
    const more = await screen.findByRole('button', { name: 'Tシャツ（ホワイト / M）の数量を1増やす' });
    await userEvent.click(more);
    expect(amount('Tシャツ（ホワイト / M）の小計')).toBe('￥4,500');
    expect((more as HTMLButtonElement).disabled).toBe(true); // 3 in stock
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tシャツ（ホワイト / L）のラッピング' }), '');
    expect(amount('Tシャツ（ホワイト / L）の小計')).toBe('￥1,500');
    expect(
      readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart.items.map((item) => [item.quantity, item.wrappingId]),
    ).toEqual([
      [3, null],
      [1, null],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Tシャツ（ホワイト / M）を削除' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tシャツ（ホワイト / L）を削除' }));
    expect(await screen.findByText('カートに商品が入っていません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お買い物を続ける' }).getAttribute('href')).toBe('/');
  });

  it('caps a typed quantity at the stock', async () => {
    storeGuestCart();
    renderCart(calendarApi());
    const input = await screen.findByRole('spinbutton', { name: 'Tシャツ（ホワイト / M）の数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '50{Enter}');
    expect((input as HTMLInputElement).value).toBe('3');
    expect(amount('Tシャツ（ホワイト / M）の小計')).toBe('￥4,500');
  });

  it('asks before removing a line when 0 is typed: cancel keeps the quantity, confirm removes the line', async () => {
    storeGuestCart();
    renderCart(calendarApi());
    const input = (await screen.findByRole('spinbutton', { name: 'Tシャツ（ホワイト / M）の数量' })) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    let question = await screen.findByRole('alertdialog', { name: 'この商品をカートから削除しますか？' });
    expect(question.textContent).toContain('Tシャツ（ホワイト / M）を削除します。');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'キャンセル' }));
    await userEvent.click(within(question).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const restored = screen.getByRole('spinbutton', { name: 'Tシャツ（ホワイト / M）の数量' }) as HTMLInputElement;
    expect(restored.value).toBe('2');
    await waitFor(() => expect(document.activeElement).toBe(restored));
    expect(readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart.items.map((item) => item.quantity)).toEqual([2, 1]);

    await userEvent.clear(restored);
    await userEvent.type(restored, '0{Enter}');
    question = await screen.findByRole('alertdialog', { name: 'この商品をカートから削除しますか？' });
    await userEvent.click(within(question).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Tシャツ（ホワイト / M）' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Tシャツ（ホワイト / L）' })).toBeTruthy();
    expect(readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart.items.map((item) => item.quantity)).toEqual([1]);
  });

  it('offers a login that comes back to the cart', async () => {
    storeGuestCart();
    renderCart(calendarApi());
    expect((await screen.findByRole('link', { name: 'ログインする' })).getAttribute('href')).toBe('/login?return_to=%2Fcart');
  });

  it('refreshes stale items when opened and shows what changed as notices (売り切れ, 在庫不足, 価格変更)', async () => {
    storeGuestCart({
      items: [
        aGuestItem({ id: 1, timestamp: 0, sku: aSku({ id: 1101 }) }),
        aGuestItem({ id: 2, timestamp: 0, sku: aSku({ id: 1102 }), quantity: 5 }),
        aGuestItem({ id: 3, timestamp: 0, sku: aSku({ id: 1103 }) }),
      ],
    });
    const fake = calendarApi({
      'GET /api/skus/1101': () => answer(404, { message: 'gone' }),
      'GET /api/skus/1102': { data: { id: 1102, price: 1500, inventory: { quantity_available: 2 } } },
      'GET /api/skus/1103': { data: { id: 1103, price: 1650, inventory: { quantity_available: 100 } } },
    });
    renderCart(fake);
    expect(await screen.findByText('売り切れ・期限切れ')).toBeTruthy();
    expect(screen.getByText('在庫不足')).toBeTruthy();
    expect(screen.getByText('価格変更')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Tシャツ（ホワイト / L）',
      '商品（SKU 1103）',
    ]);
    expect(amount('合計（税込）')).toBe('￥6,300'); // 2 (capped) × 1,500 + 2 × 1,650
  });

  it('shows the empty cart when there is none', async () => {
    renderCart(calendarApi());
    expect(await screen.findByText('カートに商品が入っていません。')).toBeTruthy();
  });
});

describe('cart page for a logged-in customer', () => {
  const ex = WIRE_EXAMPLES;

  it('loads the server cart: items editable, print orders, reorders and estimates read-only with removal', async () => {
    const fake = calendarApi({
      'GET /api/cart/contents': ex.cartContents.response,
      'PUT /api/cart_items/301': { data: { ...ex.cartItemShow.response.data, quantity: 3, updated_at: new Date(NOW).toISOString() } },
      'DELETE /api/cart_reorders/801': noContent,
    });
    renderCart(fake, { id: 1, name: '山田 太郎' });
    const label = '5.6オンス ハイクオリティーTシャツ（ホワイト / S）';
    expect(await screen.findByRole('spinbutton', { name: `${label}の数量` })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5.6オンス ハイクオリティーTシャツ（プリント注文）' })).toBeTruthy();
    expect(
      (screen.getByRole('spinbutton', { name: '5.6オンス ハイクオリティーTシャツ（プリント注文） ホワイト / Sの数量' }) as HTMLInputElement)
        .value,
    ).toBe('3');
    expect(screen.getByRole('heading', { name: '再注文（注文製作番号 9001）' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'お見積もり（No. 901）' })).toBeTruthy();
    // items 2 × 1,210; production 3 × (1,210 + 1,650 + 330); reorder 10 × 2,530 + 3,300; estimate 52,800
    expect(amount('商品小計')).toBe('￥2,420');
    expect(amount('プリント注文小計')).toBe('￥9,570');
    expect(amount('再注文小計')).toBe('￥28,600');
    expect(amount('お見積もり小計')).toBe('￥52,800');
    expect(amount('合計（税込）')).toBe('￥93,390');
    expect(screen.getByRole('progressbar', { name: '送料無料でお届けします。' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: `${label}の数量を1増やす` }));
    await waitFor(() => expect(amount(`${label}の小計`)).toBe('￥3,630'));
    expect(requestLines(fake)).toContain('PUT /api/cart_items/301');

    await userEvent.click(screen.getByRole('button', { name: '再注文（注文製作番号 9001）を削除' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '再注文（注文製作番号 9001）' })).toBeNull());
    expect(requestLines(fake)).toContain('DELETE /api/cart_reorders/801');
  });

  it('tells the customer when pushing the guest cart at login failed', async () => {
    const fake = calendarApi({ 'GET /api/cart/contents': ex.cartContents.response });
    const store = renderCart(fake, { id: 1, name: '山田 太郎' });
    store.set(cashierAtom, { timestamp: 0, syncFailed: true });
    await store.set(loadServerCartAtom);
    expect(await screen.findByText('カートの引き継ぎに失敗')).toBeTruthy();
  });

  it('shows the guest cart instead when the session turns out to be gone (401)', async () => {
    storeGuestCart({ items: [aGuestItem({ id: 1, timestamp: NOW, price: yen(1500) })] });
    const fake = calendarApi({ 'GET /api/cart/contents': () => answer(401, { message: 'Unauthenticated.' }) });
    renderCart(fake, { id: 1, name: '山田 太郎' });
    expect(await screen.findByRole('spinbutton', { name: 'Tシャツ（ホワイト / M）の数量' })).toBeTruthy();
  });
});
