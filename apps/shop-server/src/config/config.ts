import { resolve } from 'node:path';
import { type Closure, DEFAULT_CLOSURES } from '@shop/business-days';
import { parseTrustProxy, type TrustedProxies } from './trust-proxy.ts';

/** Server configuration, read once from the environment. Every field is documented in docs/operations.md. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and uploaded files. */
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Maintenance text (end time) when the shop is in maintenance; every API call answers 503. */
  maintenance: string | undefined;
  /** Public origin used in links (password reset mails, canonical URLs). */
  publicUrl: string;
  /** Cookies get `Secure` when the public URL is https. */
  secureCookies: boolean;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  production: boolean;
  /** `smtp://user:pass@host:587` or `smtps://…:465`; when absent mail goes to the outbox table only. */
  smtpUrl: string | undefined;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /** The shop's own mailbox: customers' messages about their orders are mailed here (SHOP_MAILBOX). */
  shopMailbox: string;
  /** Days the shop is closed besides weekends and public holidays (business-day list). */
  closures: readonly Closure[];
  gtmId: string | undefined;
  /** Storefront build to serve (`apps/shop-web/build` unless WEB_BUILD_DIR says otherwise). */
  webBuildDir: string | undefined;
  /** Design tool build to serve (`apps/designtool-web/dist` unless DESIGNTOOL_BUILD_DIR says otherwise). */
  designToolBuildDir: string | undefined;
  /** Back office build to serve (`apps/backoffice-web/dist` unless BACKOFFICE_BUILD_DIR says otherwise). */
  backofficeBuildDir: string | undefined;
  /** Where uploaded print data is kept: a folder under DATA_DIR (default) or an S3-compatible bucket. */
  fileStore: FileStoreConfig;
  /** Largest accepted upload (one print data file), bytes. */
  fileLimit: number;
  /**
   * Key that encrypts the staff's authenticator secrets (STAFF_SECRET_KEY); when unset, a random key
   * kept in `<DATA_DIR>/staff-secret.key` (staff/secret-box.ts).
   */
  staffSecretKey: string | undefined;
  /**
   * Whether the demo data of an empty database includes the demo back office's staff (DEMO_STAFF:
   * `1` or `0`; unset: only outside production mode). `npm start` sets it; a production server never
   * seeds them unless told to.
   */
  demoStaff: boolean;
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client (throttles and logs use
   * that address); undefined: none, forwarded headers are ignored.
   */
  trustProxy: TrustedProxies | undefined;
}

/** FILE_STORE and its S3_* settings. */
export type FileStoreConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** e.g. `https://s3.ap-northeast-1.amazonaws.com` or a MinIO/R2 URL; undefined: AWS from the region. */
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** `bucket` in the path (`endpoint/bucket/key`) instead of the host name: most non-AWS servers want it. */
      forcePathStyle: boolean;
    };

/** Default FILE_LIMIT: 50 MiB. */
export const DEFAULT_FILE_LIMIT = 52_428_800;

