import type { PageRoute } from '../page-route.ts';

/**
 * The checkout (spec §2 Routes "Checkout", issue #11): the choices, the card form of the payment
 * gateway's session, the confirm page and the way back from 3-D Secure. All in the checkout layout
 * (spec §2 Layouts, 2) and all behind the login guard (spec §6).
 */
export const CHECKOUT_PAGES = [
  { id: 'checkout', path: '/checkout', file: 'routes/checkout/checkout.tsx', layout: 'checkout' },
  { id: 'checkout-confirm', path: '/checkout/confirm', file: 'routes/checkout/checkout-confirm.tsx', layout: 'checkout' },
  { id: 'checkout-cardpay-token', path: '/checkout/cardpay/:token', file: 'routes/checkout/checkout-cardpay.tsx', layout: 'checkout' },
  { id: 'checkout-bridge-token', path: '/checkout/bridge/:token', file: 'routes/checkout/checkout-bridge.tsx', layout: 'checkout' },
] as const satisfies readonly PageRoute[];
