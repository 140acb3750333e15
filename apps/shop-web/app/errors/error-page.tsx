import { button } from '@shop/ui';
import { useSignOutOn401 } from '@shop/web-state';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { handlePossibleChunkError } from '../chunk-reload/chunk-reload-guard.ts';
import { useReportLoadFailure } from '../progress/progress-context.tsx';
import { describeError } from './describe-error.ts';
import { code, details, page, text, title, titleJa } from './error-page.css.ts';

/** The error page (spec §2 Error page): code, title, message for 503/404, and a HOME button. A 401 also logs out (§8). */
export function ErrorPage({ error }: { error: unknown }) {
  const view = describeError(error);
  const reportFailure = useReportLoadFailure();
  useSignOutOn401(view.statusCode);
  useEffect(() => {
    // A chunk that failed to load after a deploy is fixed by one (guarded) reload.
    if (handlePossibleChunkError(error)) return;
    reportFailure();
  }, [error, reportFailure]);

  return (
    <section className={page} aria-labelledby="error-title">
      <p className={code}>{view.statusCode}</p>
      <h1 id="error-title" className={title} lang="en">
        {view.title}
      </h1>
      <p className={titleJa} lang="ja" data-testid="error-title-ja">
        {view.titleJa}
      </p>
      {view.message ? (
        <p className={text} lang={view.statusCode === 404 ? 'en' : undefined}>
          {view.message}
        </p>
      ) : null}
      {/* The server's maintenance message already opens with the same apology: say it once. */}
      {view.message?.includes(view.explanation) ? null : <p className={text}>{view.explanation}</p>}
      <Link to="/" className={button({ variant: 'primary', size: 'lg' })}>
        HOME
      </Link>
    </section>
  );
}

/** Shown when rendering the error page itself failed (spec §2: the error page's fallback). */
export function ErrorPageFallback({ secondError }: { secondError: unknown }) {
  const detail = secondError instanceof Error ? `${secondError.name}: ${secondError.message}` : String(secondError);
  return (
    <section className={page} aria-labelledby="error-fallback-title">
      <h1 id="error-fallback-title" className={title} lang="en">
        An error occurred while showing the error page
      </h1>
      <p className={text} lang="en">
        A second error happened while the error page was being displayed.
      </p>
      <p className={text}>エラーページの表示中に、別のエラーが発生しました。</p>
      <pre className={details}>{detail}</pre>
      {/* A full page load: the client-side router may be what is broken. */}
      <a href="/" className={button({ variant: 'outline' })}>
        Go back to home
      </a>
    </section>
  );
}

interface BoundaryState {
  secondError: unknown;
  failed: boolean;
}

/** Renders the error page, falling back to `ErrorPageFallback` when the error page throws. */
export class SafeErrorPage extends Component<{ error: unknown; children?: ReactNode }, BoundaryState> {
  override state: BoundaryState = { secondError: undefined, failed: false };

  static getDerivedStateFromError(secondError: unknown): BoundaryState {
    return { secondError, failed: true };
  }

  override componentDidCatch(secondError: unknown, info: ErrorInfo): void {
    console.error('[shop-web] the error page failed', secondError, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorPageFallback secondError={this.state.secondError} />;
    return this.props.children ?? <ErrorPage error={this.props.error} />;
  }
}
