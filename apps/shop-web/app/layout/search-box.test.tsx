import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { SearchBox } from './search-box.tsx';

function setup(onMobileOpenChange = vi.fn()) {
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
  renderRoutes([{ path: '*', Component: Page }], '/tops');
  return { onMobileOpenChange };
}

const input = () => screen.getByRole('searchbox', { name: '商品を検索' }) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

describe('search box', () => {
  it('submits with Enter: goes to /search?q=, clears the field and closes the narrow-screen box', async () => {
    const { onMobileOpenChange } = setup();
    await screen.findByRole('search');
    fireEvent.change(input(), { target: { value: ' 白 Tシャツ ' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(location()).toBe('/search?q=%E7%99%BD+T%E3%82%B7%E3%83%A3%E3%83%84'));
    expect(input().value).toBe('');
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
});
