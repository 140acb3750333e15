import type { ApiClient } from '@shop/api-client';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { checkoutDraftAtom } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent, requestLines, type FakeApi } from '@shop/web-state/testing';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as checkoutRoute from '../routes/checkout/checkout.tsx';
import { renderRoutes } from '../testing/render.tsx';
import { usePostalAutofill } from './postal-autofill.ts';

const ex = WIRE_EXAMPLES;
const TARO = { id: 7, name: '山田 太郎' };
const NOW = Date.UTC(2026, 10, 17, 1, 0);

const SHIBUYA = { data: [{ postal_code: '1500001', prefecture: '東京都', city: '渋谷区', town: '神宮前' }] };
const savedAddress = {
  ...ex.addressCreate.response.data,
  id: 40,
  name: '佐藤 花子',
  name_kana: 'サトウ\u3000ハナコ',
  postal_code: '1500001',
  city: '渋谷区',
  town: '神宮前',
  street: '1-2-3',
};

function checkoutApi(answers: Record<string, unknown> = {}): FakeApi {
  return createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'GET /api/addresses': ex.addressList.response,
    'GET /api/checkout/options': ex.checkoutOptions.response,
    'GET /api/payment_methods': { data: [] },
    'GET /api/cart/contents': ex.cartContents.response,
    'GET /api/postal_codes/1500001': SHIBUYA,
    'POST /api/addresses': () => answer(201, { data: savedAddress }),
    'POST /api/checkout/card_sessions': () => answer(201, ex.cardSessionCreate.response),
    ...answers,
  });
}

function renderCheckout(fake: FakeApi) {
  const { store } = createTestStore(fake, { now: NOW, user: TARO });
  renderRoutes(
    [
      { id: 'checkout', path: '/checkout', loader: checkoutRoute.loader as never, Component: checkoutRoute.default as never },
      { path: '/checkout/confirm', Component: () => <h1>ご注文内容の確認</h1> },
      { path: '/checkout/cardpay/:token', Component: () => <h1>カード情報の入力</h1> },
    ],
    '/checkout',
    { store, fake },
  );
  return store;
}

afterEach(() => sessionStorage.clear());

