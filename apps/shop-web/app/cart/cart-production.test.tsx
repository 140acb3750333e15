import { BLACK_COLOR_WIRE, WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { businessDaysBetween } from '@shop/business-days/testing';
import { aGuestCart } from '@shop/cart-domain/testing';
import {
  draftPrint,
  orderProductFromWire,
  priceProduction,
  productionTotal,
  yen,
  type Production,
  type ProductionDraft,
} from '@shop/cart-domain';
import { GUEST_CART_KEY, readStoredGuestCart, serializeGuestCart } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent, requestLines, type FakeApi } from '@shop/web-state/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import CartRoute from '../routes/account/cart.tsx';
import { renderRoutes } from '../testing/render.tsx';
import { formatYen } from '../format/yen.ts';

const ex = WIRE_EXAMPLES;
const NOW = Date.UTC(2026, 10, 17, 1, 0); // Tuesday 10:00 JST
const CALENDAR = { days: businessDaysBetween('2026-11-17', '2026-12-01'), offset: 9 };
const productWire = ex.productDetail.response.data as Record<string, unknown> & { colors: Record<string, unknown>[] };
const black = BLACK_COLOR_WIRE;
const grey = {
  id: 13,
  name: 'グレー',
  hex: '#cccccc',
  is_dark: false,
  sizes: [{ id: 24, name: 'S', sku: { id: 104, price: 1210, inventory: { quantity_available: 5 } } }],
};
/** Product 5 in white (S: SKU 101, 40 in stock; M sold out), black (dark, S: SKU 103) and grey (light, S: SKU 104). */
const productAnswer = { data: { ...productWire, colors: [...productWire.colors, black, grey] } };
const NAME = '5.6オンス ハイクオリティーTシャツ（プリント注文）';

function api(answers: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/delivery/business_days': CALENDAR,
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'GET /api/products/5': productAnswer,
    ...answers,
  });
}

/** A production of product 5 priced by cart-domain: inkjet or silk-screen on white S × quantity. */
async function production(method: 'inkjet' | 'silkscreen', quantity: number): Promise<Production> {
  const product = orderProductFromWire((await api().api.products.get(5)).data);
  const draft: ProductionDraft = {
    id: -1,
    productId: 5,
    printMethodId: method === 'inkjet' ? 1 : 3,
    isRepeatable: false,
    itemGroups: [{ id: -2, colorId: 11, items: [{ id: -3, skuId: 101, quantity, price: yen(1210), wrappingId: null }] }],
    prints: [draftPrint({ id: -4, printSpecId: method === 'inkjet' ? 31 : 71, plates: 1 })],
  };
  const priced = priceProduction(draft, product);
  if (!priced.production) throw new Error('fixture not priced');
  return priced.production;
}

async function renderGuest(method: 'inkjet' | 'silkscreen', quantity: number, fake: FakeApi = api()) {
  const priced = await production(method, quantity);
  localStorage.setItem(GUEST_CART_KEY, serializeGuestCart({ cart: aGuestCart({ timestamp: NOW, productions: [priced] }), display: {} }));
  const { store } = createTestStore(fake, { now: NOW });
  renderRoutes([{ path: '/cart', Component: CartRoute }], '/cart', { store });
  return { fake, store, priced };
}

const subtotal = () => screen.getByRole('status', { name: `${NAME}の小計` }).textContent;
const stored = () => readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart.productions ?? [];

beforeEach(() => localStorage.clear());

/** Opens 「カラーを追加」 and waits until its form offers the `colors` (by name); the form. */
async function openAddColor(colors: string[]): Promise<HTMLElement> {
  await userEvent.click(await screen.findByText('カラーを追加'));
  const form = screen.getByRole('form', { name: `${NAME}にカラーを追加` });
  await waitFor(() =>
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(colors),
  );
  return form;
}