/** Reads and checks the configuration; throws an Error naming the variable when a value is unusable. */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env['PORT']}`);
  const host = env['HOST'] ?? '127.0.0.1';
  const publicUrl = (env['PUBLIC_URL'] ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, '');
  const maintenance = env['MAINTENANCE']?.trim();
  const smtpUrl = env['SMTP_URL'] || undefined;
  if (smtpUrl) checkSmtpUrl(smtpUrl);
  const dataDir = env['DATA_DIR'] ?? './data';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    maintenance: maintenance ? maintenance : undefined,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    bodyLimit: Number(env['BODY_LIMIT'] ?? 1_048_576),
    production: env['NODE_ENV'] === 'production',
    smtpUrl,
    mailFrom: env['MAIL_FROM'] || `no-reply@${hostOf(publicUrl)}`,
    shopMailbox: env['SHOP_MAILBOX']?.trim() || `shop@${hostOf(publicUrl)}`,
    closures: env['SHOP_CLOSURES']?.trim() ? parseClosures(env['SHOP_CLOSURES']) : DEFAULT_CLOSURES,
    gtmId: env['GTM_ID'] || undefined,
    webBuildDir: env['WEB_BUILD_DIR'] ? `${resolve(env['WEB_BUILD_DIR'])}/` : undefined,
    designToolBuildDir: env['DESIGNTOOL_BUILD_DIR'] ? `${resolve(env['DESIGNTOOL_BUILD_DIR'])}/` : undefined,
    backofficeBuildDir: env['BACKOFFICE_BUILD_DIR'] ? `${resolve(env['BACKOFFICE_BUILD_DIR'])}/` : undefined,
    fileStore: readFileStore(env, dataDir),
    fileLimit: positiveInteger(env, 'FILE_LIMIT', DEFAULT_FILE_LIMIT),
    staffSecretKey: env['STAFF_SECRET_KEY']?.trim() || undefined,
    demoStaff: readDemoStaff(env['DEMO_STAFF'], env['NODE_ENV'] === 'production'),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
  };
}

/** DEMO_STAFF: `1` seeds the demo staff with the demo data, `0` never; unset or blank: only outside production mode. */
function readDemoStaff(raw: string | undefined, production: boolean): boolean {
  const value = raw?.trim();
  if (!value) return !production;
  if (value === '1') return true;
  if (value === '0') return false;
  throw new Error(`DEMO_STAFF must be 1 (seed the demo staff with the demo data) or 0 (never), got ${raw}`);
}

/** A positive whole number of bytes from `name`, or `fallback` when unset or blank. */
function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^[1-9]\d*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new Error(`${name} must be a whole number of bytes greater than 0 (e.g. 52428800 for 50 MiB), got ${raw}`);
  }
  return Number(raw);
}

/** FILE_STORE (`folder`, the default, or `s3`) with the S3_* settings it needs. */
function readFileStore(env: Record<string, string | undefined>, dataDir: string): FileStoreConfig {
  const kind = env['FILE_STORE']?.trim().toLowerCase() || 'folder';
  if (kind === 'folder') return { kind: 'folder', dir: resolve(dataDir, 'files') };
  if (kind !== 's3')
    throw new Error(`FILE_STORE must be "folder" (files under DATA_DIR/files) or "s3" (an S3-compatible bucket), got ${env['FILE_STORE']}`);
  const bucket = env['S3_BUCKET']?.trim();
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET (the bucket that keeps uploaded files)');
  const endpoint = env['S3_ENDPOINT']?.trim() || undefined;
  if (endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(
        `S3_ENDPOINT must be an http:// or https:// URL such as https://s3.ap-northeast-1.amazonaws.com, got ${redactUrl(endpoint)}`,
      );
    }
  }
  const region = env['S3_REGION']?.trim() || (endpoint ? 'us-east-1' : undefined);
  if (!region) throw new Error('FILE_STORE=s3 needs S3_REGION (e.g. ap-northeast-1) when S3_ENDPOINT is not set');
  const accessKeyId = env['S3_ACCESS_KEY_ID']?.trim() || undefined;
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY']?.trim() || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials');
  }
  const style = env['S3_FORCE_PATH_STYLE']?.trim().toLowerCase();
  if (style !== undefined && style !== '' && !['true', 'false', '1', '0'].includes(style)) {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got ${env['S3_FORCE_PATH_STYLE']}`);
  }
  // Path style by default with an own endpoint (MinIO, s3rver and most S3-compatible servers need it).
  const forcePathStyle = style === undefined || style === '' ? endpoint !== undefined : style === 'true' || style === '1';
  return { kind: 's3', bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** The URL with its password replaced by `***`, for messages and logs. */
export function redactUrl(raw: string): string {
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:)[^@/?#]*@/i, '$1***@');
}

function checkSmtpUrl(raw: string): void {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error(
      `SMTP_URL must look like smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS), got ${redactUrl(raw)}`,
    );
  }
}

const CLOSURE_FORMAT =
  'use MM-DD..MM-DD (every year, may wrap over New Year) or YYYY-MM-DD..YYYY-MM-DD (once), several separated by commas, or "none"';
const MONTH_DAY = /^(\d{2})-(\d{2})$/;
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month of a leap year: 02-29 is a valid yearly closure day (it simply skips common years). */
const daysInMonth = (month: number, year = 2000) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dateKind(value: string): 'month-day' | 'date' | undefined {
  const md = MONTH_DAY.exec(value);
  if (md) {
    const month = Number(md[1]);
    const day = Number(md[2]);
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month) ? 'month-day' : undefined;
  }
  const full = FULL_DATE.exec(value);
  if (full) {
    const year = Number(full[1]);
    const month = Number(full[2]);
    const day = Number(full[3]);
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year) ? 'date' : undefined;
  }
  return undefined;
}

/**
 * Parses SHOP_CLOSURES: `12-29..01-03` (yearly, inclusive, may wrap over New Year),
 * `2027-05-06..2027-05-07` (once), several separated by commas, or `none`. Throws on anything else.
 */
export function parseClosures(raw: string): Closure[] {
  const text = raw.trim();
  if (text.toLowerCase() === 'none') return [];
  return text.split(',').map((part) => {
    const [from = '', to, ...rest] = part
      .trim()
      .split('..')
      .map((s) => s.trim());
    const fromKind = dateKind(from);
    if (to === undefined || rest.length > 0 || fromKind === undefined || dateKind(to) !== fromKind) {
      throw new Error(`SHOP_CLOSURES: "${part.trim()}" is not a closure: ${CLOSURE_FORMAT}`);
    }
    if (fromKind === 'date' && from > to) {
      throw new Error(`SHOP_CLOSURES: "${part.trim()}" ends before it starts`);
    }
    return { from, to };
  });
}
