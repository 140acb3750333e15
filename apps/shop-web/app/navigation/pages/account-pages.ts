import type { PageRoute } from '../page-route.ts';

/**
 * Cart and account pages: cart, login, register, password recovery, my account. The entry pages
 * (login, register, password recovery) render in the centred login layout (spec §2 Layouts, 5).
 */
export const ACCOUNT_PAGES = [
  { id: 'cart', path: '/cart', file: 'routes/account/cart.tsx' },
  { id: 'login', path: '/login', file: 'routes/account/login.tsx', layout: 'login' },
  { id: 'register', path: '/register', file: 'routes/account/register.tsx', layout: 'login' },
  { id: 'forgotpassword', path: '/forgotpassword', file: 'routes/account/forgot-password.tsx', layout: 'login' },
  { id: 'forgotpassword-confirm', path: '/forgotpassword/confirm', file: 'routes/account/forgot-password-confirm.tsx', layout: 'login' },
  { id: 'resetpassword', path: '/resetpassword', file: 'routes/account/reset-password.tsx', layout: 'login' },
  { id: 'myaccount', path: '/myaccount', file: 'routes/account/myaccount.tsx' },
  { id: 'myaccount-name', path: '/myaccount/name', file: 'routes/account/account-name.tsx' },
  { id: 'myaccount-email', path: '/myaccount/email', file: 'routes/account/account-email.tsx' },
  { id: 'myaccount-password', path: '/myaccount/password', file: 'routes/account/account-password.tsx' },
  { id: 'myaccount-newsletter', path: '/myaccount/newsletter', file: 'routes/account/account-newsletter.tsx' },
  { id: 'myaccount-cancel-membership', path: '/myaccount/cancel-membership', file: 'routes/account/account-cancel-membership.tsx' },
  { id: 'myaccount-reviews', path: '/myaccount/reviews', file: 'routes/account/reviews.tsx' },
  { id: 'myaccount-reviews-write-review', path: '/myaccount/reviews/write-review', file: 'routes/account/review-write.tsx' },
  { id: 'myaccount-reviews-id', path: '/myaccount/reviews/:id', file: 'routes/account/review.tsx' },
  { id: 'myaccount-reviews-id-edit', path: '/myaccount/reviews/:id/edit', file: 'routes/account/review-edit.tsx' },
  { id: 'myaccount-addresses', path: '/myaccount/addresses', file: 'routes/account/addresses.tsx' },
  { id: 'myaccount-payments', path: '/myaccount/payments', file: 'routes/account/payments.tsx' },
  { id: 'myaccount-payments-new', path: '/myaccount/payments/new/:token', file: 'routes/account/payments-new.tsx' },
  { id: 'myaccount-coupons', path: '/myaccount/coupons', file: 'routes/account/coupons.tsx' },
  { id: 'myaccount-point_history', path: '/myaccount/point_history', file: 'routes/account/point-history.tsx' },
  // Build-your-own requests (issue #15, spec §2): the service, three steps and the confirmation
  // (default layout; a guest may send one, the account pages below show it).
  { id: 'byob', path: '/byob', file: 'routes/byob/byob.tsx' },
  { id: 'byob-ask', path: '/byob/ask', file: 'routes/byob/ask.tsx' },
  { id: 'byob-ask_2', path: '/byob/ask_2', file: 'routes/byob/ask-2.tsx' },
  { id: 'byob-ask_3', path: '/byob/ask_3', file: 'routes/byob/ask-3.tsx' },
  { id: 'byob-confirm', path: '/byob/confirm', file: 'routes/byob/confirm.tsx' },
  // BYOB requests (issue #15): spec §2 "/myaccount/custom_order/{number?}".
  { id: 'myaccount-custom_order', path: '/myaccount/custom_order', file: 'routes/account/custom-orders.tsx' },
  { id: 'myaccount-custom_order-number', path: '/myaccount/custom_order/:number', file: 'routes/account/custom-order.tsx' },
  { id: 'myaccount-estimates', path: '/myaccount/estimates', file: 'routes/account/estimates.tsx' },
  { id: 'myaccount-estimates-number', path: '/myaccount/estimates/:number', file: 'routes/account/estimate.tsx' },
  { id: 'myaccount-reorder', path: '/myaccount/reorder', file: 'routes/reorder/reorder-index.tsx' },
  { id: 'myaccount-reorder-estimate', path: '/myaccount/reorder/estimate', file: 'routes/reorder/reorder-estimate.tsx' },
  { id: 'myaccount-reorder-number', path: '/myaccount/reorder/:number', file: 'routes/reorder/reorder-items.tsx' },
  {
    id: 'myaccount-reorder-number-print-color',
    path: '/myaccount/reorder/:number/print-color',
    file: 'routes/reorder/reorder-print-color.tsx',
  },
  { id: 'myaccount-reorder-number-confirm', path: '/myaccount/reorder/:number/confirm', file: 'routes/reorder/reorder-confirm.tsx' },
] as const satisfies readonly PageRoute[];
