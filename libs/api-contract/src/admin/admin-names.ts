/**
 * Cookie and header names of the staff session. They differ from the customer's (`shop_session`,
 * `XSRF-TOKEN`, `X-XSRF-TOKEN`), so neither session can stand in for the other: the server reads
 * each from its own cookie and checks each CSRF token against its own session.
 */

/** HttpOnly, SameSite=Strict cookie that carries the staff session id. */
export const STAFF_SESSION_COOKIE = 'shop_staff_session';

/** Script-readable cookie with the staff session's CSRF token (`GET /api/admin/csrf-cookie`). */
export const STAFF_XSRF_COOKIE = 'STAFF-XSRF-TOKEN';

/** Header that carries the staff CSRF token back on every state-changing admin call. */
export const STAFF_XSRF_HEADER = 'X-STAFF-XSRF-TOKEN';

/** Path prefix of the back office's pages. */
export const ADMIN_PAGE_BASE = '/admin';

/** Path prefix of the admin API. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** The set-up page a new staff member opens: `/admin/setup/<token>`. */
export function staffSetupPath(token: string): string {
  return `${ADMIN_PAGE_BASE}/setup/${encodeURIComponent(token)}`;
}