describe('the checkout page', () => {
  it('offers the saved addresses with the default chosen, the dates, the slots, the payment methods and the cart summary', async () => {
    renderCheckout(checkoutApi());
    const addresses = await screen.findByRole('group', { name: 'お届け先を選んでください' });
    const radios = within(addresses).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(within(addresses).getByText('いつものお届け先')).toBeTruthy();
    const dates = screen.getByLabelText('お届け希望日') as HTMLSelectElement;
    expect([...dates.options].slice(0, 2).map((option) => option.text)).toEqual(['最短（11月28日(土)）', '11月29日(日)']);
    expect([...dates.options].at(-1)?.text).toBe('12月12日(土)');
    expect([...(screen.getByLabelText('お届け時間帯') as HTMLSelectElement).options].map((option) => option.text)).toEqual(
      ex.checkoutOptions.response.data.time_slots,
    );
    expect(screen.getByText('発送予定日').textContent).toContain('11月27日(金)');
    const payment = screen.getByRole('group', { name: 'お支払い方法を選んでください' });
    expect((within(payment).getByRole('radio', { name: /クレジットカード/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(payment).getByText(/ご注文から7日以内にお振り込みください/)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('complementary', { name: 'ご注文内容' })).getByText('商品合計')).toBeTruthy());
  });

  it('keeps each choice in the draft and goes to the card form through a new card session', async () => {
    const user = userEvent.setup();
    const fake = checkoutApi();
    const store = renderCheckout(fake);
    const addresses = await screen.findByRole('group', { name: 'お届け先を選んでください' });
    await user.click(within(addresses).getAllByRole('radio')[1] as HTMLElement);
    await user.selectOptions(screen.getByLabelText('お届け時間帯'), '午前中');
    await user.selectOptions(screen.getByLabelText('お届け希望日'), '2026-12-01');
    expect(store.get(checkoutDraftAtom).draft).toMatchObject({
      addressId: 32,
      deliverySlot: '午前中',
      deliveryDate: '2026-12-01',
      paymentMethod: 'card',
    });
    const proceed = screen.getByRole('button', { name: '確認画面へ進む' });
    await waitFor(() => expect((proceed as HTMLButtonElement).disabled).toBe(false));
    await user.click(proceed);
    expect(await screen.findByRole('heading', { name: 'カード情報の入力' })).toBeTruthy();
    expect(requestLines(fake)).toContain('POST /api/checkout/card_sessions');
  });

  it('offers the saved cards that have not expired, the default chosen: the confirm page next, without a card session', async () => {
    const user = userEvent.setup();
    const fake = checkoutApi({ 'GET /api/payment_methods': ex.savedCardList.response });
    const store = renderCheckout(fake);
    const cards = await screen.findByRole('group', { name: 'お支払いに使うカード' });
    expect(
      within(cards)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Visa 末尾4242（有効期限 12/30）いつも使うカード', '新しいカードを使う']);
    expect((within(cards).getByRole('radio', { name: /Visa 末尾4242/ }) as HTMLInputElement).checked).toBe(true);
    const proceed = screen.getByRole('button', { name: '確認画面へ進む' });
    await waitFor(() => expect((proceed as HTMLButtonElement).disabled).toBe(false));
    await user.click(proceed);
    expect(await screen.findByRole('heading', { name: 'ご注文内容の確認' })).toBeTruthy();
    expect(store.get(checkoutDraftAtom).draft).toMatchObject({
      paymentMethod: 'card',
      card: null,
      savedCard: { id: 7, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(requestLines(fake)).not.toContain('POST /api/checkout/card_sessions');
  });

  it('「新しいカードを使う」 beside the saved cards goes to the card form', async () => {
    const user = userEvent.setup();
    const fake = checkoutApi({ 'GET /api/payment_methods': ex.savedCardList.response });
    renderCheckout(fake);
    await user.click(await screen.findByRole('radio', { name: /新しいカードを使う/ }));
    const proceed = screen.getByRole('button', { name: '確認画面へ進む' });
    await waitFor(() => expect((proceed as HTMLButtonElement).disabled).toBe(false));
    await user.click(proceed);
    expect(await screen.findByRole('heading', { name: 'カード情報の入力' })).toBeTruthy();
    expect(requestLines(fake)).toContain('POST /api/checkout/card_sessions');
  });

  it('goes straight to the confirm page for a bank transfer', async () => {
    const user = userEvent.setup();
    const fake = checkoutApi();
    const store = renderCheckout(fake);
    await user.click(await screen.findByRole('radio', { name: /銀行振込/ }));
    const proceed = screen.getByRole('button', { name: '確認画面へ進む' });
    await waitFor(() => expect((proceed as HTMLButtonElement).disabled).toBe(false));
    await user.click(proceed);
    expect(await screen.findByRole('heading', { name: 'ご注文内容の確認' })).toBeTruthy();
    expect(store.get(checkoutDraftAtom).draft).toMatchObject({ addressId: 31, paymentMethod: 'bank_transfer' });
    expect(requestLines(fake)).not.toContain('POST /api/checkout/card_sessions');
  });

  /** Types a whole valid address into the form (the postal code fills prefecture, city and town). */
  async function typeAddress(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
    await user.type(within(form).getByLabelText(/^お名前/), '佐藤 花子');
    await user.type(within(form).getByLabelText(/^フリガナ/), 'さとう はなこ');
    await user.type(within(form).getByLabelText(/^郵便番号/), '150-0001');
    expect(await within(form).findByText('郵便番号から住所を入力しました。番地以降を入力してください。')).toBeTruthy();
    expect((within(form).getByLabelText(/^都道府県/) as HTMLSelectElement).value).toBe('東京都');
    expect((within(form).getByLabelText(/^市区町村/) as HTMLInputElement).value).toBe('渋谷区');
    expect((within(form).getByLabelText(/^町域/) as HTMLInputElement).value).toBe('神宮前');
    await user.type(within(form).getByLabelText(/^番地/), '1-2-3');
    await user.type(within(form).getByLabelText(/^電話番号/), '０３－１２３４－５６７８');
  }

  it('a first address typed in full goes on with 「確認画面へ進む」, saved to the address book as its box (ticked for a first address) says', async () => {
    const user = userEvent.setup();
    const fake = checkoutApi({ 'GET /api/addresses': { data: [] } });
    const store = renderCheckout(fake);
    const form = await screen.findByRole('form', { name: '新しいお届け先' });
    expect(within(form).queryByRole('button', { name: 'このお届け先を保存する' })).toBeNull();
    const keep = within(form).getByRole('checkbox', { name: 'このお届け先をアドレス帳に保存する' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    await typeAddress(user, form);
    await user.click(screen.getByRole('button', { name: '確認画面へ進む' }));
    expect(await screen.findByRole('heading', { name: 'カード情報の入力' })).toBeTruthy();
    expect(store.get(checkoutDraftAtom).draft).toMatchObject({ addressId: 40, address: null });
    const sent = fake.requests.find((request) => request.method === 'POST' && request.url.endsWith('/api/addresses'));
    expect(await sent?.clone().json()).toMatchObject({
      name_kana: 'サトウ\u3000ハナコ',
      postal_code: '1500001',
      phone: '03-1234-5678',
      town: '神宮前',
    });
  });

  it('with the box unticked the typed address goes to the confirm page as it is, nothing saved', async () => {
    const user = userEvent.setup();
    const fake = checkoutApi({ 'GET /api/addresses': { data: [] } });
    const store = renderCheckout(fake);
    const form = await screen.findByRole('form', { name: '新しいお届け先' });
    await typeAddress(user, form);
    await user.click(within(form).getByRole('checkbox', { name: 'このお届け先をアドレス帳に保存する' }));
    await user.click(screen.getByRole('radio', { name: /銀行振込/ }));
    await user.click(screen.getByRole('button', { name: '確認画面へ進む' }));
    expect(await screen.findByRole('heading', { name: 'ご注文内容の確認' })).toBeTruthy();
    expect(fake.requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/addresses'))).toBe(false);
    expect(store.get(checkoutDraftAtom).draft).toMatchObject({
      addressId: null,
      address: {
        name: '佐藤 花子',
        nameKana: 'サトウ\u3000ハナコ',
        postalCode: '1500001',
        city: '渋谷区',
        street: '1-2-3',
        phone: '03-1234-5678',
      },
    });
  });

  it('a customer with saved addresses may type another one: the box starts unticked and a saved one can be chosen again', async () => {
    const user = userEvent.setup();
    const store = renderCheckout(checkoutApi());
    await user.click(await screen.findByRole('button', { name: '新しいお届け先を追加' }));
    const form = screen.getByRole('form', { name: '新しいお届け先' });
    expect((within(form).getByRole('checkbox', { name: 'このお届け先をアドレス帳に保存する' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: '保存済みのお届け先から選ぶ' }));
    expect(screen.queryByRole('form', { name: '新しいお届け先' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /銀行振込/ }));
    await user.click(screen.getByRole('button', { name: '確認画面へ進む' }));
    expect(await screen.findByRole('heading', { name: 'ご注文内容の確認' })).toBeTruthy();
    expect(store.get(checkoutDraftAtom).draft.addressId).toBe(ex.addressList.response.data[0]?.id);
  });

  it("an incomplete address stays with the form's own Japanese messages at the fields; the server's 422 too when saving", async () => {
    const user = userEvent.setup();
    const fake = checkoutApi({
      'GET /api/addresses': { data: [] },
      'POST /api/addresses': () => answer(422, { message: '入力内容をご確認ください。', errors: { street: ['番地を確認してください'] } }),
    });
    renderCheckout(fake);
    const form = await screen.findByRole('form', { name: '新しいお届け先' });
    await user.click(screen.getByRole('button', { name: '確認画面へ進む' }));
    expect(await within(form).findByText('お名前を入力してください')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^お名前/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByRole('heading', { name: 'カード情報の入力' })).toBeNull();
    await typeAddress(user, form);
    await user.click(screen.getByRole('button', { name: '確認画面へ進む' }));
    expect(await within(form).findByText('番地を確認してください')).toBeTruthy();
    expect(within(form).getByLabelText(/^番地/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'カード情報の入力' })).toBeNull();
  });
});

describe('the postal-code autofill', () => {
  /** An api whose postal lookups wait until released. */
  function slowApi() {
    const pending = new Map<string, (value: unknown) => void>();
    const call = vi.fn((code: string) => new Promise((resolve) => pending.set(code, resolve)));
    const client = { postalCodes: { lookup: call } } as unknown as ApiClient;
    return { api: async () => client, call, release: (code: string, value: unknown) => pending.get(code)?.(value) };
  }

  it('looks up only 7-digit codes (〒, hyphens and full-width digits allowed) and applies only the answer for the code in the field now', async () => {
    const slow = slowApi();
    const found = vi.fn();
    const { result } = renderHook(() => usePostalAutofill(slow.api, found));
    act(() => result.current.lookUp('100-000'));
    expect(slow.call).not.toHaveBeenCalled();
    act(() => result.current.lookUp('〒１００－０００１'));
    await waitFor(() => expect(slow.call).toHaveBeenCalledTimes(1));
    act(() => result.current.lookUp('150-0001'));
    await waitFor(() => expect(slow.call).toHaveBeenCalledTimes(2));
    const shibuya = { data: [{ postalCode: '1500001', prefecture: '東京都', city: '渋谷区', town: '神宮前' }] };
    const chiyoda = { data: [{ postalCode: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' }] };
    await act(async () => slow.release('1500001', shibuya));
    await act(async () => slow.release('1000001', chiyoda)); // the slower, older answer
    expect(found).toHaveBeenCalledTimes(1);
    expect(found).toHaveBeenCalledWith(shibuya.data);
    expect(result.current.lookup).toEqual({ state: 'found', code: '1500001', candidates: shibuya.data });
  });

  it('says so when the code is unknown (404)', async () => {
    const fake = createFakeApi({});
    const found = vi.fn();
    const { result } = renderHook(() => usePostalAutofill(async () => fake.api, found));
    act(() => result.current.lookUp('9999999'));
    await waitFor(() => expect(result.current.lookup).toEqual({ state: 'unknown', code: '9999999' }));
    expect(found).not.toHaveBeenCalled();
  });
});
