import type { OrderRefusalWire } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { CHECKOUT_DRAFT_KEY, checkoutDraftAtom, updateCheckoutDraftAtom, type CheckoutDiscounts } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent, type FakeApi } from '@shop/web-state/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { ConfirmPage } from './confirm-page.tsx';

const ex = WIRE_EXAMPLES;
const TARO = { id: 7, name: '山田 太郎' };
const quote = ex.checkoutQuote.response.data;
const VISA = { token: 'tok_sandbox_0123456789', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } as const;

type Answer = Response | Record<string, unknown> | (() => Response);

/** The API with the quote, the card session, and `orders` answering each POST /api/orders in turn. */
function confirmApi(orders: Answer[], quotes: Answer[] = [ex.checkoutQuote.response]): FakeApi {
  let order = 0;
  let quoted = 0;
  const next = (list: Answer[], index: number) => {
    const entry = list[Math.min(index, list.length - 1)];
    return typeof entry === 'function' ? entry() : entry;
  };
  return createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'POST /api/checkout/quote': () => next(quotes, quoted++),
    'POST /api/orders': () => next(orders, order++),
    'POST /api/checkout/card_sessions': () => answer(201, ex.cardSessionCreate.response),
    'GET /api/cart/contents': ex.cartContents.response,
  });
}

function OrderStub() {
  const location = useLocation();
  return (
    <h1>
      {location.pathname} {JSON.stringify(location.state)}
    </h1>
  );
}

function renderConfirm(
  fake: FakeApi,
  { card = true, leave = vi.fn(), discounts }: { card?: boolean; leave?: (url: string) => void; discounts?: CheckoutDiscounts } = {},
) {
  const { store } = createTestStore(fake, { user: TARO });
  store.set(updateCheckoutDraftAtom, {
    addressId: 31,
    deliveryDate: null,
    deliverySlot: '午前中',
    paymentMethod: 'card',
    card: card ? VISA : null,
    ...(discounts ? { discounts } : {}),
  });
  renderRoutes(
    [
      { path: '/checkout/confirm', Component: () => <ConfirmPage leave={leave} /> },
      { path: '/myaccount/orders/:number', Component: OrderStub },
      { path: '/checkout/cardpay/:token', Component: () => <h1>カード情報の入力</h1> },
    ],
    '/checkout/confirm',
    { store, fake },
  );
  return store;
}

