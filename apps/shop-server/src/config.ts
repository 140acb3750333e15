import { resolve } from 'node:path';
/** Server configuration, read once from the environment. Every field is documented in the README. */
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
  smtpUrl: string | undefined;
  gtmId: string | undefined;
  /** Storefront build to serve (`apps/shop-web/build` unless WEB_BUILD_DIR says otherwise). */
  webBuildDir: string | undefined;
}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env['PORT']}`);
  const host = env['HOST'] ?? '127.0.0.1';
  const publicUrl = (env['PUBLIC_URL'] ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, '');
  const maintenance = env['MAINTENANCE']?.trim();
  return {
    port,
    host,
    dataDir: env['DATA_DIR'] ?? './data',
    databaseUrl: env['DATABASE_URL'] || undefined,
    maintenance: maintenance ? maintenance : undefined,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    bodyLimit: Number(env['BODY_LIMIT'] ?? 1_048_576),
    production: env['NODE_ENV'] === 'production',
    smtpUrl: env['SMTP_URL'] || undefined,
    gtmId: env['GTM_ID'] || undefined,
    webBuildDir: env['WEB_BUILD_DIR'] ? `${resolve(env['WEB_BUILD_DIR'])}/` : undefined,
  };
}
