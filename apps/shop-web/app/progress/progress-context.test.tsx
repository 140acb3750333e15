import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { PROGRESS_TIMING } from './progress-machine.ts';
import { useReportLoadFailure } from './progress-context.tsx';

const bar = () => screen.getByTestId('progress-bar');

function ErrorShown() {
  const report = useReportLoadFailure();
  useRouteError();
  useEffect(() => report(), [report]);
  return <p>エラー</p>;
}

let release: () => void = () => undefined;
const slow = (fail: boolean) => () =>
  new Promise((resolve, reject) => {
    release = () => (fail ? reject(new Error('boom')) : resolve({}));
  });

function setup() {
  renderRoutes(
    [
      {
        path: '/',
        Component: () => (
          <>
            <Link to="/slow">遅いページ</Link>
            <Link to="/broken">壊れたページ</Link>
          </>
        ),
      },
      { path: '/slow', loader: slow(false), Component: () => <p>表示完了</p> },
      { path: '/broken', loader: slow(true), Component: () => null, ErrorBoundary: ErrorShown },
    ],
    '/',
  );
}

describe('progress bar driven by navigation', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('appears 200 ms into a slow navigation and hides 500 ms after it ends', async () => {
    setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole('link', { name: '遅いページ' }));
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_TIMING.throttle - 10));
    expect(bar().dataset['visible']).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(bar().dataset).toMatchObject({ visible: 'true', phase: 'running' });

    await act(async () => release());
    expect(screen.getByText('表示完了')).toBeTruthy();
    expect(bar().dataset).toMatchObject({ visible: 'true', phase: 'finishing' });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_TIMING.hideDelay));
    expect(bar().dataset).toMatchObject({ visible: 'false', phase: 'idle' });
  });

  it('shows the failed state when the navigation ends on an error page', async () => {
    setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole('link', { name: '壊れたページ' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    await act(async () => release());
    expect(screen.getByText('エラー')).toBeTruthy();
    expect(bar().dataset).toMatchObject({ visible: 'true', phase: 'failed' });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_TIMING.hideDelay));
    expect(bar().dataset['phase']).toBe('idle');
  });
});
