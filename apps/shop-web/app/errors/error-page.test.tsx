import { render, screen } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage, SafeErrorPage } from './error-page.tsx';

function renderError(node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => node }]);
  render(<Stub initialEntries={['/']} />);
}

describe('error page', () => {
  it('shows code, title, the not-found text and a HOME button for a missing page', async () => {
    renderError(<ErrorPage error={new ErrorResponse(404, '', { message: 'x' })} />);
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HOME' }).getAttribute('href')).toBe('/');
  });

  it('shows the maintenance message on a 503', async () => {
    renderError(<ErrorPage error={new ErrorResponse(503, '', { message: 'end planned: 2023-10-07 17:00:00' })} />);
    expect(await screen.findByRole('heading', { name: 'Under Maintenance' })).toBeTruthy();
    expect(screen.getByText('end planned: 2023-10-07 17:00:00')).toBeTruthy();
    expect(screen.getByText('ただいまメンテナンス中です。ご不便をおかけして申し訳ございません。')).toBeTruthy();
  });

  it('says the maintenance apology once when the server message already holds it', async () => {
    const message = 'ただいまメンテナンス中です。ご不便をおかけして申し訳ございません。 終了予定: 2023-10-07 17:00:00';
    renderError(<ErrorPage error={new ErrorResponse(503, '', { message })} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText(/ただいまメンテナンス中です/)).toHaveLength(1);
  });

  it('shows any other failure as 500 without its technical message', async () => {
    renderError(<ErrorPage error={new Error('db password is hunter2')} />);
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.queryByText(/hunter2/)).toBeNull();
  });

  it('falls back to a plain page when showing the error page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('the error page broke');
    }
    renderError(
      <SafeErrorPage error={new Error('first')}>
        <Broken />
      </SafeErrorPage>,
    );
    expect(await screen.findByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByText(/A second error happened/)).toBeTruthy();
    expect(screen.getByText('Error: the error page broke')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });
});
