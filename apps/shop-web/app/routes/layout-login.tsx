import type { ReactNode } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import type { Route } from './+types/layout-login.ts';
import { LazyErrorPage } from '../errors/lazy-error-page.tsx';
import { layoutRulesFor } from '../navigation/layout-rules.ts';
import { COMPACT_FOOTER_LINKS, CompactFooter } from '../layout/compact-footer.tsx';
import { card, column, footer, header, shell } from './account/login-layout.css.ts';
import { logoLink, logoMark } from '../layout/logo-mark.css.ts';

/** Footer of the login layout: home and the legal pages (those that exist). */
export const LOGIN_FOOTER_LINKS = COMPACT_FOOTER_LINKS;

function LoginShell({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const routeName = matches.at(-1)?.id ?? 'login';
  return (
    <div className={shell}>
      <header className={header}>
        <Link to="/" className={logoLink}>
          <span className={logoMark} aria-hidden="true">
            PF
          </span>
          プリントファクトリー
        </Link>
      </header>
      <main id="main" className={column}>
        <div className={card}>{children}</div>
      </main>
      {/* Hidden for routes whose name starts with product-code-print (spec §2 Layouts, 5). */}
      {layoutRulesFor(routeName).footer ? <CompactFooter links={LOGIN_FOOTER_LINKS} className={footer} /> : null}
    </div>
  );
}

/** The login layout (spec §2 Layouts, 5): a centred column with a footer of home and legal links. */
export default function LayoutLogin() {
  return (
    <LoginShell>
      <Outlet />
    </LoginShell>
  );
}

/** Errors of the entry pages show inside the same centred column. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoginShell>
      <LazyErrorPage error={error} />
    </LoginShell>
  );
}
