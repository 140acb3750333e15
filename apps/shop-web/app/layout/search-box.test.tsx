import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { SearchBox } from './search-box.tsx';

/** The suggest calls made (query and whether each was aborted), answered after `delay` ms. */
const suggest = vi.hoisted(() => ({ calls: [] as { q: string; signal: AbortSignal | undefined }[], delay: 0 }));
vi.mock('@shop/web-state', async (original) => ({
  ...(await original<object>()),
  browserApi: () =>
    Promise.resolve({
      products: {
        suggest: (query: { q: string }, signal?: AbortSignal) => {
          suggest.calls.push({ q: query.q, signal });
          return new Promise((resolve) =>
            setTimeout(
              () =>
                resolve({
                  data: {
                    products: [
                      { id: 1, code: '00014-BHD', name: 'ビッグシルエットパーカー', image: '/img/1.webp', minPrice: 3300, maxPrice: 3520 },
                    ],
                    categories: [{ slug: 'hoodies', name: 'パーカー' }],
                    brands: [],
                  },
                }),
              suggest.delay,
            ),
          );
        },
      },
    }),
}));

function setup(onMobileOpenChange = vi.fn(), url = '/tops') {
  function Page() {
    const location = useLocation();
    const [open, setOpen] = useState(true);
    return (
      <>
        <SearchBox
          mobileOpen={open}
          onMobileOpenChange={(next) => {
            onMobileOpenChange(next);
            setOpen(next);
          }}
        />
        <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      </>
    );
  }
  renderRoutes([{ path: '*', Component: Page }], url);
  return { onMobileOpenChange };
}

const input = () => screen.getByRole('combobox', { name: '商品を検索' }) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

describe('search box', () => {
  it('submits with Enter: goes to /search?q=, keeps the query in the field and closes the narrow-screen box', async () => {
    const { onMobileOpenChange } = setup();
    await screen.findByRole('search');
    fireEvent.change(input(), { target: { value: ' 白 Tシャツ ' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(location()).toBe('/search?q=%E7%99%BD+T%E3%82%B7%E3%83%A3%E3%83%84'));
    expect(input().value).toBe('白 Tシャツ');
    expect(onMobileOpenChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    { name: 'isComposing', init: { key: 'Enter', keyCode: 13, isComposing: true } },
    { name: 'keyCode 229', init: { key: 'Enter', keyCode: 229 } },
  ])('never submits on the Enter that confirms an IME conversion ($name)', async ({ init }) => {
    setup();
    await screen.findByRole('search');
    fireEvent.change(input(), { target: { value: 'てぃーしゃつ' } });
    const notCancelled = fireEvent.keyDown(input(), init);
    expect(notCancelled).toBe(false); // default prevented: no implicit form submission either
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/tops');
    expect(input().value).toBe('てぃーしゃつ');
  });

  it('does nothing for an empty query', async () => {
    setup();
    await screen.findByRole('search');
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    fireEvent.submit(screen.getByRole('search'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/tops');
  });

  it('submits with the search button too', async () => {
    setup();
    await screen.findByRole('search');
    fireEvent.change(input(), { target: { value: 'パーカー' } });
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));
    await vi.waitFor(() => expect(location()).toBe('/search?q=%E3%83%91%E3%83%BC%E3%82%AB%E3%83%BC'));
  });

  it('works without JavaScript as a GET form to /search with the field q', async () => {
    setup();
    const form = await screen.findByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(input().name).toBe('q');
  });

  it('on the search page the field shows the query the page is the results of', async () => {
    setup(vi.fn(), '/search?q=%E9%BB%92+T%E3%82%B7%E3%83%A3%E3%83%84');
    await screen.findByRole('search');
    expect(input().value).toBe('黒 Tシャツ');
  });
});

describe('predictive search (WAI-ARIA combobox)', () => {
  it('lists the search, products with price, and categories as the shopper types; arrows and Enter open one', async () => {
    suggest.calls = [];
    suggest.delay = 0;
    setup();
    await screen.findByRole('search');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'ぱー' } });
    const listbox = await screen.findByRole('listbox', { name: '検索候補' });
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '「ぱー」で検索',
      'ビッグシルエットパーカー￥3,300〜',
      'パーカー',
    ]);
    expect(screen.getByRole('group', { name: '商品' })).toBeTruthy();
    expect(listbox.id).toBe(input().getAttribute('aria-controls'));
    fireEvent.keyDown(input(), { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input(), { key: 'ArrowDown', keyCode: 40 });
    const active = input().getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toBe('ビッグシルエットパーカー￥3,300〜');
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(location()).toBe('/product/00014-BHD'));
  });

  it('Escape closes the list and keeps the text; a tap on an option opens it', async () => {
    suggest.calls = [];
    setup();
    await screen.findByRole('search');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'ぱー' } });
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.keyDown(input(), { key: 'Escape', keyCode: 27 });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('ぱー');
    fireEvent.keyDown(input(), { key: 'ArrowDown', keyCode: 40 });
    const category = screen.getAllByRole('option')[2] as HTMLElement;
    fireEvent.mouseDown(category);
    fireEvent.click(category);
    await vi.waitFor(() => expect(location()).toBe('/hoodies'));
  });

  it('asks nothing during an IME composition, and once for the final text', async () => {
    suggest.calls = [];
    setup();
    await screen.findByRole('search');
    fireEvent.compositionStart(input());
    fireEvent.change(input(), { target: { value: 'ぱ' } });
    fireEvent.change(input(), { target: { value: 'ぱー' } });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(suggest.calls).toEqual([]);
    fireEvent.compositionEnd(input(), { data: 'パーカー' });
    fireEvent.change(input(), { target: { value: 'パーカー' } });
    await vi.waitFor(() => expect(suggest.calls.map((c) => c.q)).toContain('パーカー'));
    expect(suggest.calls.every((c) => c.q === 'パーカー')).toBe(true);
  });

  it('typing on cancels the request under way', async () => {
    suggest.calls = [];
    suggest.delay = 400;
    setup();
    await screen.findByRole('search');
    fireEvent.change(input(), { target: { value: 'ぱ' } });
    await vi.waitFor(() => expect(suggest.calls).toHaveLength(1));
    fireEvent.change(input(), { target: { value: 'ぱー' } });
    expect(suggest.calls[0]?.signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(suggest.calls).toHaveLength(2));
    expect(suggest.calls[1]?.signal?.aborted).toBe(false);
  });
});
