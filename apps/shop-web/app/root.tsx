import '@shop/ui';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root.ts';
import { isValidGtmId, gtmLoaderScript } from './analytics/page-view.ts';
import { usePageViews } from './analytics/use-page-views.ts';
import { shopEnvironmentContext } from './api/context.ts';
import { LazyErrorPage } from './errors/lazy-error-page.tsx';
import { ProgressProvider } from './progress/progress-context.tsx';
import { useCspNonce } from './html/csp-nonce.ts';
import { errorMeta } from './seo/error-meta.ts';
import { BrowserSession } from './session/browser-session.tsx';
import { StoreScope } from './state/store-scope.tsx';
import { bareMain, bareHeader, bareLogo } from './root.css.ts';

/** Deployment settings every page needs (public origin for canonical URLs, optional GTM id). */
export function loader({ context }: Route.LoaderArgs) {
  const environment = context.get(shopEnvironmentContext);
  return { publicUrl: environment.publicUrl, gtmId: isValidGtmId(environment.gtmId) ? environment.gtmId : null };
}

// The settings never change while a page is open.
export function shouldRevalidate() {
  return false;
}

// A tiny inline icon avoids a 404 for /favicon.ico on every first visit. Spaces are escaped (%20):
// a URL with a space is invalid HTML (the Nu Html Checker's "Illegal character in scheme data").
const FAVICON =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2032%2032'%3E%3Crect%20width='32'%20height='32'%20rx='6'%20fill='%23c2410c'/%3E%3Ctext%20x='16'%20y='21'%20font-size='13'%20font-family='sans-serif'%20font-weight='700'%20text-anchor='middle'%20fill='white'%3EPF%3C/text%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

function PageViews() {
  usePageViews();
  return null;
}

/** The HTML document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const gtmId = data?.gtmId ?? null;
  // Every inline script carries this response's CSP nonce (script-src has no 'unsafe-inline').
  const nonce = useCspNonce();
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        <Links />
        {gtmId ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtmLoaderScript(gtmId) }} /> : null}
      </head>
      <body>
        {/* One jotai store per request on the server and per page load in the browser (state/store-scope.tsx). */}
        <StoreScope>
          <ProgressProvider>{children}</ProgressProvider>
        </StoreScope>
        <PageViews />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      {/* Guest cart expiry, load-time session rules and 401 handling (spec §4), browser only. */}
      <BrowserSession />
      <Outlet />
    </>
  );
}

export const meta: Route.MetaFunction = ({ error }) => errorMeta(error);

/** Errors the default layout could not show (e.g. a bug in the layout): a bare page with a home link. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <header className={bareHeader}>
        <a href="/" className={bareLogo}>
          プリントファクトリー
        </a>
      </header>
      <main className={bareMain}>
        <LazyErrorPage error={error} />
      </main>
    </>
  );
}
