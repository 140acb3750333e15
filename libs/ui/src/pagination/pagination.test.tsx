import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/link.tsx';
import { Pagination, type PaginationProps } from './pagination.tsx';

const LABELS = {
  label: 'ページ送り',
  previousLabel: '前のページ',
  nextLabel: '次のページ',
  position: (current: number, last: number) => `${current} / ${last} ページ`,
  hrefFor: (page: number) => `/blog?page=${page}`,
} satisfies Omit<PaginationProps, 'currentPage' | 'lastPage'>;

/** The links of the navigation as [text, href, rel]. */
function links(): (string | null)[][] {
  const nav = screen.getByRole('navigation', { name: 'ページ送り' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')]);
}

describe('Pagination', () => {
  it('renders nothing for a list of one page', () => {
    const { container } = render(<Pagination currentPage={1} lastPage={1} {...LABELS} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers only the next page on the first page', () => {
    render(<Pagination currentPage={1} lastPage={3} {...LABELS} />);
    expect(screen.getByRole('navigation', { name: 'ページ送り' }).textContent).toContain('1 / 3 ページ');
    expect(links()).toEqual([['次のページ', '/blog?page=2', 'next']]);
  });

  it('offers both neighbours in the middle', () => {
    render(<Pagination currentPage={2} lastPage={3} {...LABELS} />);
    expect(links()).toEqual([
      ['前のページ', '/blog?page=1', 'prev'],
      ['次のページ', '/blog?page=3', 'next'],
    ]);
  });

  it('offers only the previous page on the last page', () => {
    render(<Pagination currentPage={3} lastPage={3} {...LABELS} />);
    expect(links()).toEqual([['前のページ', '/blog?page=2', 'prev']]);
  });

  it('renders the links with the given link component', () => {
    function RouterLink({ to, className, rel, children }: LinkComponentProps) {
      return (
        <a href={to} className={className} rel={rel} data-router="yes">
          {children}
        </a>
      );
    }
    render(<Pagination currentPage={2} lastPage={3} {...LABELS} linkComponent={RouterLink} />);
    expect(screen.getAllByRole('link').map((link) => link.dataset['router'])).toEqual(['yes', 'yes']);
  });
});
