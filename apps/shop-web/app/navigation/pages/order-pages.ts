import type { PageRoute } from '../page-route.ts';

/**
 * The customer's orders in the account area (spec §2 Routes "Account", issue #11): the order
 * history, an order and a production of an order. Default layout, behind the login guard (spec §6).
 */
export const ORDER_PAGES = [
  { id: 'myaccount-orders', path: '/myaccount/orders', file: 'routes/account/orders.tsx' },
  { id: 'myaccount-orders-number', path: '/myaccount/orders/:number', file: 'routes/account/order.tsx' },
  { id: 'myaccount-order-productions-number', path: '/myaccount/order-productions/:number', file: 'routes/account/order-production.tsx' },
] as const satisfies readonly PageRoute[];