describe('a print order in the guest cart', () => {
  it('changes a size quantity with its stepper and shows the print charges of the new tier at once', async () => {
    await renderGuest('inkjet', 9);
    const more = await screen.findByRole('button', { name: `${NAME} ホワイト / Sの数量を1増やす` });
    expect(subtotal()).toBe(formatYen(yen(9 * (1210 + 1650))));
    await userEvent.click(more);
    await waitFor(() => expect(subtotal()).toBe(formatYen(yen(10 * (1210 + 1320)))));
    expect((screen.getByRole('spinbutton', { name: `${NAME} ホワイト / Sの数量` }) as HTMLInputElement).value).toBe('10');
    const [after] = stored();
    expect(after?.prints[0]?.printCharge).toBe(1320);
    expect(productionTotal(after!).total).toBe(10 * (1210 + 1320));
  });

  it('refuses a quantity below the silk-screen minimum with the reason, and keeps the order', async () => {
    const { priced } = await renderGuest('silkscreen', 10);
    const fewer = await screen.findByRole('button', { name: `${NAME} ホワイト / Sの数量を1減らす` });
    await userEvent.click(fewer);
    expect((await screen.findByRole('alert')).textContent).toBe('シルクスクリーンは10枚からご注文いただけます（あと1枚）。');
    expect((screen.getByRole('spinbutton', { name: `${NAME} ホワイト / Sの数量` }) as HTMLInputElement).value).toBe('10');
    expect(stored()[0]?.itemGroups).toEqual(priced.itemGroups);
  });

  it('says which lead time the shipping date counts (silk-screen)', async () => {
    await renderGuest('silkscreen', 10);
    expect(await screen.findByText(/シルクスクリーンを含むため、発送予定日は/)).toBeTruthy();
    expect(screen.getByText('11月30日(月)')).toBeTruthy(); // 8 business days after Tuesday 17th (23rd is a holiday)
  });

  it('adds a colour from the disclosure (silk-screen prints on any colour) and prices the production for the new total', async () => {
    await renderGuest('silkscreen', 10);
    const form = await openAddColor(['ブラック', 'グレー']);
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'ブラック / Sの数量' }), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'このカラーを追加' }));
    await waitFor(() => expect(screen.getByRole('group', { name: /ブラック/ })).toBeTruthy());
    const [after] = stored();
    expect(after?.itemGroups.map((group) => [group.color.name, group.items.map((item) => item.quantity)])).toEqual([
      ['ホワイト', [10]],
      ['ブラック', [7]],
    ]);
    expect(subtotal()).toBe(formatYen(productionTotal(after!).total));
  });

  it('offers only the colours the print method prints on (inkjet: light ones) once the product is fetched', async () => {
    await renderGuest('inkjet', 3);
    const form = await openAddColor(['グレー']);
    const grey = within(form).getByRole('spinbutton', { name: 'グレー / Sの数量' }) as HTMLInputElement;
    expect(grey.max).toBe('5'); // the stock: the browser refuses more before submitting
    await userEvent.type(grey, '4');
    await userEvent.click(within(form).getByRole('button', { name: 'このカラーを追加' }));
    // 7 pieces now, still the first inkjet tier.
    await waitFor(() => expect(subtotal()).toBe(formatYen(yen(7 * (1210 + 1650)))));
  });

  it('chooses the wrapping of a size line', async () => {
    await renderGuest('inkjet', 3);
    const wrapping = await screen.findByRole('combobox', { name: `${NAME} ホワイト / Sのラッピング` });
    await userEvent.selectOptions(wrapping, '7');
    await waitFor(() => expect(subtotal()).toBe(formatYen(yen(3 * (1210 + 1650 + 330)))));
    expect(stored()[0]?.itemGroups[0]?.items[0]?.wrappingId).toBe(7);
  });

  it('removing the last colour removes the print order', async () => {
    await renderGuest('inkjet', 3);
    expect(await screen.findByText('最後のカラーを削除すると、このプリント注文がカートから削除されます。')).toBeTruthy();
    const remove = screen.getByRole('button', { name: `${NAME}のホワイトを削除` });
    expect(remove.textContent).toBe('ホワイトを削除'); // the visible text is part of the accessible name
    await userEvent.click(remove);
    expect(await screen.findByText('カートに商品が入っていません。')).toBeTruthy();
    expect(stored()).toEqual([]);
  });
});

describe('a print order in the server cart', () => {
  const USER = { id: 1, name: '山田 太郎' };
  const contents = ex.cartContents.response as { data: { cart_productions: { item_groups: { items: unknown[] }[] }[] } };
  const groupAnswer = { data: contents.data.cart_productions[0]!.item_groups[0] };

  function renderServer(answers: Record<string, unknown>) {
    const fake = api({ 'GET /api/cart/contents': ex.cartContents.response, ...answers });
    const { store } = createTestStore(fake, { now: NOW, user: USER });
    renderRoutes([{ path: '/cart', Component: CartRoute }], '/cart', { store });
    return fake;
  }

  it('PUTs the colour group when a size quantity changes, then reloads the cart', async () => {
    const fake = renderServer({ 'PUT /api/cart_production_item_groups/601': groupAnswer });
    await userEvent.click(await screen.findByRole('button', { name: `${NAME} ホワイト / Sの数量を1増やす` }));
    await waitFor(() => expect(requestLines(fake).filter((line) => line === 'GET /api/cart/contents')).toHaveLength(2));
    expect(requestLines(fake)).toContain('PUT /api/cart_production_item_groups/601');
  });

  it("shows the server's 422 message", async () => {
    renderServer({
      'PUT /api/cart_production_item_groups/601': answer(422, {
        message: '入力内容をご確認ください。',
        errors: { items: ['この数量ではご注文いただけません。'] },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `${NAME} ホワイト / Sの数量を1増やす` }));
    expect((await screen.findByRole('alert')).textContent).toBe('この数量ではご注文いただけません。');
  });

  it('removes a colour with DELETE', async () => {
    const fake = renderServer({ 'DELETE /api/cart_production_item_groups/601': { data: { cart_production: null } } });
    await userEvent.click(await screen.findByRole('button', { name: `${NAME}のホワイトを削除` }));
    await waitFor(() => expect(requestLines(fake)).toContain('DELETE /api/cart_production_item_groups/601'));
  });

  it('chooses a line wrapping with PUT /api/cart_production_items/{id}', async () => {
    const fake = renderServer({
      'PUT /api/cart_production_items/701': { data: contents.data.cart_productions[0]!.item_groups[0]!.items[0] },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: `${NAME} ホワイト / Sのラッピング` }), '');
    await waitFor(() => expect(requestLines(fake)).toContain('PUT /api/cart_production_items/701'));
  });
});
