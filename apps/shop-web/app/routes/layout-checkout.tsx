import { ChevronRightIcon } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import type { Route } from './+types/layout-checkout.ts';
import { LazyErrorPage } from '../errors/lazy-error-page.tsx';
import {
  back,
  backIcon,
  backLong,
  backShort,
  footer,
  header,
  logo,
  logoText,
  main,
  secure,
  shell,
  step as stepClass,
  stepCurrent,
  stepDone,
  steps as stepsClass,
} from '../layout/checkout-layout.css.ts';
import { COMPACT_FOOTER_LINKS, CompactFooter } from '../layout/compact-footer.tsx';
import { logoMark } from '../layout/logo-mark.css.ts';
import { skipLink } from '../layout/skip-link.css.ts';

/** Footer of the checkout layout: home and the legal pages that exist (no blog: nothing to wander off to). */
export const CHECKOUT_FOOTER_LINKS = COMPACT_FOOTER_LINKS;

/** Where the back button of each checkout page leads. */
export const CHECKOUT_BACK: Readonly<Record<string, { to: string; label: string }>> = {
  checkout: { to: '/cart', label: 'カートに戻る' },
  'checkout-cardpay-token': { to: '/checkout', label: 'お支払い方法の選択に戻る' },
  'checkout-confirm': { to: '/checkout', label: 'お届け先・お支払い方法に戻る' },
};

/** The steps of the checkout and the step of each page. */
const STEPS = ['お届け先・お支払い方法', 'カード情報', 'ご注文内容の確認'] as const;
const STEP_OF: Readonly<Record<string, number>> = {
  checkout: 0,
  'checkout-cardpay-token': 1,
  'checkout-confirm': 2,
  'checkout-bridge-token': 2,
};

function CheckoutSteps({ current }: { current: number }) {
  return (
    <ol className={stepsClass} aria-label="ご注文手続きの流れ">
      {STEPS.map((name, index) => (
        <li
          key={name}
          className={`${stepClass} ${index === current ? stepCurrent : index < current ? stepDone : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}

function CheckoutShell({ children }: { children: ReactNode }) {
  const routeName = useMatches().at(-1)?.id ?? 'checkout';
  const backTo = CHECKOUT_BACK[routeName];
  const current = STEP_OF[routeName];
  return (
    <div className={shell}>
      <a className={skipLink} href="#main">
        本文へスキップ
      </a>
      <header className={header}>
        {backTo ? (
          <Link to={backTo.to} className={back} aria-label={backTo.label}>
            <ChevronRightIcon className={backIcon} size={20} />
            <span className={backLong}>{backTo.label}</span>
            <span className={backShort} aria-hidden="true">
              戻る
            </span>
          </Link>
        ) : (
          <span />
        )}
        <Link to="/" className={logo}>
          <span className={logoMark} aria-hidden="true">
            PF
          </span>
          <span className={logoText}>プリントファクトリー</span>
        </Link>
        <span className={secure}>ご注文手続き</span>
      </header>
      <main id="main" className={main}>
        {current === undefined ? null : <CheckoutSteps current={current} />}
        {children}
      </main>
      <CompactFooter links={CHECKOUT_FOOTER_LINKS} className={footer} />
    </div>
  );
}

/** The checkout layout (spec §2 Layouts, 2): top bar with the logo and a back button, footer links, copyright; no site navigation or search. */
export default function LayoutCheckout() {
  return (
    <CheckoutShell>
      <Outlet />
    </CheckoutShell>
  );
}

/** Errors of the checkout pages show inside the same layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CheckoutShell>
      <LazyErrorPage error={error} />
    </CheckoutShell>
  );
}
