/**
 * The confirm page without dead ends (issue #32): a new card can be kept for next time (the box, the
 * saved cards' limit, the server's 422 at the limit), and an address typed at checkout is quoted and
 * ordered as it is.
 */
import { KEEP_CARD_LABEL, MAX_SAVED_CARDS } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { checkoutDraftAtom, updateCheckoutDraftAtom, type CheckoutDraft } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent, type FakeApi } from '@shop/web-state/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { ConfirmPage } from './confirm-page.tsx';
import { keepCardFullText } from './keep-card-choice.tsx';

const ex = WIRE_EXAMPLES;
const TARO = { id: 7, name: '山田 太郎' };
const VISA = { token: 'tok_sandbox_0123456789', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } as const;
const savedCard = ex.savedCardList.response.data[0];
const FULL = { data: Array.from({ length: MAX_SAVED_CARDS }, (_, index) => ({ ...savedCard, id: index + 1 })) };
const FULL_MESSAGE = `登録できるカードは${MAX_SAVED_CARDS}枚までのため、このカードは保存できません。`;

function keepApi(options: { cards?: unknown; orders?: (() => Response)[] } = {}): FakeApi {
  let placed = 0;
  const orders = options.orders ?? [() => answer(201, ex.orderCreate.response)];
  return createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'POST /api/checkout/quote': ex.checkoutQuote.response,
    'POST /api/orders': () => (orders[Math.min(placed++, orders.length - 1)] as () => Response)(),
    'GET /api/payment_methods': options.cards ?? { data: [] },
    'GET /api/cart/contents': ex.cartContents.response,
  });
}

function renderConfirm(fake: FakeApi, draft: Partial<CheckoutDraft> = {}) {
  const { store } = createTestStore(fake, { user: TARO });
  store.set(updateCheckoutDraftAtom, { addressId: 31, paymentMethod: 'card', card: VISA, ...draft });
  renderRoutes(
    [
      { path: '/checkout/confirm', Component: () => <ConfirmPage leave={vi.fn()} /> },
      { path: '/myaccount/orders/:number', Component: () => <h1>ご注文ありがとうございました</h1> },
    ],
    '/checkout/confirm',
    { store, fake },
  );
  return store;
}

const bodiesOf = (fake: FakeApi, path: string) =>
  Promise.all(
    fake.requests
      .filter((request) => request.method === 'POST' && request.url.endsWith(path))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

afterEach(() => sessionStorage.clear());

describe('keeping a new card at checkout', () => {
  it('offers the box unticked beside a new card; ticked, the order asks to keep the card', async () => {
    const user = userEvent.setup();
    const fake = keepApi();
    const store = renderConfirm(fake);
    const box = (await screen.findByRole('checkbox', { name: KEEP_CARD_LABEL })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(store.get(checkoutDraftAtom).draft.saveCard).toBe(true);
    await user.click(screen.getByRole('button', { name: '注文を確定する' }));
    expect(await screen.findByRole('heading', { name: 'ご注文ありがとうございました' })).toBeTruthy();
    const [body] = await bodiesOf(fake, '/api/orders');
    expect(body).toMatchObject({ card_token: VISA.token, save_card: true, saved_card_id: null });
  });

  it('unticked, the order keeps nothing', async () => {
    const user = userEvent.setup();
    const fake = keepApi();
    renderConfirm(fake);
    await screen.findByRole('checkbox', { name: KEEP_CARD_LABEL });
    await user.click(screen.getByRole('button', { name: '注文を確定する' }));
    await screen.findByRole('heading', { name: 'ご注文ありがとうございました' });
    const [body] = await bodiesOf(fake, '/api/orders');
    expect(body?.['save_card']).toBe(false);
  });

  it('is not offered for a saved card', async () => {
    renderConfirm(keepApi(), { card: null, savedCard: { id: 7, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    expect(await screen.findByText('クレジットカード（登録済みのカード）')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: KEEP_CARD_LABEL })).toBeNull();
  });

  it(`at ${MAX_SAVED_CARDS} saved cards it says why the card cannot be kept instead of the box`, async () => {
    renderConfirm(keepApi({ cards: FULL }));
    expect(await screen.findByText(keepCardFullText(MAX_SAVED_CARDS))).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: KEEP_CARD_LABEL })).toBeNull();
  });

  it("the server's 422 at the limit is said, the box taken off, and the next click orders without keeping the card", async () => {
    const user = userEvent.setup();
    const fake = keepApi({
      orders: [
        () => answer(422, { message: FULL_MESSAGE, errors: { save_card: [FULL_MESSAGE] } }),
        () => answer(201, ex.orderCreate.response),
      ],
    });
    const store = renderConfirm(fake, { saveCard: true });
    await screen.findByRole('checkbox', { name: KEEP_CARD_LABEL });
    await user.click(screen.getByRole('button', { name: '注文を確定する' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FULL_MESSAGE);
    expect(screen.queryByRole('checkbox', { name: KEEP_CARD_LABEL })).toBeNull();
    expect(store.get(checkoutDraftAtom).draft.saveCard).toBe(false);
    await user.click(screen.getByRole('button', { name: '注文を確定する' }));
    await screen.findByRole('heading', { name: 'ご注文ありがとうございました' });
    const bodies = await bodiesOf(fake, '/api/orders');
    expect(bodies.map((body) => body['save_card'])).toEqual([true, false]);
  });
});

describe('an address typed at checkout', () => {
  const typed = {
    name: '佐藤 花子',
    nameKana: 'サトウ\u3000ハナコ',
    postalCode: '1500001',
    prefecture: '東京都',
    city: '渋谷区',
    town: '神宮前',
    street: '1-2-3',
    building: '',
    company: '',
    phone: '03-1234-5678',
  };

  it('is quoted and ordered as it is, with no address id', async () => {
    const user = userEvent.setup();
    const fake = keepApi();
    renderConfirm(fake, { addressId: null, address: typed });
    await user.click(await screen.findByRole('button', { name: '注文を確定する' }));
    await screen.findByRole('heading', { name: 'ご注文ありがとうございました' });
    const wire = { ...typed, name_kana: typed.nameKana, postal_code: typed.postalCode };
    const { nameKana: _kana, postalCode: _code, ...rest } = wire;
    const [quoteBody] = await bodiesOf(fake, '/api/checkout/quote');
    const [orderBody] = await bodiesOf(fake, '/api/orders');
    for (const body of [quoteBody, orderBody]) expect(body).toMatchObject({ address_id: null, address: rest });
    await waitFor(() => expect(fake.requests.some((request) => request.url.endsWith('/api/addresses'))).toBe(false));
  });
});
