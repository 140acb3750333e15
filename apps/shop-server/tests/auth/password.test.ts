import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, SCRYPT_PARAMS, verifyAgainstDummy, verifyPassword } from '../../src/session/password.ts';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('hashes with the OWASP parameters N=2^17, r=8, p=1 as scrypt$N$r$p$salt$hash, salted', async () => {
    const [a, b] = await Promise.all([hashPassword('abcde12345'), hashPassword('abcde12345')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('abcde12345', a)).toBe(true);
    expect(await verifyPassword('abcde12346', a)).toBe(false);
  });

  it.each([
    ['a trailing space', 'Secret12345 '],
    ['other letter case', 'secret12345'],
    ['a truncated password', 'Secret1234'],
    ['full-width digits', 'Secret１２３４５'],
    ['the decomposed form of é', 'Secre\u0301t12345'],
  ])('the password is checked exactly as typed: %s does not match', async (_name, typed) => {
    const hash = await hashPassword('Secret12345', FAST);
    expect(await verifyPassword('Secret12345', hash)).toBe(true);
    expect(await verifyPassword(typed, hash)).toBe(false);
  });

  it('a password longer than 72 bytes still counts in full (no bcrypt-style truncation)', async () => {
    const long = 'a1'.repeat(50);
    const hash = await hashPassword(long, FAST);
    expect(await verifyPassword(`${long.slice(0, -1)}b`, hash)).toBe(false);
    expect(await verifyPassword(long, hash)).toBe(true);
  });

  it.each(['', 'plain', 'scrypt$x$8$1$AAAA$AAAA', 'scrypt$1024$8$1$AAAA$', 'bcrypt$2b$10$abc', 'scrypt$1073741824$8$1$AAAA$AAAA'])(
    'a malformed or absurd stored hash %j never matches (and does not throw)',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );

  it('the dummy hash for unknown e-mails uses the production parameters, so it costs as much as a real check', async () => {
    expect(DUMMY_HASH.split('$').slice(1, 4).map(Number)).toEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    expect(await verifyAgainstDummy('abcde12345')).toBe(false);
  });
});
