import { describe, expect, it } from 'vitest';
import { buildPath } from './build-path.ts';

describe('buildPath', () => {
  it.each([
    ['/api/cart_items/:id', { id: 5 }, '/api/cart_items/5'],
    ['/api/products/:code/reviews', { code: '5001-01' }, '/api/products/5001-01/reviews'],
    [
      '/api/words/:slug',
      { slug: 'シルク スクリーン' },
      '/api/words/%E3%82%B7%E3%83%AB%E3%82%AF%20%E3%82%B9%E3%82%AF%E3%83%AA%E3%83%BC%E3%83%B3',
    ],
    ['/api/words/:slug', { slug: 'a/b' }, '/api/words/a%2Fb'],
    ['/api/pages/:path{.+}', { path: 'guidance/timelines/designtool' }, '/api/pages/guidance/timelines/designtool'],
    ['/api/cart/contents', {}, '/api/cart/contents'],
  ])('fills %s: one-segment parameters are encoded whole, multi-segment ones per segment', (pattern, params, expected) => {
    expect(buildPath(pattern, params)).toBe(expected);
  });

  it('refuses a missing parameter instead of sending a wrong path', () => {
    expect(() => buildPath('/api/cart_items/:id', {})).toThrow('/api/cart_items/:id: missing path parameter "id"');
  });
});
