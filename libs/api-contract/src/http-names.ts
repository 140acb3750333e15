/**
 * Cookie and header names both sides of the wire must agree on (Laravel Sanctum's scheme, so
 * axios-style clients work unchanged): the server sets and checks them, the client reads and sends them.
 */

/** HttpOnly cookie that carries the session id (the server's; scripts never read it). */
export const SESSION_COOKIE = 'shop_session';

/** Script-readable cookie the server sets with the CSRF token (`GET /laravel/sanctum/csrf-cookie`). */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Header that carries the token back, URL-decoded, on every state-changing call. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
