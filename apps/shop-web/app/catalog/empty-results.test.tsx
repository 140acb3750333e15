import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentUrl } from '../testing/current-url.tsx';
import { EmptyResults } from './empty-results.tsx';
import { clearFiltersHref, hasFilters } from './list-params.ts';

describe('removing every filter at once', () => {
  it.each([
    ['', false, '?'],
    ['?sort=price_asc', false, '?sort=price_asc'],
    ['?page=3', false, '?'],
    ['?brand=united-basics&sort=price_asc&page=2', true, '?sort=price_asc'],
    ['?color=white&size=XL&fit=regular&weight=standard', true, '?'],
    ['?min_price=1001', true, '?'],
    ['?max_price=2000&q=keep', true, '?q=keep'],
  ])('%s: filtered %s, cleared to %s (sort and other parameters stay, page goes)', (search, filtered, cleared) => {
    const params = new URLSearchParams(search);
    expect(hasFilters(params)).toBe(filtered);
    expect(clearFiltersHref(params)).toBe(cleared);
  });
});

function renderAt(url: string) {
  const Page = () => (
    <>
      <CurrentUrl />
      <EmptyResults />
    </>
  );
  const Stub = createRoutesStub([{ path: '/:category', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

describe('the empty product list', () => {
  it('offers to remove the filters that match nothing, keeping the sort order', async () => {
    renderAt('/tops?brand=united-basics&min_price=5001&sort=price_desc');
    expect(screen.getByText('条件に合う商品がありません。')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '絞り込み条件をすべて解除する' }));
    expect(screen.getByRole('status', { name: '現在のURL' }).textContent).toBe('/tops?sort=price_desc');
  });

  it('offers nothing to remove when no filter is in force', () => {
    renderAt('/tops?sort=price_desc');
    expect(screen.getByText('条件に合う商品がありません。')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
