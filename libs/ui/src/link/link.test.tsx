import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainLink } from './link.tsx';

describe('PlainLink', () => {
  it('renders the path as an href with the given class and rel', () => {
    render(
      <PlainLink to="/blog?page=2" className="pager" rel="next">
        次のページ
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: '次のページ' });
    expect(link.getAttribute('href')).toBe('/blog?page=2');
    expect(link.getAttribute('rel')).toBe('next');
    expect(link.className).toBe('pager');
  });
});
