/**
 * A small, pure, stable hash (no node:crypto, so the browser can run it too): four independent
 * 32-bit multiplicative lanes over the UTF-16 code units, each finished with MurmurHash3's
 * avalanche step, giving 128 bits as 32 hex digits. It tells versions of a text apart; it is no
 * protection against someone who wants a collision (the server never trusts what it hashed).
 */

/** Seeds and multipliers of the four lanes (odd constants from MurmurHash3 and FNV). */
const LANES = [
  [0x811c9dc5, 0x01000193],
  [0x9747b28c, 0xcc9e2d51],
  [0x1b873593, 0x85ebca6b],
  [0xc2b2ae35, 0x27d4eb2f],
] as const;

/** MurmurHash3's 32-bit finaliser: every input bit affects every output bit. */
function avalanche(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** 32 lowercase hex digits for `text`: `stableHash('abc')` is the same in every runtime, every time. */
export function stableHash(text: string): string {
  return LANES.map(([seed, prime]) => {
    let h = (seed ^ text.length) >>> 0;
    for (let i = 0; i < text.length; i += 1) {
      h = Math.imul(h ^ text.charCodeAt(i), prime);
      h ^= h >>> 15;
    }
    return avalanche(h).toString(16).padStart(8, '0');
  }).join('');
}

/** A JSON-like value: what `canonicalJson` accepts. */
export type CanonicalValue = string | number | boolean | null | readonly CanonicalValue[] | { readonly [key: string]: CanonicalValue };

/** JSON text with object keys in sorted order, so equal values always give equal text. */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as { readonly [key: string]: CanonicalValue };
  const keys = Object.keys(record).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key] ?? null)}`).join(',')}}`;
}
