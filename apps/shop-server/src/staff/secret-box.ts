/**
 * Encryption of the authenticators' secrets at rest (AES-256-GCM): a copy of the database alone does
 * not give anyone the codes. The key is STAFF_SECRET_KEY (any string, hashed to 32 bytes), or else a
 * random key kept in `<DATA_DIR>/staff-secret.key` (mode 0600), written on first use. Processes that
 * share a PostgreSQL database must share the key: set STAFF_SECRET_KEY there (docs/operations.md).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config.ts';

const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when the value was sealed with another key or is damaged. */
  open(sealed: string): string | undefined;
}

/** The key file under DATA_DIR, created with a random key when missing. */
function keyFromFile(dataDir: string): string {
  const file = join(dataDir, 'staff-secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32).toString('base64');
    // wx: of two processes creating it at once, the second reads the first one's key.
    try {
      writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

export function createSecretBox(config: Pick<Config, 'staffSecretKey' | 'dataDir'>): SecretBox {
  let key: Buffer | undefined;
  // Read lazily: a server that never enrols an authenticator never writes a key file.
  const keyBytes = () =>
    (key ??= createHash('sha256')
      .update(config.staffSecretKey ?? keyFromFile(config.dataDir), 'utf8')
      .digest());
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyBytes(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyBytes(), Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
