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

export interface AppEnv {
  Variables: {
    session: SessionState | undefined;
    /** set once the session cookie was looked up (so a request looks it up once) */
    sessionLoaded: boolean;
    /** This request's Content-Security-Policy nonce (set by http/security-headers.ts). */
    cspNonce: string | undefined;
    /** The client's address, behind a trusted proxy the one it forwarded (set by http/client-address.ts). */
    clientAddress: string | undefined;
  };
}
