/**
 * The error page as the route error boundaries show it, loaded on first use: the page, its texts
 * and its styles (about 5 kB gzip) stay out of every page's first JavaScript (issue #13's budget).
 * A server-rendered error page hydrates once its module has arrived; until then its HTML stays.
 *
 * If the module itself cannot be fetched (typically a new deploy removed the old chunk), the
 * chunk-reload guard reloads the page once; otherwise a bare message with a full-page link home.
 */
import { Component, type ReactNode } from 'react';
import { handlePossibleChunkError } from '../chunk-reload/chunk-reload-guard.ts';
import { island } from '../islands/island.tsx';

// An island (islands/island.tsx): the server renders it at once (never streamed after the page),
// the browser hydrates it when its module has arrived.
const SafeErrorPage = island('SafeErrorPage', () => import('./error-page.tsx').then((module) => module.SafeErrorPage));

/** Loads the error page module; catches only a failure to load it (the page has its own fallback). */
class ErrorPageLoader extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(loadError: unknown): void {
    if (!handlePossibleChunkError(loadError)) console.error('[shop-web] the error page could not be loaded', loadError);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section aria-labelledby="error-title">
        <h1 id="error-title">エラーが発生しました</h1>
        {/* A full page load: the client-side router may be what is broken. */}
        <a href="/">ホームへ戻る</a>
      </section>
    );
  }
}

/** The error page for `error` (spec §2 Error page), its module fetched when an error is shown. */
export function LazyErrorPage({ error }: { error: unknown }) {
  return (
    <ErrorPageLoader>
      <SafeErrorPage error={error} />
    </ErrorPageLoader>
  );
}
