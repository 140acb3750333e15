import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIcon } from '../icons/icons.tsx';
import { IconButton } from './icon-button.tsx';

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(<IconButton label="メニューを開く" icon={<CartIcon />} />);
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeTruthy();
  });

  it.each([
    { badge: true, dots: 1, name: 'カート商品あり' },
    { badge: false, dots: 0, name: 'カート' },
  ])('shows the dot badge only when badge is $badge', ({ badge, dots, name }) => {
    render(<IconButton label="カート" icon={<CartIcon />} badge={badge} badgeLabel="商品あり" />);
    expect(screen.queryAllByTestId('dot-badge')).toHaveLength(dots);
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
