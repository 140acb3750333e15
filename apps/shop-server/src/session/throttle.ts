import type { Context } from 'hono';
import { one, type Db } from '../db/db.ts';
import type { AppEnv } from '../http/env.ts';
import { NO_SOCKET } from '../http/client-address.ts';

/**
 * The client's address, for login and request throttling: the socket's peer, or behind a proxy of
 * TRUST_PROXY the client it forwarded (http/client-address.ts). In-process (SSR) requests have no
 * socket and share 'unknown'.
 */
export function clientIp(c: Context<AppEnv>): string {
  return c.get('clientAddress') ?? NO_SOCKET;
}

/** One limit: at most `max` admitted requests per `key` of `bucket` within `windowMs` (ms). */
export interface ThrottleLimit {
  /** Names the rule, e.g. 'forgot-password:email'. */
  bucket: string;
  /** What is counted: a normalised e-mail address, a client IP. */
  key: string;
  max: number;
  windowMs: number;
}

/** Whether a request may go ahead, and when to retry (whole seconds) when it may not. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const MINUTE = 60 * 1000; // ms

/** The limits of the calls anyone may make that send mail or write rows (all windows in ms). */
export const REQUEST_LIMITS = {
  /** Reset mails asked for one e-mail address, known or not. */
  forgotPasswordPerEmail: { max: 3, windowMs: 15 * MINUTE },
  /** Reset mails asked from one client IP, whatever the addresses. */
  forgotPasswordPerIp: { max: 10, windowMs: 15 * MINUTE },
  /** Contact-form inquiries from one client IP. */
  inquiriesPerIp: { max: 5, windowMs: 10 * MINUTE },
  /** Registrations tried from one client IP (a taken e-mail counts too). */
  registrationsPerIp: { max: 5, windowMs: 60 * MINUTE },
  /** Checks of a logged-in customer's current password (e-mail and password changes, closing the account). */
  passwordChecksPerCustomer: { max: 5, windowMs: 15 * MINUTE },
  /** E-mail change links mailed for one customer. */
  emailChangesPerCustomer: { max: 3, windowMs: 60 * MINUTE },
  /** Quote PDFs rendered for one client IP without saving (each costs a PDF with an embedded font). */
  quotePdfsPerIp: { max: 20, windowMs: 10 * MINUTE },
  /** Estimates saved by one customer. */
  estimatesPerCustomer: { max: 30, windowMs: 60 * MINUTE },
  /** Shared proofs (校正の共有リンク) made in one session, a guest's or a customer's. */
  proofLinksPerSession: { max: 20, windowMs: 60 * MINUTE },
} as const;

/** Japanese 429 messages of the throttled calls (`seconds`: the Retry-After). */
export const THROTTLE_MESSAGES = {
  forgotPassword: (seconds: number) =>
    `パスワード再設定のお申し込みが続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お申し込みいただけます）。`,
  inquiry: (seconds: number) =>
    `お問い合わせの送信が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度送信いただけます）。`,
  passwordCheck: (seconds: number) =>
    `パスワードの確認が続けて行われたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お試しいただけます）。`,
  emailChange: (seconds: number) =>
    `メールアドレス変更のお申し込みが続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お申し込みいただけます）。`,
  quote: (seconds: number) =>
    `お見積書の作成が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お試しいただけます）。`,
  register: (seconds: number) =>
    `会員登録のお申し込みが続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お申し込みいただけます）。`,
} as const;

/** A bucket's expired rows are deleted at most this often per process. */
const PRUNE_EVERY_MS = MINUTE;

/**
 * How a refused limit is logged: the bucket, and the key when it is the client's address (buckets
 * named `…:ip`); e-mail addresses and customer ids stay out of the log.
 */
const logged = (limit: ThrottleLimit) => (limit.bucket.endsWith(':ip') ? `${limit.bucket} ${limit.key}` : limit.bucket);

/** Lock key of one (bucket, key) pair; a hash collision only serialises two unrelated keys. */
const lockName = (limit: ThrottleLimit) => JSON.stringify(['request-throttle', limit.bucket, limit.key]);

/**
 * Request throttling shared by every process on one database. `take` admits a request only when
 * every one of its limits has room, and then records it under all of them, in one transaction
 * holding a transaction-level advisory lock per (bucket, key): parallel requests for one key, from
 * any process, are counted one after another, so a burst cannot slip past the limit. A refused
 * request records nothing, so hammering during the lock-out does not extend it.
 */
export function createRequestThrottle(db: Db, log: (line: string) => void = (line) => console.warn(`[shop-server] ${line}`)) {
  const prunedAt = new Map<string, number>(); // bucket → epoch ms of its last prune by this process

  async function prune(limits: readonly ThrottleLimit[], now: number): Promise<void> {
    for (const limit of limits) {
      const last = prunedAt.get(limit.bucket);
      if (last !== undefined && Math.abs(now - last) < PRUNE_EVERY_MS) continue;
      prunedAt.set(limit.bucket, now);
      try {
        // SKIP LOCKED: two processes pruning at once neither wait for nor deadlock on each other.
        await db.query(
          `delete from request_throttle where id in (
             select id from request_throttle where bucket = $1 and hit_at <= $2 for update skip locked)`,
          [limit.bucket, new Date(now - limit.windowMs)],
        );
      } catch (error) {
        // Housekeeping only: the request itself was answered correctly.
        console.error('[shop-server] pruning request_throttle failed:', error);
      }
    }
  }

  return {
    /** Admits and records one request under all `limits`, or says how long to wait (nothing recorded). */
    async take(limits: readonly ThrottleLimit[], now: number): Promise<ThrottleVerdict> {
      // Locks in one global order, so two requests sharing two keys cannot deadlock.
      const ordered = [...limits].sort((a, b) => (lockName(a) < lockName(b) ? -1 : lockName(a) > lockName(b) ? 1 : 0));
      const blocked: ThrottleLimit[] = [];
      const verdict = await db.transaction(async (tx): Promise<ThrottleVerdict> => {
        blocked.length = 0; // a retried transaction starts over
        for (const limit of ordered) {
          await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))::text', [lockName(limit)]);
        }
        let waitMs = 0;
        for (const limit of limits) {
          // The max-th newest hit in the window: when it leaves the window, there is room again.
          const blocking = await one<{ hit_at: Date }>(
            tx,
            `select hit_at from request_throttle where bucket = $1 and key = $2 and hit_at > $3
             order by hit_at desc offset $4 limit 1`,
            [limit.bucket, limit.key, new Date(now - limit.windowMs), limit.max - 1],
          );
          if (blocking) {
            waitMs = Math.max(waitMs, blocking.hit_at.getTime() + limit.windowMs - now);
            blocked.push(limit);
          }
        }
        if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        for (const limit of limits) {
          await tx.query('insert into request_throttle (bucket, key, hit_at) values ($1, $2, $3)', [
            limit.bucket,
            limit.key,
            new Date(now),
          ]);
        }
        return { allowed: true };
      });
      if (!verdict.allowed) log(`throttled (429): ${blocked.map(logged).join(', ')}`);
      await prune(limits, now);
      return verdict;
    },
  };
}

/** The throttle of one database, as route modules receive it. */
export type RequestThrottle = ReturnType<typeof createRequestThrottle>;
