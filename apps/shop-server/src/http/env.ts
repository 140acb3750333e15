import type { StaffRole } from '@shop/api-contract/admin';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/db.ts';
import type { FileStore } from '../files/file-store.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

/** What every route module receives. Time is a dependency so tests can move it. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** epoch ms */
  now: () => number;
  /** Outgoing mail (password resets, inquiry confirmations). */
  mailer: Mailer;
  /** Uploaded print data and its renditions (a folder under DATA_DIR, or an S3 bucket). */
  files: FileStore;
  /** Card payments (the sandbox gateway served by this process under /sandbox-gateway/ by default). */
  payments: PaymentGateway;
}

/** The session as route handlers see it (set by the session middleware). */
export interface SessionState {
  /** sha256 of the cookie value */
  id: string;
  customerId: number | null;
  csrfToken: string;
}

/** A staff member as a request knows them. */
export interface StaffIdentity {
  id: number;
  email: string;
  role: StaffRole;
}

/** How far a staff session has got (staff_sessions.stage). */
export type StaffSessionStage = 'anonymous' | 'password' | 'enrol' | 'full';

/**
 * The staff session as admin handlers see it (set by staff/staff-session.ts on `/api/admin/*` only;
 * the customer's session is never read there, nor this one anywhere else).
 */
export interface StaffSessionState {
  /** sha256 of the cookie value */
  id: string;
  stage: StaffSessionStage;
  csrfToken: string;
  /** The staff member, once the password was right; null before. */
  staff: StaffIdentity | null;
  /** Wrong codes typed on this session so far. */
  codeFailures: number;
}

export interface AppEnv {
  Variables: {
    /** The staff session of an `/api/admin/*` request, if its cookie names a live one. */
    staffSession: StaffSessionState | undefined;
    session: SessionState | undefined;
    /** set once the session cookie was looked up (so a request looks it up once) */
    sessionLoaded: boolean;
    /** This request's Content-Security-Policy nonce (set by http/security-headers.ts). */
    cspNonce: string | undefined;
    /** The client's address, behind a trusted proxy the one it forwarded (set by http/client-address.ts). */
    clientAddress: string | undefined;
  };
}
