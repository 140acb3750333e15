/**
 * A small seeded pseudo-random generator (mulberry32) for deterministic demo data: the same seed
 * always gives the same sequence, on every machine and Node version.
 */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of `items`, in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** Mixes two integers into a 32-bit seed (for one independent stream per product). */
export function mixSeed(seed: number, stream: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (stream >>> 0), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Creates a generator from a 32-bit integer seed: createRng(42).int(1, 6). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, Math.max(0, Math.min(count, items.length)))
        .sort((a, b) => a - b)
        .map((i) => items[i] as T);
    },
  };
}
