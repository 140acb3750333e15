import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { BlogSearchForm } from './blog-search-form.tsx';

function setup(initialQuery = '') {
  function Page() {
    const location = useLocation();
    return (
      <>
        <BlogSearchForm initialQuery={initialQuery} />
        <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      </>
    );
  }
  renderRoutes([{ path: '*', Component: Page }], '/blog');
}

const input = () => screen.getByRole('searchbox', { name: 'ブログ記事を検索' }) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('blog search form', () => {
  it('submits with Enter: goes to /blog/search with the trimmed query', async () => {
    setup();
    await screen.findByRole('search', { name: 'ブログ内検索' });
    fireEvent.change(input(), { target: { value: ' 文化祭 ' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(location()).toBe('/blog/search?q=%E6%96%87%E5%8C%96%E7%A5%AD'));
  });

  it.each([
    { name: 'isComposing', init: { key: 'Enter', keyCode: 13, isComposing: true } },
    { name: 'keyCode 229', init: { key: 'Enter', keyCode: 229 } },
  ])('never submits on the Enter that confirms an IME conversion ($name)', async ({ init }) => {
    setup();
    await screen.findByRole('search', { name: 'ブログ内検索' });
    fireEvent.change(input(), { target: { value: 'ぶんかさい' } });
    const notCancelled = fireEvent.keyDown(input(), init);
    expect(notCancelled).toBe(false); // default prevented: no implicit form submission either
    await settle();
    expect(location()).toBe('/blog');
    expect(input().value).toBe('ぶんかさい');
  });

  it('does nothing for an empty query, by Enter or by the button', async () => {
    setup();
    await screen.findByRole('search', { name: 'ブログ内検索' });
    fireEvent.change(input(), { target: { value: '  ' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await settle();
    expect(location()).toBe('/blog');
  });

  it('submits with the button, starting from the query of the page', async () => {
    setup('パーカー');
    await screen.findByRole('search', { name: 'ブログ内検索' });
    expect(input().value).toBe('パーカー');
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await vi.waitFor(() => expect(location()).toBe('/blog/search?q=%E3%83%91%E3%83%BC%E3%82%AB%E3%83%BC'));
  });

  it('works without JavaScript as a GET form to /blog/search with the field q', async () => {
    setup();
    const form = await screen.findByRole('search', { name: 'ブログ内検索' });
    expect([form.getAttribute('action'), form.getAttribute('method'), input().name]).toEqual(['/blog/search', 'get', 'q']);
  });
});
