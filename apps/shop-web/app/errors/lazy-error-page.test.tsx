import { act, render, screen } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

/** Renders `node` in a route; the act scope lets the error page's module arrive (React retries the suspended island). */
async function renderError(node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => node }]);
  await act(async () => {
    render(<Stub initialEntries={['/']} />);
  });
}

describe('lazily loaded error page', () => {
  it('shows the error page once its module has loaded', async () => {
    const { LazyErrorPage } = await import('./lazy-error-page.tsx');
    await renderError(<LazyErrorPage error={new ErrorResponse(404, '', null)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HOME' }).getAttribute('href')).toBe('/');
  });

  it('shows a bare message with a full-page link home when the module cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('./error-page.tsx', () => {
      throw new Error('network down');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { LazyErrorPage } = await import('./lazy-error-page.tsx');
      await renderError(<LazyErrorPage error={new ErrorResponse(500, '', null)} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'ホームへ戻る' }).getAttribute('href')).toBe('/');
    } finally {
      vi.doUnmock('./error-page.tsx');
      error.mockRestore();
    }
  });
});
