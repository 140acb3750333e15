import type { Route } from './+types/checkout-confirm.ts';
import { ConfirmPage } from '../../checkout/confirm-page.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders, loginGuardLoader } from '../../session/require-login.ts';

// The guard (spec §6): without a session the server answers 302 to /login?return_to=<path>. The
// choices live in this tab's sessionStorage, so the quote is asked for in the browser.
export const loader = loginGuardLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'ご注文内容の確認',
  description: 'ご注文内容をご確認のうえ、注文を確定してください。',
});

/** `/checkout/confirm` (spec §2 Routes, issue #11). */
export default function CheckoutConfirmRoute() {
  return <ConfirmPage />;
}
