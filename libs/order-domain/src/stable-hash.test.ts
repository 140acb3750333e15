import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stableHash } from './stable-hash.ts';

describe('stableHash', () => {
  it('is 32 hex digits and the same for the same text, in every run and runtime (pinned values)', () => {
    expect(stableHash('')).toMatch(/^[0-9a-f]{32}$/);
    // Pinned: a browser and a server (or two releases) must agree on the same text.
    expect(stableHash('PF-2026-000123')).toBe(stableHash('PF-2026-000123'));
    expect(stableHash('abc')).toBe('cfcc6fc09b6e597fe65ad471c16c8630');
    expect(stableHash('')).toBe('ab3e7c0bebb6c22867a2a8ee0c66c024');
  });

  it('tells apart texts that differ in one character, order or length', () => {
    const texts = ['1000', '1001', '0100', '100', '10000', '[1,2]', '[2,1]', 'ア', 'イ'];
    expect(new Set(texts.map(stableHash)).size).toBe(texts.length);
  });

  it('gives no collisions over 20,000 quotes that differ by one amount', () => {
    const texts = Array.from({ length: 20_000 }, (_, i) => `{"amounts":[${i},880,${i + 880},${Math.floor(((i + 880) * 10) / 110)}]}`);
    expect(new Set(texts.map(stableHash)).size).toBe(texts.length);
  });

  it('gives different hashes for different random texts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
        fc.pre(a !== b);
        expect(stableHash(a)).not.toBe(stableHash(b));
      }),
    );
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, true] })).toBe('{"a":[{"c":"x","d":null},true],"b":1}');
  });

  it('gives the same text for the same value whatever the key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
      }),
    );
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(RangeError);
  });
});
