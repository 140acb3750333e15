/**
 * The receipt and invoice part of an order's page (issue #32): 「領収書を発行する」 opens a dialog with
 * the customer's name and the default purpose, checks them with the shared schema, posts them and
 * downloads the PDF; a re-issue shows what the first download kept and the 再発行 rule; an unpaid
 * order says why; a bank-transfer order links its invoice.
 */
import type { OrderWire, ReceiptStatusWire } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { answer, createFakeApi } from '@shop/web-state/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_PAGES } from '../../navigation/pages/order-pages.ts';
import { inPageBoundary, pageRoute } from '../../testing/page-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import * as orderPage from './order.tsx';

const state = vi.hoisted(() => ({ api: undefined as unknown }));
vi.mock('@shop/web-state', async (original) => ({ ...(await original<object>()), browserApi: () => Promise.resolve(state.api) }));

const order = WIRE_EXAMPLES.orderShow.response.data as OrderWire;
const NUMBER = 'PF-2026-000123';
const page = ORDER_PAGES.find((p) => p.id === 'myaccount-orders-number');

const fresh: ReceiptStatusWire = {
  available: true,
  refusal: null,
  issued: null,
  defaults: { addressee: '山田 太郎', note: 'オリジナルプリント衣料品代として' },
  invoice_available: false,
};
const kept: ReceiptStatusWire = {
  ...fresh,
  issued: { addressee: '株式会社サンプル', note: 'Tシャツ制作費として', first_issued_at: '2026-12-03T01:00:00.000Z', issue_count: 1 },
};

/** The page with the receipt status answered by `statuses` in turn (the last one repeats). */
function renderOrder(statuses: ReceiptStatusWire[], receiptAnswer: (request: Request) => unknown = () => pdf()) {
  let calls = 0;
  const fake = createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
    [`GET /api/orders/${NUMBER}`]: { data: order },
    [`GET /api/orders/${NUMBER}/receipt`]: () => ({ data: statuses[Math.min(calls++, statuses.length - 1)] }),
    [`POST /api/orders/${NUMBER}/receipt`]: receiptAnswer,
  });
  state.api = fake.api;
  if (!page) throw new Error('no order page');
  renderRoutes(inPageBoundary([pageRoute(page, orderPage)]), `/myaccount/orders/${NUMBER}`, { fake });
  return fake;
}

const pdf = () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const section = async () => screen.findByRole('region', { name: '領収書・請求書' });

describe('the receipt of an order', () => {
  it('opens a dialog with the customer name and the default purpose, downloads the PDF and then offers a re-issue', async () => {
    const fake = renderOrder([fresh, kept]);
    const button = within(await section()).getByRole('button', { name: '領収書を発行する' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '領収書の発行' });
    expect((within(dialog).getByLabelText('宛名') as HTMLInputElement).value).toBe('山田 太郎');
    expect((within(dialog).getByLabelText('但し書き') as HTMLInputElement).value).toBe('オリジナルプリント衣料品代として');
    expect(dialog.textContent).toContain('2回目以降のダウンロードは「再発行」と記載され、初回の宛名・但し書きで発行されます');
    fireEvent.change(within(dialog).getByLabelText('宛名'), { target: { value: '株式会社サンプル' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '領収書をダウンロード' }));

    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const posted = fake.requests.find((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/receipt'));
    expect(await posted?.clone().json()).toEqual({ addressee: '株式会社サンプル', note: 'オリジナルプリント衣料品代として' });
    expect(posted?.headers.get('x-xsrf-token')).toBeDefined();
    expect(await screen.findByText('領収書をダウンロードしました。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page asked again: now the button re-issues.
    expect(await within(await section()).findByRole('button', { name: '領収書を再発行する' })).toBeTruthy();
  });

  it('a re-issue shows the kept 宛名 and 但し書き (no fields) and sends them back', async () => {
    const fake = renderOrder([kept]);
    const button = within(await section()).getByRole('button', { name: '領収書を再発行する' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '領収書の再発行' });
    expect(within(dialog).queryByLabelText('宛名')).toBeNull();
    expect(dialog.textContent).toContain('株式会社サンプル 様');
    expect(dialog.textContent).toContain('但し Tシャツ制作費として');
    expect(dialog.textContent).toContain('この領収書は発行済みです（1回、初回 2026年12月3日 10:00）。');
    fireEvent.click(within(dialog).getByRole('button', { name: '再発行してダウンロード' }));
    expect(await screen.findByText('領収書（再発行）をダウンロードしました。')).toBeTruthy();
    const posted = fake.requests.find((r) => r.method === 'POST');
    expect(await posted?.clone().json()).toEqual({ addressee: '株式会社サンプル', note: 'Tシャツ制作費として' });
  });

  it('checks the fields before sending: a 21-character 宛名 and an empty 但し書き get their Japanese messages', async () => {
    const fake = renderOrder([fresh]);
    const button = within(await section()).getByRole('button', { name: '領収書を発行する' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('宛名'), { target: { value: 'あ'.repeat(21) } });
    fireEvent.change(within(dialog).getByLabelText('但し書き'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '領収書をダウンロード' }));
    expect(await within(dialog).findByText('宛名は20文字以下で入力してください')).toBeTruthy();
    expect(within(dialog).getByText('但し書きを入力してください')).toBeTruthy();
    expect(within(dialog).getByLabelText('宛名').getAttribute('aria-invalid')).toBe('true');
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal when the order lost its receipt meanwhile", async () => {
    renderOrder([fresh], () => answer(409, { message: '返金済みのご注文のため、領収書は発行できません。' }));
    const button = within(await section()).getByRole('button', { name: '領収書を発行する' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '領収書をダウンロード' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('返金済みのご注文のため、領収書は発行できません。');
  });

  it('an unpaid order says why it has no receipt yet; a bank-transfer order links its invoice', async () => {
    renderOrder([
      {
        ...fresh,
        available: false,
        refusal: { code: 'not_paid', message: 'ご入金を確認した後に、領収書を発行できます。' },
        invoice_available: true,
      },
    ]);
    const part = await section();
    expect(within(part).queryByRole('button', { name: /領収書/ })).toBeNull();
    expect(part.textContent).toContain('ご入金を確認した後に、領収書を発行できます。');
    const link = within(part).getByRole('link', { name: '請求書（PDF）をダウンロード' });
    expect(link.getAttribute('href')).toBe(`/api/orders/${NUMBER}/invoice`);
    expect(link.getAttribute('download')).toBe(`請求書_${NUMBER}.pdf`);
  });
});
