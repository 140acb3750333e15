import type { PageRoute } from '../page-route.ts';

/** Cart and account pages: cart, login, register, password recovery, my account. */
export const ACCOUNT_PAGES = [] as const satisfies readonly PageRoute[];
