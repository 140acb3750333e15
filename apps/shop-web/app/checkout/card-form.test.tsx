import type { CheckedCard } from '@shop/payment-card';
import { TEST_CARD_NUMBERS } from '@shop/payment-card';
import { checkoutDraftAtom, CHECKOUT_DRAFT_KEY } from '@shop/web-state';
import { createFakeApi, createTestStore } from '@shop/web-state/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { CardForm } from './card-form.tsx';
import { cardNumberInput, expiryInput } from './card-fields.ts';
import { createSendCard, type SendCard } from './card-gateway.ts';

const NOW = Date.UTC(2026, 10, 17, 1, 0); // 2026-11-17 10:00 JST
const TARO = { id: 7, name: '山田 太郎' };

function renderForm(sendCard: SendCard) {
  const { store } = createTestStore(createFakeApi({}), { now: NOW, user: TARO });
  renderRoutes(
    [
      { path: '/checkout/cardpay/:token', Component: () => <CardForm token="cs_sandbox_1" sendCard={sendCard} /> },
      { path: '/checkout/confirm', Component: () => <h1>ご注文内容の確認</h1> },
    ],
    '/checkout/cardpay/cs_sandbox_1',
    { store },
  );
  return store;
}

const numberField = () => screen.getByLabelText('カード番号') as HTMLInputElement;

afterEach(() => sessionStorage.clear());

/** The test Visa card as the form checks it (typed as 4242…, 12/30, 123, taro yamada). */
const VISA: CheckedCard = {
  digits: '4242424242424242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'TARO YAMADA',
};

describe('the card number as it is typed', () => {
  it('is grouped by fours, AMEX 4-6-5 and 14-digit Diners 4-6-4, cut at the brand’s length', () => {
    expect(cardNumberInput('4242424242424242').text).toBe('4242 4242 4242 4242');
    expect(cardNumberInput('3782822463100059').text).toBe('3782 822463 10005');
    expect(cardNumberInput('36227206271667').text).toBe('3622 720627 1667');
    expect(cardNumberInput('４２４２－４２４２').text).toBe('4242 4242');
  });

  it('keeps the caret after the digit it followed when a space comes in between', () => {
    // '4242' + '4' typed at the end: the caret goes after the space that was added.
    expect(cardNumberInput('42424', 5)).toMatchObject({ text: '4242 4', caret: 6 });
    // A digit typed in the middle of '4242 4242': the caret stays right after it.
    expect(cardNumberInput('42142 4242', 3)).toMatchObject({ text: '4214 2424 2', caret: 3 });
  });

  it('reads an expiry as MM/YY (a one-digit month before the slash, a four-digit year from autofill)', () => {
    expect(expiryInput('1230')).toEqual({ text: '12/30', month: '12', year: '30' });
    expect(expiryInput('4/28')).toEqual({ text: '04/28', month: '04', year: '28' });
    expect(expiryInput('12/2030')).toEqual({ text: '12/2030', month: '12', year: '2030' });
    expect(expiryInput('1')).toEqual({ text: '1', month: '1', year: '' });
  });
});

