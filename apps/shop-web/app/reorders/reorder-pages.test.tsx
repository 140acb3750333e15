/**
 * The reorder pages (issue #15) with the fake API: the list, the quantity grid with its price, the ink
 * step; a production whose plates were not kept is reordered with new plates, said before the price (#32).
 */
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { createFakeApi } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as pageBoundary from '../routes/page-boundary.tsx';
import * as indexPage from '../routes/reorder/reorder-index.tsx';
import * as itemsPage from '../routes/reorder/reorder-items.tsx';
import * as printColorPage from '../routes/reorder/reorder-print-color.tsx';
import { renderRoutes } from '../testing/render.tsx';
import { ReorderBreakdown } from './reorder-confirm.tsx';
import { render } from '@testing-library/react';
import { camelizeKeys } from '@shop/api-contract';

// The quote calls go through browserApi (the page's own fetches): the same fake answers them.
const browser = vi.hoisted(() => ({ api: undefined as unknown }));
vi.mock('@shop/web-state', async (original) => ({ ...(await original<object>()), browserApi: () => Promise.resolve(browser.api) }));

const ex = WIRE_EXAMPLES;
const summary = ex.reorderList.response.data[0];
const newPlates = {
  ...summary,
  number: 'PF-2025-000010-1',
  plates_kept_until: null,
  plates: 'new',
  new_plate_charge: 13_200,
  plates_label: '前回のご注文では版を保管していないため、版を新しく作ります（版代 ￥13,200、今日の料金）。入稿データの再提出は不要です。',
};
const gone = {
  ...summary,
  number: 'PF-2025-000011-1',
  reorderable: false,
  reason: 'colors_gone',
  reason_label: 'この商品のカラーの取り扱いがなくなったため、再注文できません。新しくご注文ください。',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function render_(url: string) {
  const fake = createFakeApi({
    'GET /api/reorders': { data: [summary, newPlates, gone] },
    'GET /api/reorders/PF-2026-000123-1': ex.reorderShow.response,
    'POST /api/reorders/PF-2026-000123-1/quote': ex.reorderQuote.response,
    'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
  });
  const page = (id: string, path: string, module: { loader: unknown; default: unknown }) => ({
    id,
    path,
    loader: module.loader as never,
    Component: module.default as never,
  });
  browser.api = fake.api;
  renderRoutes(
    [
      {
        id: 'page-boundary',
        Component: pageBoundary.default,
        ErrorBoundary: pageBoundary.ErrorBoundary,
        children: [
          page('list', 'myaccount/reorder', indexPage),
          page('items', 'myaccount/reorder/:number', itemsPage),
          page('ink', 'myaccount/reorder/:number/print-color', printColorPage),
          { id: 'confirm', path: 'myaccount/reorder/:number/confirm', Component: Where },
        ],
      },
    ],
    url,
    { fake },
  );
  return fake;
}

describe('the reorder pages', () => {
  it('list reorderable productions with their plates and a 再注文する link, new plates said with their charge; others say why and link a new order', async () => {
    render_('/myaccount/reorder');
    const [first, remade, lapsed] = await screen.findAllByRole('listitem', { name: 'ヘビーウェイトTシャツ' });
    if (!first || !remade || !lapsed) throw new Error('no entries');
    expect(within(first).getByText('2027年5月1日まで保管（版代なし）')).toBeTruthy();
    expect(within(first).queryByRole('note')).toBeNull();
    expect(within(remade).getByText('新しく作ります（版代 ￥13,200）')).toBeTruthy();
    expect(within(remade).getByRole('note').textContent).toContain('入稿データの再提出は不要です');
    expect(within(remade).getByRole('link', { name: 'ヘビーウェイトTシャツ（PF-2025-000010-1）を再注文する' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'ヘビーウェイトTシャツ（PF-2026-000123-1）を再注文する' }).getAttribute('href')).toBe(
      '/myaccount/reorder/PF-2026-000123-1',
    );
    expect(within(lapsed).getByRole('note').textContent).toBe(
      'この商品のカラーの取り扱いがなくなったため、再注文できません。新しくご注文ください。',
    );
    expect(within(lapsed).getByRole('link', { name: 'ヘビーウェイトTシャツを新しく注文する' }).getAttribute('href')).toBe(
      '/product/UB-5001',
    );
    expect(within(lapsed).queryByRole('link', { name: /再注文する/ })).toBeNull();
  });

  it('start from the last quantities, refuse more than the stock, and carry the choice to the ink step and on to confirm', async () => {
    render_('/myaccount/reorder/PF-2026-000123-1');
    const input = (await screen.findByRole('spinbutton', { name: 'ホワイト Mの数量' })) as HTMLInputElement;
    expect(input.value).toBe('30');
    // The price of the quantities is on the first step, from the server.
    expect((await screen.findByText('￥61,600')).closest('span')?.textContent).toContain('料金 ￥61,600（税込）');
    await userEvent.clear(input);
    await userEvent.type(input, '121');
    await userEvent.click(screen.getByRole('button', { name: 'インクの色へ進む' }));
    expect(screen.getByRole('alert').textContent).toContain('ホワイト M（残り120点）');
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.click(screen.getByRole('button', { name: 'インクの色へ進む' }));
    await userEvent.click(await screen.findByRole('radio', { name: '色を変える（色替え代 ￥2,200）' }));
    expect((screen.getByRole('combobox', { name: '前面の1色目' }) as HTMLSelectElement).value).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/myaccount/reorder/PF-2026-000123-1/confirm?items=41-301-40&inks=21-1.3',
    );
  });
});

describe('the reorder price', () => {
  it('shows the spec §9 breakdown with the tax it contains, and no plate charge while the plates are kept', () => {
    render(<ReorderBreakdown quote={camelizeKeys(ex.reorderQuote.response.data) as never} />);
    const list = screen.getByLabelText('再注文の料金の内訳');
    expect(list.textContent).toContain('ボディ代￥36,300');
    expect(list.textContent).toContain('プリント代￥23,100');
    expect(list.textContent).toContain('色替え代￥2,200');
    expect(list.textContent).toContain('合計（税込）￥61,600');
    expect(list.textContent).toContain('内消費税￥5,600');
    expect(list.textContent).not.toContain('版');
  });

  it('shows new plates as 版代 when the plates were not kept', () => {
    const data = ex.reorderQuote.response.data;
    const quote = { ...data, charges: { ...data.charges, plate_charges: 13_200 }, total: data.total + 13_200 };
    render(<ReorderBreakdown quote={camelizeKeys(quote) as never} />);
    const list = screen.getByLabelText('再注文の料金の内訳');
    expect(list.textContent).toContain('版代￥13,200');
    expect(list.textContent).toContain('合計（税込）￥74,800');
  });
});
