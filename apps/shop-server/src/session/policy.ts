/** Session and login-protection policy in one place (all durations in ms). */
export const SESSION_POLICY = {
  /** A session ends after this long without a request (sliding expiry). */
  idleMs: 2 * 60 * 60 * 1000,
  /** …and at the latest this long after it was created, however active. */
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
  /** last_seen_at is written at most this often, so reads do not all turn into writes. */
  touchEveryMs: 60 * 1000,
  /** Login failures allowed per email and IP address within `throttleWindowMs`. */
  maxLoginFailures: 5,
  throttleWindowMs: 60 * 1000,
  /** A password-reset link stays valid this long. */
  resetTokenMs: 60 * 60 * 1000,
  /** At most one reset mail per customer this often, so the form cannot be used to flood a mailbox. */
  resetMailEveryMs: 60 * 1000,
} as const;

// Cookie and header names (SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER) are part of the contract: @shop/api-contract.