const orderBodies = async (fake: FakeApi) =>
  Promise.all(
    fake.requests
      .filter((request) => request.method === 'POST' && request.url.endsWith('/api/orders'))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

const placeButton = () => screen.findByRole('button', { name: '注文を確定する' });

const refusal = (status: number, body: OrderRefusalWire) => () => answer(status, body);

afterEach(() => sessionStorage.clear());

describe('the confirm page', () => {
  it("shows the server's quote: lines with placements, charges, shipping, total with 内消費税, dates, address and the card", async () => {
    const fake = confirmApi([]);
    renderConfirm(fake);
    expect(await screen.findByText('（内消費税 ￥1,170）')).toBeTruthy();
    expect(screen.getByRole('img', { name: '前面 A4のプリントデータ' })).toBeTruthy();
    const amounts = screen.getByRole('region', { name: 'お支払い金額' });
    expect(within(amounts).getByText('プリント代').nextElementSibling?.textContent).toBe('￥4,950');
    expect(within(amounts).getByText('送料').nextElementSibling?.textContent).toBe('￥880');
    expect(within(amounts).getByText('お支払い合計（税込）').nextElementSibling?.textContent).toBe('￥12,870');
    expect(screen.getByText('Visa 末尾4242（有効期限 12/30）')).toBeTruthy();
    expect(screen.getByText(/〒100-0001/)).toBeTruthy();
    const body = await fake.requests
      .find((request) => request.url.endsWith('/api/checkout/quote'))
      ?.clone()
      .json();
    // The stored draft's choices are the contract example's: address 31, morning, by card, no coupon or points.
    expect(body).toEqual(ex.checkoutQuote.request);
  });

  it('places the order once for a double click and goes to the order with the thank-you', async () => {
    const user = userEvent.setup();
    const fake = confirmApi([() => answer(201, ex.orderCreate.response)]);
    const store = renderConfirm(fake);
    const button = await placeButton();
    await user.dblClick(button);
    expect(await screen.findByRole('heading', { name: /\/myaccount\/orders\/PF-2026-000123/ })).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toContain('"placed":true');
    const bodies = await orderBodies(fake);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      address_id: 31,
      payment_method: 'card',
      card_token: VISA.token,
      quote_token: quote.quote_token,
      proof: 'wanted',
    });
    expect(String(bodies[0]?.['idempotency_key'])).toMatch(/^[0-9a-f]{32}$/);
    // The draft is gone once the order is placed.
    expect(store.get(checkoutDraftAtom).draft.card).toBeNull();
  });

  it('asks whether to check the proof of a print order; 「校正なしで進める」 goes with the order and is kept in the draft', async () => {
    const user = userEvent.setup();
    const fake = confirmApi([() => answer(201, ex.orderCreate.response)]);
    const store = renderConfirm(fake);
    const group = await screen.findByRole('group', { name: '製作前に仕上がりイメージ（校正）を確認しますか' });
    const wanted = within(group).getByRole('radio', { name: /校正を確認してから製作する/ });
    const skipped = within(group).getByRole('radio', { name: /校正なしで進める/ });
    expect((wanted as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText(/校正を待たずに製作に入ります/)).toBeTruthy();
    await user.click(skipped);
    expect(store.get(checkoutDraftAtom).draft.proof).toBe('skipped');
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}').proof).toBe('skipped');
    await user.click(await placeButton());
    await screen.findByRole('heading', { name: /\/myaccount\/orders\/PF-2026-000123/ });
    expect((await orderBodies(fake))[0]).toMatchObject({ proof: 'skipped' });
  });

  it('does not ask about a proof when the order has no print production', async () => {
    const goodsOnly = { ...ex.checkoutQuote.response, data: { ...quote, lines: quote.lines.filter((line) => line.kind === 'item') } };
    renderConfirm(confirmApi([], [goodsOnly]));
    await placeButton();
    expect(screen.queryByRole('group', { name: '製作前に仕上がりイメージ（校正）を確認しますか' })).toBeNull();
  });

  it('says so when no answer came, keeps everything and retries with the same idempotency key', async () => {
    const user = userEvent.setup();
    const fake = confirmApi([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => answer(201, ex.orderCreate.response),
    ]);
    renderConfirm(fake);
    await user.click(await placeButton());
    expect(await screen.findByText(/通信できませんでした。ご注文が確定したかどうかを確認できません。/)).toBeTruthy();
    expect(screen.getByText('（内消費税 ￥1,170）')).toBeTruthy();
    await user.click(await placeButton());
    await screen.findByRole('heading', { name: /PF-2026-000123/ });
    const [first, second] = await orderBodies(fake);
    expect(second?.['idempotency_key']).toBe(first?.['idempotency_key']);
  });

  it("shows the cart's revision notice and the new quote when the price changed, and orders the new quote with a new key", async () => {
    const user = userEvent.setup();
    const newQuote = {
      data: { ...quote, total: 13_970, goods_total: 13_090, tax: 1270, quote_token: 'q1.fedcba9876543210fedcba9876543210', revision: true },
    };
    const fake = confirmApi(
      [
        refusal(409, {
          code: 'price_changed',
          message: 'ご注文内容の価格が変更されました。最新の内容をご確認のうえ、もう一度ご注文ください。',
        }),
        () => answer(201, ex.orderCreate.response),
      ],
      [ex.checkoutQuote.response, newQuote],
    );
    renderConfirm(fake);
    await user.click(await placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('価格変更');
    expect(alert.textContent).toContain('価格が変更された商品があります。最新の価格をご確認ください。');
    await waitFor(() => expect(screen.getByText('お支払い合計（税込）').nextElementSibling?.textContent).toBe('￥13,970'));
    await user.click(await placeButton());
    await screen.findByRole('heading', { name: /PF-2026-000123/ });
    const [first, second] = await orderBodies(fake);
    expect(second?.['quote_token']).toBe('q1.fedcba9876543210fedcba9876543210');
    expect(second?.['idempotency_key']).not.toBe(first?.['idempotency_key']);
  });

  it('names the lines the stock cannot serve and links the cart', async () => {
    const user = userEvent.setup();
    const fake = confirmApi([
      refusal(409, {
        code: 'out_of_stock',
        message: '在庫が不足している商品が1点あります。カートで数量を変更してから、もう一度ご注文ください。',
        lines: [
          {
            kind: 'item',
            cart_id: 301,
            name: '5.6オンス ハイクオリティーTシャツ',
            color: 'ホワイト',
            size: 'S',
            sku_id: 101,
            requested: 2,
            available: 1,
          },
        ],
      }),
    ]);
    renderConfirm(fake);
    await user.click(await placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('在庫が不足している商品が1点あります。');
    expect(alert.textContent).toContain('5.6オンス ハイクオリティーTシャツ（ホワイト / S）: ご注文 2点 ／ 在庫 1点');
    expect(within(alert).getByRole('link', { name: 'カートで数量を変更する' }).getAttribute('href')).toBe('/cart');
    expect(((await placeButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message for a refused card (402) and offers another card", async () => {
    const user = userEvent.setup();
    const message = 'カード会社によりお支払いが承認されませんでした。別のカードをご利用いただくか、カード会社にお問い合わせください。';
    const fake = confirmApi([refusal(402, { code: 'card_declined', message })]);
    const store = renderConfirm(fake);
    await user.click(await placeButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(store.get(checkoutDraftAtom).draft.card).toBeNull();
    // The quote stays in view; the order waits for another card.
    expect(screen.getByText('（内消費税 ￥1,170）')).toBeTruthy();
    expect(((await placeButton()) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: '別のカードを入力する' }));
    expect(await screen.findByRole('heading', { name: 'カード情報の入力' })).toBeTruthy();
  });

  it('an order still being placed (409 order_in_progress): says what is happening and what to do, links the history, retries with the same key', async () => {
    const user = userEvent.setup();
    const message =
      '前回「注文を確定する」を押したご注文を、まだ処理しています（カード会社の応答を待っています）。二重にご注文・ご請求されることはありません。1〜2分ほどお待ちいただき、注文履歴にご注文が表示されているかご確認ください。表示されていなければ、もう一度「注文を確定する」を押してください。';
    const fake = confirmApi([refusal(409, { code: 'order_in_progress', message }), () => answer(201, ex.orderCreate.response)]);
    const store = renderConfirm(fake);
    await user.click(await placeButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('ご注文を処理しています')).toBeTruthy();
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: '注文履歴を見る' }).getAttribute('href')).toBe('/myaccount/orders');
    // Nothing is given up: the card stays, and pressing again asks about the same order.
    expect(store.get(checkoutDraftAtom).draft.card).toEqual(VISA);
    await user.click(await placeButton());
    await screen.findByRole('heading', { name: /PF-2026-000123/ });
    const [first, second] = await orderBodies(fake);
    expect(second?.['idempotency_key']).toBe(first?.['idempotency_key']);
  });

  it('an abandoned placing (409 order_abandoned): says the hold was released, asks for the card again and orders with a new key', async () => {
    const user = userEvent.setup();
    const message =
      '前回「注文を確定する」を押したご注文は、システムの障害により確定できませんでした。カードのご利用枠の確保（与信）は取り消しましたので、ご請求はありません。お手数ですが、お支払い方法をご確認のうえ、もう一度ご注文ください。';
    const fake = confirmApi([refusal(409, { code: 'order_abandoned', message }), () => answer(201, ex.orderCreate.response)]);
    const store = renderConfirm(fake);
    await user.click(await placeButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('ご注文は確定していません')).toBeTruthy();
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('button', { name: 'カード情報を入力する' })).toBeTruthy();
    // The spent card token and the attempt's key are gone; a card entered again orders with a new key.
    expect(store.get(checkoutDraftAtom).draft.card).toBeNull();
    expect(store.get(checkoutDraftAtom).draft.attempt).toBeNull();
    expect(((await placeButton()) as HTMLButtonElement).disabled).toBe(true);
    store.set(updateCheckoutDraftAtom, { card: { ...VISA, token: 'tok_sandbox_9876543210' } });
    await user.click(await placeButton());
    await screen.findByRole('heading', { name: /PF-2026-000123/ });
    const [first, second] = await orderBodies(fake);
    expect(second?.['idempotency_key']).not.toBe(first?.['idempotency_key']);
  });

  it("goes to the card issuer's 3-D Secure page with a full navigation", async () => {
    const user = userEvent.setup();
    const leave = vi.fn();
    const challenge = { ...ex.orderCreate.response, next: { type: 'challenge', url: '/sandbox-gateway/v1/challenges/ch_1' } };
    renderConfirm(confirmApi([() => answer(201, challenge)]), { leave });
    await user.click(await placeButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/sandbox-gateway/v1/challenges/ch_1'));
  });

  it('shows the quote but waits for a card when the draft has none (a refused card was cleared)', async () => {
    const user = userEvent.setup();
    const fake = confirmApi([]);
    renderConfirm(fake, { card: false });
    expect(await screen.findByText('（内消費税 ￥1,170）')).toBeTruthy();
    expect(((await placeButton()) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('カード情報を入力すると、注文を確定できます。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'カード情報を入力する' }));
    expect(await screen.findByRole('heading', { name: 'カード情報の入力' })).toBeTruthy();
  });

  it('sends a visitor whose draft has no address back to the checkout page', async () => {
    const fake = confirmApi([]);
    const { store } = createTestStore(fake, { user: TARO });
    renderRoutes([{ path: '/checkout/confirm', Component: () => <ConfirmPage /> }], '/checkout/confirm', { store, fake });
    expect((await screen.findByRole('link', { name: 'ご注文手続きに戻る' })).getAttribute('href')).toBe('/checkout');
    expect(fake.requests.some((request) => request.url.endsWith('/api/checkout/quote'))).toBe(false);
  });
});

describe('the confirm page with a coupon and points (issue #14)', () => {
  const coupon = ex.couponList.response.data.available[0];
  const discounted = {
    data: {
      ...quote,
      coupon_discount: 500,
      points_used: 300,
      total: 12_070,
      tax: 1097,
      point_balance: 700,
      coupon: { id: coupon.id, code: coupon.code, name: coupon.name, value_label: coupon.value_label, discount: 500 },
      quote_token: 'q1.fedcba9876543210fedcba9876543210',
    },
  };

  function loyaltyApi(quotes: Answer[]) {
    let quoted = 0;
    return createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': noContent,
      'GET /api/coupons': ex.couponList.response,
      'POST /api/checkout/quote': () => {
        const entry = quotes[Math.min(quoted++, quotes.length - 1)];
        return typeof entry === 'function' ? entry() : entry;
      },
      'POST /api/orders': () => answer(201, ex.orderCreate.response),
      'GET /api/cart/contents': ex.cartContents.response,
    });
  }

  const quoteBodies = async (fake: FakeApi) =>
    Promise.all(
      fake.requests
        .filter((request) => request.url.endsWith('/api/checkout/quote'))
        .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
    );

  /** The confirm page with a 700-point balance; the shopper picks the ¥500 coupon, then 300 points. */
  async function chooseCouponAndPoints() {
    const user = userEvent.setup();
    const withBalance = { data: { ...quote, point_balance: 700 } };
    const fake = loyaltyApi([
      withBalance,
      { data: { ...withBalance.data, coupon_discount: 500, total: 12_370, tax: 1124, coupon: discounted.data.coupon } },
      discounted,
    ]);
    renderConfirm(fake);
    await user.click(await screen.findByRole('radio', { name: /¥500引き 春のプリントキャンペーン/ }));
    expect(await screen.findByText('クーポン「春のプリントキャンペーン」（¥500引き）を適用しました: −￥500')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'ご利用ポイント' }), '300');
    await user.click(screen.getByRole('button', { name: 'ポイントを適用する' }));
    return { user, fake };
  }

  it('prices the chosen coupon and points on the server and shows its amounts; the order carries them', async () => {
    const { user, fake } = await chooseCouponAndPoints();
    const amounts = screen.getByRole('region', { name: 'お支払い金額' });
    await waitFor(() => expect(within(amounts).getByText('お支払い合計（税込）').nextElementSibling?.textContent).toBe('￥12,070'));
    expect(within(amounts).getByText('ポイント利用').nextElementSibling?.textContent).toBe('−￥300');
    expect(within(amounts).getByText(/^クーポン割引/).nextElementSibling?.textContent).toBe('−￥500');
    expect(within(amounts).getByText('（内消費税 ￥1,097）', { exact: false })).toBeTruthy();
    const bodies = await quoteBodies(fake);
    expect(bodies.at(-1)).toMatchObject({ coupon_id: coupon.id, coupon_code: null, points: 300 });
    await user.click(await placeButton());
    await screen.findByRole('heading', { name: /\/myaccount\/orders\/PF-2026-000123/ });
    expect((await orderBodies(fake))[0]).toMatchObject({ coupon_id: coupon.id, points: 300, quote_token: discounted.data.quote_token });
  });

  it('keeps the chosen coupon and points in the draft: a reload (or the card form and back) prices them again', async () => {
    await chooseCouponAndPoints();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}').discounts).toEqual({
        couponId: coupon.id,
        couponCode: null,
        points: 300,
      }),
    );

    // The page again, with a new store reading the tab's storage.
    cleanup();
    const again = loyaltyApi([discounted]);
    renderConfirm(again);
    const amounts = await screen.findByRole('region', { name: 'お支払い金額' });
    expect(within(amounts).getByText('お支払い合計（税込）').nextElementSibling?.textContent).toBe('￥12,070');
    expect((await quoteBodies(again))[0]).toMatchObject({ coupon_id: coupon.id, points: 300 });
    expect(await screen.findByRole('radio', { name: /¥500引き 春のプリントキャンペーン/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'ご利用ポイント' })).toHaveProperty('value', '300');
  });

  it('takes stored discounts the server no longer accepts off, says so and prices the order without them', async () => {
    const gone = () =>
      answer(422, { message: 'このクーポンはすでにご利用済みです。', errors: { coupon_id: ['このクーポンはすでにご利用済みです。'] } });
    const fake = loyaltyApi([gone, { data: { ...quote, point_balance: 700 } }]);
    renderConfirm(fake, { discounts: { couponId: coupon.id, couponCode: null, points: 300 } });
    expect(
      await screen.findByText(
        /お選びいただいていたクーポン・ポイントがご利用いただけなくなったため、外しました。.*（このクーポンはすでにご利用済みです。）/,
      ),
    ).toBeTruthy();
    const amounts = await screen.findByRole('region', { name: 'お支払い金額' });
    expect(within(amounts).getByText('お支払い合計（税込）').nextElementSibling?.textContent).toBe(
      `￥${quote.total.toLocaleString('en-US')}`,
    );
    const bodies = await quoteBodies(fake);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ coupon_id: null, coupon_code: null, points: 0 });
    expect(screen.getByRole('radio', { name: 'クーポンを使わない' })).toHaveProperty('checked', true);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}').discounts).toEqual({
      couponId: null,
      couponCode: null,
      points: 0,
    });
  });

  it('「すべて使う」 asks for the balance, leaving 1 yen to pay; a refused code is said and the previous choice kept', async () => {
    const user = userEvent.setup();
    const small = { data: { ...quote, goods_total: 500, shipping_fee: 880, point_balance: 5000 } };
    const refused = () =>
      answer(422, {
        message: 'このクーポンの有効期限（2025年12月31日）が過ぎています。',
        errors: { coupon_code: ['このクーポンの有効期限（2025年12月31日）が過ぎています。'] },
      });
    const fake = loyaltyApi([small, small, refused, small]);
    renderConfirm(fake);
    await user.click(await screen.findByRole('button', { name: 'すべて使う' }));
    await waitFor(async () => expect((await quoteBodies(fake)).at(-1)).toMatchObject({ points: 1379 }));
    await user.type(screen.getByRole('textbox', { name: 'クーポンコードをお持ちの方' }), 'old2025');
    await user.click(screen.getByRole('button', { name: 'コードを適用する' }));
    expect(await screen.findByText('このクーポンの有効期限（2025年12月31日）が過ぎています。')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'クーポンを使わない' })).toHaveProperty('checked', true);
  });
});
