import { createRequestOf } from '@shop/cart-domain';
import { aProduction } from '@shop/cart-domain/testing';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { createFakeApi } from '@shop/web-state/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteButtons } from './quote-buttons.tsx';

const state = vi.hoisted(() => ({ api: undefined as unknown, loggedIn: false }));
vi.mock('@shop/web-state', async (original) => {
  const { atom: makeAtom } = await import('jotai');
  return { ...(await original<object>()), browserApi: () => Promise.resolve(state.api), loggedInAtom: makeAtom(() => state.loggedIn) };
});

function renderButtons() {
  const production = aProduction();
  const Stub = createRoutesStub([{ path: '/', Component: () => <QuoteButtons production={production} /> }]);
  // A store of its own: the mocked loggedInAtom is read afresh.
  render(
    <Provider store={createStore()}>
      <Stub initialEntries={['/']} />
    </Provider>,
  );
  return production;
}

afterEach(() => {
  state.loggedIn = false;
});

describe('the price panel quote buttons', () => {
  it('a guest gets the PDF download (with an optional name) but cannot save', async () => {
    const fake = createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'POST /api/quotes/pdf': () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } }),
    });
    state.api = fake.api;
    URL.createObjectURL = vi.fn(() => 'blob:quote');
    URL.revokeObjectURL = vi.fn();
    const production = renderButtons();
    expect(screen.queryByRole('button', { name: '見積書を保存' })).toBeNull();
    fireEvent.change(screen.getByLabelText('見積書の宛名（任意）'), { target: { value: '  佐藤 花子 ' } });
    const button = screen.getByRole('button', { name: '見積書PDFをダウンロード' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const posted = fake.requests.find((r) => new URL(r.url).pathname === '/api/quotes/pdf');
    const body = (await posted?.clone().json()) as Record<string, unknown>;
    expect(body['name']).toBe('佐藤 花子');
    expect(body['product_id']).toBe(createRequestOf(production).productId);
  });

  it('a customer saves the estimate and gets a link to it', async () => {
    state.loggedIn = true;
    const fake = createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'POST /api/estimates': () => Response.json(WIRE_EXAMPLES.estimateCreate.response, { status: 201 }),
    });
    state.api = fake.api;
    renderButtons();
    const save = screen.getByRole('button', { name: '見積書を保存' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByLabelText('見積書の宛名（任意）')).toBeNull();
    fireEvent.click(save);
    expect((await screen.findByRole('status')).textContent).toContain('見積番号 Q-2026-000003');
    expect(screen.getByRole('link', { name: '保存した見積書を見る' }).getAttribute('href')).toBe('/myaccount/estimates/Q-2026-000003');
  });

  it('shows the server refusal', async () => {
    state.loggedIn = true;
    const fake = createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'POST /api/estimates': () =>
        Response.json({ message: '在庫が不足しているため、ご指定の数量ではお見積りできません。' }, { status: 422 }),
    });
    state.api = fake.api;
    renderButtons();
    const save = screen.getByRole('button', { name: '見積書を保存' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toContain('在庫が不足');
  });
});
