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
  {
    id: 'forgotpassword-confirm',
    path: '/forgotpassword/confirm',
    file: 'routes/account/forgot-password-confirm.tsx',
    layout: 'login',
  },
  { id: 'resetpassword', path: '/resetpassword', file: 'routes/account/reset-password.tsx', layout: 'login' },
  { id: 'myaccount', path: '/myaccount', file: 'routes/account/myaccount.tsx' },
] as const satisfies readonly PageRoute[];
