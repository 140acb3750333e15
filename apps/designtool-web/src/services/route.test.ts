import { describe, expect, it } from 'vitest';
import { afterFinishHref, autosaveKey, designHref, parseDesignRoute } from './route.ts';

describe('design routes', () => {
  it('reads /designtool, the order route and its -mobile twin with pid and colour', () => {
    expect(parseDesignRoute('/designtool', '')).toEqual({ kind: 'free', mobile: false });
    expect(parseDesignRoute('/product/5001-01/print-inkjet-design', '?pid=abc&color=7')).toEqual({
      kind: 'order',
      code: '5001-01',
      pid: 'abc',
      mobile: false,
      colorId: 7,
    });
    expect(parseDesignRoute('/product/5001-01/print-inkjet-design-mobile', '?pid=abc')).toMatchObject({ mobile: true, colorId: null });
    expect(parseDesignRoute('/product/5001-01/print-inkjet-design', '?color=-1')).toMatchObject({ pid: null, colorId: null });
    expect(parseDesignRoute('/product/%E0%A4%A/print-inkjet-design', '')).toBeNull();
    expect(parseDesignRoute('/designtool/file', '')).toBeNull();
  });

  it('builds the design, after-finish and autosave addresses', () => {
    expect(designHref('A B', 'p1', true, 3)).toBe('/product/A%20B/print-inkjet-design-mobile?pid=p1&color=3');
    expect(afterFinishHref('X', 'p1', true)).toBe('/product/X/print-inkjet-preview?pid=p1');
    expect(afterFinishHref('X', 'p1', false)).toBe('/product/X/print-inkjet?pid=p1');
    expect(afterFinishHref('X', 'p1', true, 'silkscreen')).toBe('/product/X/print-screen-color?pid=p1');
    expect(afterFinishHref('X', 'p1', false, 'silkscreen')).toBe('/product/X/print-screen?pid=p1');
    expect(afterFinishHref('X', 'p1', true, 'silkscreen', true)).toBe('/product/X/print-screen-confirm?pid=p1');
    expect(autosaveKey({ kind: 'order', code: 'X', pid: 'p1', mobile: false, colorId: null })).toBe('designtool:order:p1');
    expect(autosaveKey({ kind: 'free', mobile: false })).toBe('designtool:free');
  });
});
