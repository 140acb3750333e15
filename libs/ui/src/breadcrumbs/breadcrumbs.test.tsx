import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/link.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

const TRAIL = [
  { label: 'ホーム', to: '/' },
  { label: 'ブログ', to: '/blog' },
  { label: 'パーカーの選び方', to: '/blog/hoodie-guide' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named by its label, holding an ordered list of the steps', () => {
    render(<Breadcrumbs items={TRAIL} label="パンくずリスト" />);
    const nav = screen.getByRole('navigation', { name: 'パンくずリスト' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ホーム', 'ブログ', 'パーカーの選び方']);
  });

  it('links every step but the last, which is the current page', () => {
    render(<Breadcrumbs items={TRAIL} label="パンくずリスト" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ホーム', '/'],
      ['ブログ', '/blog'],
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    expect(within(items[2] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('shows a step without a path as text', () => {
    render(<Breadcrumbs items={[{ label: 'ホーム', to: '/' }, { label: 'ガイド' }, { label: 'ご注文の流れ' }]} label="パンくずリスト" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['ホーム']);
  });

  it('renders the links with the given link component (e.g. a router link)', () => {
    function RouterLink({ to, className, children }: LinkComponentProps) {
      return (
        <a href={`#${to}`} className={className} data-router="yes">
          {children}
        </a>
      );
    }
    render(<Breadcrumbs items={TRAIL} label="パンくずリスト" linkComponent={RouterLink} />);
    const home = screen.getByRole('link', { name: 'ホーム' });
    expect(home.getAttribute('href')).toBe('#/');
    expect(home.dataset['router']).toBe('yes');
  });

  it('renders a single step as the current page', () => {
    render(<Breadcrumbs items={[{ label: 'ホーム', to: '/' }]} label="パンくずリスト" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('listitem').getAttribute('aria-current')).toBe('page');
  });
});
