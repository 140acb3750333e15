import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/** OWASP scrypt parameters: N = 2^17, r = 8, p = 1 (needs 128 × N × r bytes = 128 MiB). */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32; // bytes
const SALT_LENGTH = 16; // bytes
const MAX_MEM = 256 * 1024 * 1024; // bytes; scrypt refuses parameters needing more

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, { ...params, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password exactly as typed (no trimming, case folding or truncation) with async scrypt.
 * Result: `scrypt$N$r$p$saltB64$hashB64`.
 */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, saltB64, hashB64] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hashB64 ?? '', 'base64');
  if (expected.length === 0 || 128 * params.N * params.r > MAX_MEM) return false;
  let actual: Buffer;
  try {
    actual = await derive(password, Buffer.from(saltB64 ?? '', 'base64'), params, expected.length);
  } catch {
    return false;
  }
  return timingSafeEqual(actual, expected);
}

/**
 * Hash of a random password nobody knows, made with SCRYPT_PARAMS. Verifying against it when the
 * e-mail is unknown costs the same as a real check, so timing does not reveal which e-mails exist.
 */
export const DUMMY_HASH = 'scrypt$131072$8$1$QL59GJWeh8dx04bE6v/0+Q==$GOhp+185eNnqm1isPs7ozisNE27N1H4U6ZMR0FA7iaw=';

/** Runs one full scrypt verification that fails (unknown e-mail); always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
