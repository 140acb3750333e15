import type { ReactNode } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import type { Route } from './+types/layout-login.ts';
import { SafeErrorPage } from '../errors/error-page.tsx';
import { layoutRulesFor } from '../navigation/layout-rules.ts';
import { FOOTER_LINKS, visibleLinks } from '../navigation/menus.ts';
import {
  card,
  column,
  copyright,
  footer,
  footerLink,
  footerLinks,
  header,
  logo,
  logoMark,
  shell,
} from './account/login-layout.css.ts';

/** Footer of the login layout: home and the legal pages (those that exist). */
export const LOGIN_FOOTER_LINKS = visibleLinks(FOOTER_LINKS.filter((link) => link.route !== 'blog'));

function LoginFooter() {
  return (
    <footer className={footer}>
      {LOGIN_FOOTER_LINKS.length > 0 ? (
        <nav aria-label="フッター">
          <ul className={footerLinks}>
            {LOGIN_FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={copyright}>
        <small>© プリントファクトリー</small>
      </p>
    </footer>
  );
}

function LoginShell({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const routeName = matches.at(-1)?.id ?? 'login';
  return (
    <div className={shell}>
      <header className={header}>
        <Link to="/" className={logo}>
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
      {layoutRulesFor(routeName).footer ? <LoginFooter /> : null}
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
      <SafeErrorPage error={error} />
    </LoginShell>
  );
}