describe('the card form', () => {
  it('groups the digits and says the brand at once while the number is typed', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    const field = numberField();
    expect(field.getAttribute('autocomplete')).toBe('cc-number');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.type(field, '3');
    expect(screen.queryByText(/カードの種類:/)).toBeNull(); // JCB, AMEX or Diners: not yet known
    await user.type(field, '5');
    expect(screen.getByText('カードの種類: JCB')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '4242424242424242');
    expect(field.value).toBe('4242 4242 4242 4242');
    expect(screen.getByText('カードの種類: Visa')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '378282246310005');
    expect(field.value).toBe('3782 822463 10005');
    expect(screen.getByText('カードの種類: アメリカン・エキスプレス')).toBeTruthy();
    // AMEX: a 4-digit security code.
    expect(screen.getByLabelText('セキュリティコード').getAttribute('maxlength')).toBe('4');
    expect(screen.getByLabelText('セキュリティコード').getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByLabelText('有効期限（月/年）').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('カード名義（半角ローマ字）').getAttribute('autocomplete')).toBe('cc-name');
  });

  it('says at once that a brand the shop does not take cannot be used', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    await user.type(numberField(), '6011');
    expect(numberField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/このカードはご利用いただけません。/)).toBeTruthy();
  });

  it('checks Luhn, expiry, code and name before sending anything, with a Japanese message at each field', async () => {
    const user = userEvent.setup();
    const sendCard = vi.fn<SendCard>();
    renderForm(sendCard);
    await user.type(numberField(), '4242424242424241');
    await user.type(screen.getByLabelText('有効期限（月/年）'), '1026');
    await user.type(screen.getByLabelText('セキュリティコード'), '12');
    await user.type(screen.getByLabelText('カード名義（半角ローマ字）'), '山田太郎');
    await user.click(screen.getByRole('button', { name: 'このカードで確認画面へ進む' }));
    expect(await screen.findByText('カード番号に誤りがあります。カードに記載の番号をご確認ください。')).toBeTruthy();
    expect(screen.getByText('このカードは有効期限が切れています。有効期限内のカードをご利用ください。')).toBeTruthy();
    // The number failed, so its brand is not taken for granted: 3 or 4 digits.
    expect(screen.getByText('セキュリティコードは3桁または4桁の数字で入力してください。')).toBeTruthy();
    expect(screen.getByText('カード名義はカードに記載のとおり半角英字で入力してください（例: TARO YAMADA）。')).toBeTruthy();
    expect(sendCard).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(numberField()));

    await user.clear(screen.getByLabelText('有効期限（月/年）'));
    await user.type(screen.getByLabelText('有効期限（月/年）'), '1330');
    await user.click(screen.getByRole('button', { name: 'このカードで確認画面へ進む' }));
    expect(await screen.findByText('有効期限の月は01〜12で入力してください。')).toBeTruthy();
  });

  it('sends the checked card to the gateway and keeps only its token, brand, last 4 and expiry in the draft', async () => {
    const user = userEvent.setup();
    const sendCard = vi.fn<SendCard>(async () => ({
      type: 'accepted' as const,
      card: { token: 'tok_sandbox_1', brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2030 },
    }));
    const store = renderForm(sendCard);
    await user.type(numberField(), TEST_CARD_NUMBERS.visa);
    await user.type(screen.getByLabelText('有効期限（月/年）'), '1230');
    await user.type(screen.getByLabelText('セキュリティコード'), '123');
    await user.type(screen.getByLabelText('カード名義（半角ローマ字）'), 'taro yamada');
    await user.click(screen.getByRole('button', { name: 'このカードで確認画面へ進む' }));
    expect(await screen.findByRole('heading', { name: 'ご注文内容の確認' })).toBeTruthy();
    expect(sendCard).toHaveBeenCalledWith('cs_sandbox_1', VISA);
    expect(store.get(checkoutDraftAtom).draft).toMatchObject({
      paymentMethod: 'card',
      card: { token: 'tok_sandbox_1', brand: 'visa', last4: '4242' },
    });
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toContain('4242424242424242');
  });

  it("shows the gateway's 422 at the fields and its expired session with the way back", async () => {
    const user = userEvent.setup();
    const sendCard = vi
      .fn<SendCard>()
      .mockResolvedValueOnce({ type: 'invalid', message: 'x', fields: { cvc: 'セキュリティコードは3桁の数字で入力してください。' } })
      .mockResolvedValueOnce({ type: 'session_over', message: 'このお支払い画面は有効期限が切れたか、無効です。' });
    renderForm(sendCard);
    await user.type(numberField(), TEST_CARD_NUMBERS.visa);
    await user.type(screen.getByLabelText('有効期限（月/年）'), '1230');
    await user.type(screen.getByLabelText('セキュリティコード'), '123');
    await user.type(screen.getByLabelText('カード名義（半角ローマ字）'), 'TARO YAMADA');
    await user.click(screen.getByRole('button', { name: 'このカードで確認画面へ進む' }));
    expect(await screen.findByText('セキュリティコードは3桁の数字で入力してください。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'このカードで確認画面へ進む' }));
    expect(await screen.findByText(/このお支払い画面は有効期限が切れたか、無効です。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ご注文手続きに戻る' }).getAttribute('href')).toBe('/checkout');
  });
});

describe('the gateway call', () => {
  it('posts the card as JSON to the gateway session, not to /api, without the shop’s cookies', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () =>
      Response.json({ card_token: 'tok_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }, { status: 201 }),
    );
    const answer = await createSendCard(fetchFn)('cs_sandbox_1', VISA);
    expect(answer).toEqual({ type: 'accepted', card: { token: 'tok_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('/sandbox-gateway/v1/sessions/cs_sandbox_1/cards');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      name: 'TARO YAMADA',
    });
  });

  it('reads 422 field messages, an over session and a network failure', async () => {
    const invalid = createSendCard(async () =>
      Response.json({ message: 'm', errors: { exp_year: ['期限'], cvc: ['コード'] } }, { status: 422 }),
    );
    expect(await invalid('t', VISA)).toEqual({ type: 'invalid', message: 'm', fields: { expiry: '期限', cvc: 'コード' } });
    const over = createSendCard(async () => Response.json({ message: '期限切れ' }, { status: 404 }));
    expect(await over('t', VISA)).toEqual({ type: 'session_over', message: '期限切れ' });
    const offline = createSendCard(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await offline('t', VISA)).type).toBe('failed');
  });
});
