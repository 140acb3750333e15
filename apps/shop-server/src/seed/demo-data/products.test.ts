import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './prng.ts';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateProduct, generateProducts } from './products.ts';
import { CATEGORIES, isDarkHex } from './reference.ts';

const catalogue = [...generateProducts(DEFAULT_SEED, DEFAULT_PRODUCT_COUNT)];

describe('demo product generator', () => {
  it('is deterministic: the same seed gives the same products', () => {
    const again = [...generateProducts(DEFAULT_SEED, DEFAULT_PRODUCT_COUNT)];
    expect(again).toEqual(catalogue);
    expect(catalogue.slice(0, 3).map((p) => p.code)).toEqual(again.slice(0, 3).map((p) => p.code));
  });

  it('another seed gives another catalogue', () => {
    const other = [...generateProducts(DEFAULT_SEED + 1, 20)].map((p) => p.code);
    expect(other).not.toEqual(catalogue.slice(0, 20).map((p) => p.code));
  });

  it('product i does not depend on how many products are generated (a 100,000 catalogue starts like the demo)', () => {
    expect(generateProduct(DEFAULT_SEED, 149)).toEqual(catalogue[149]);
    expect([...generateProducts(DEFAULT_SEED, 5)]).toEqual(catalogue.slice(0, 5));
  });

  it('gives unique product codes like 00085-CVT', () => {
    const codes = [...generateProducts(DEFAULT_SEED, 5000)].map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{5,}-[A-Z]{3}$/.test(c))).toBe(true);
  });

  it('covers every leaf category and the three print methods', () => {
    const leaves = CATEGORIES.filter((c) => !CATEGORIES.some((child) => child.parent === c.slug)).map((c) => c.slug);
    expect(new Set(catalogue.map((p) => p.category))).toEqual(new Set(leaves));
    expect(new Set(catalogue.flatMap((p) => p.printMethods))).toEqual(new Set(['inkjet', 'white-inkjet', 'silkscreen']));
  });

  it('prices are integer yen from 550 to 6,600 and a sale price never exceeds the list price', () => {
    const skus = catalogue.flatMap((p) => p.colors.flatMap((c) => c.skus));
    expect(skus.filter((s) => !Number.isSafeInteger(s.price) || s.price < 490 || s.price > 6600)).toEqual([]);
    expect(skus.filter((s) => s.listPrice !== null && s.listPrice < s.price)).toEqual([]);
    expect(skus.some((s) => s.listPrice !== null)).toBe(true);
  });

  it('some SKUs are sold out and some nearly sold out (1–5 left)', () => {
    const stock = catalogue.flatMap((p) => p.colors.flatMap((c) => c.skus.map((s) => s.stock)));
    expect(stock.filter((n) => n === 0).length).toBeGreaterThan(10);
    expect(stock.filter((n) => n >= 1 && n <= 5).length).toBeGreaterThan(10);
  });

  it('reviews come after their product was published and by 2026-11-20, never in the future of the demo', () => {
    for (const product of generateProducts(1, 2000)) {
      for (const review of product.reviews) {
        expect(review.createdAt > product.publishedAt).toBe(true);
        expect(review.createdAt < '2026-11-21').toBe(true);
      }
    }
  });

  it('uses every tag', () => {
    expect(new Set(catalogue.flatMap((p) => p.tags))).toEqual(new Set(['big-size', 'dry', 'eco', 'heavyweight', 'kids-size', 'organic']));
  });
});

describe('createRng', () => {
  it('int(min, max) stays within its bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const value = createRng(seed).int(min, min + span);
        return Number.isInteger(value) && value >= min && value <= min + span;
      }),
    );
  });

  it('sample(items, n) returns n distinct items in their original order', () => {
    fc.assert(
      fc.property(fc.integer(), fc.uniqueArray(fc.integer(), { maxLength: 30 }), fc.nat(40), (seed, items, n) => {
        const sample = createRng(seed).sample(items, n);
        const positions = sample.map((x) => items.indexOf(x));
        return sample.length === Math.min(n, items.length) && positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? -1));
      }),
    );
  });
});

describe('isDarkHex', () => {
  it.each([
    ['#FFFFFF', false],
    ['#F4A7B9', false],
    ['#1A1A1A', true],
    ['#1F2A44', true],
  ])('%s is dark: %s', (hex, dark) => {
    expect(isDarkHex(hex)).toBe(dark);
  });
});
