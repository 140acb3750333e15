import type { Route } from './+types/checkout-bridge.ts';
import { BridgePage } from '../../checkout/bridge-page.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders, loginGuardLoader } from '../../session/require-login.ts';

// The guard (spec §6). The order is completed by the browser (a POST with the CSRF token), not by
// this GET: a prefetch or a crawler must never decide a payment.
export const loader = loginGuardLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'ご注文の確定', description: '本人認証の結果を確認しています。' });

/** `/checkout/bridge/{token}` (spec §2 Routes, issue #11): back from 3-D Secure. */
export default function CheckoutBridgeRoute({ params }: Route.ComponentProps) {
  return <BridgePage token={params.token} />;
}
