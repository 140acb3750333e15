import type { Route } from './+types/checkout-confirm.ts';
import { apiContext } from '../../api/context.ts';
import { ConfirmPage } from '../../checkout/confirm-page.tsx';
import { errorMeta } from '../../seo/error-meta.ts';
import { pageMeta } from '../../seo/meta.ts';
import { privatePageHeaders, requireLogin } from '../../session/require-login.ts';

// The guard (spec §6): without a session the server answers 302 to /login?return_to=<path>. The
// choices live in this tab's sessionStorage, so the quote is asked for in the browser.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLogin(context.get(apiContext), request);
  return null;
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? errorMeta(error)
    : pageMeta({ title: 'ご注文内容の確認', description: 'ご注文内容をご確認のうえ、注文を確定してください。', noindex: true });

/** `/checkout/confirm` (spec §2 Routes, issue #11). */
export default function CheckoutConfirmRoute() {
  return <ConfirmPage />;
}
