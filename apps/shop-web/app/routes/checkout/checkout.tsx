import type { Route } from './+types/checkout.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { CheckoutPage } from '../../checkout/checkout-page.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

/**
 * The customer's addresses, saved cards and what the checkout offers for the cart now. A guest is sent to the
 * login page and comes back here (spec §6; after login or registration the guest cart has been
 * pushed to the server cart).
 */
const loaders = customerLoaders(async (api) => {
  const [addresses, options, savedCards] = await Promise.all([
    api.addresses.list(),
    api.checkout.options(),
    // Saved cards only add a choice: without them the checkout still takes a new card.
    api.paymentMethods.list().catch(() => ({ data: [] })),
  ]);
  return { addresses: addresses.data, options: options.data, savedCards: savedCards.data };
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'ご注文手続き',
  description: 'お届け先・お届け日時・お支払い方法を選んでください。',
});

/** `/checkout` (spec §2 Routes, issue #11). */
export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage addresses={loaderData.addresses} options={loaderData.options} savedCards={loaderData.savedCards} />;
}
