/** Staff session, set-up and two-factor policy in one place (all durations in ms). */
const MINUTE = 60 * 1000;

export const STAFF_POLICY = {
  /** A signed-in staff session ends after this long without a request (sliding expiry)… */
  idleMs: 60 * MINUTE,
  /** …and at the latest this long after the login, however active (one working day). */
  absoluteMs: 12 * 60 * MINUTE,
  /** A session before login (only a CSRF token) lives this long. */
  anonymousMs: 30 * MINUTE,
  /** After the right password, the authenticator's code must come within this. */
  codeAwaitedMs: 10 * MINUTE,
  /** Wrong codes on one session before it ends (the login starts again). */
  maxCodeFailures: 5,
  /** last_seen_at is written at most this often. */
  touchEveryMs: MINUTE,
  /** A set-up link stays valid this long, and works once. */
  setupLinkMs: 24 * 60 * MINUTE,
  /** Login attempts (right or wrong) per e-mail address, and per client address, within the window. */
  loginPerEmail: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Codes typed per staff member within the window (across sessions), and current-password checks. */
  codesPerStaff: { max: 10, windowMs: 15 * MINUTE },
  passwordChecksPerStaff: { max: 5, windowMs: 15 * MINUTE },
  /** RFC 6238 time steps accepted either side of now (clock drift): ±30 s. */
  totpWindow: 1,
  /** Recovery codes handed out at enrolment. */
  recoveryCodes: 10,
} as const;
