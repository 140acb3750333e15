import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The picker lists the catalogue through the shop's api-client; here the list call fails at once.
vi.mock('@shop/web-state', () => ({ appendPrintOrderAtom: {}, browserApi: () => Promise.reject(new Error('no API in this test')) }));

const { ProductPicker } = await import('./product-picker.tsx');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ProductPicker', () => {
  it('is framed by the design tool layout: the copyright footer below the chooser (spec §2 layout 3)', async () => {
    render(<ProductPicker mobile={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'デザインツール：プリントするアイテムを選ぶ' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('© プリントファクトリー');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('leaves the footer out where the layout hides it (the -mobile route)', () => {
    render(<ProductPicker mobile footer={false} />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
