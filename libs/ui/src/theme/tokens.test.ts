import { describe, expect, it } from 'vitest';
import { breakpoints, fontFamilyJa, layoutSize, media } from './tokens.ts';

describe('theme tokens', () => {
  it('uses the spec layout sizes: a 64 px header and a 280 px drawer', () => {
    expect(layoutSize).toMatchObject({ headerHeight: 64, drawerWidth: 280 });
  });

  it('lists a Japanese font for each platform before the generic fallback', () => {
    const families = fontFamilyJa.split(', ');
    for (const name of ['"Hiragino Sans"', '"Noto Sans JP"', '"Yu Gothic"', 'Meiryo']) {
      expect(families.indexOf(name)).toBeGreaterThan(-1);
      expect(families.indexOf(name)).toBeLessThan(families.indexOf('sans-serif'));
    }
    expect(families.at(-1)).toBe('sans-serif');
  });

  it('makes the narrow and tablet media queries meet without a gap or overlap', () => {
    expect(media.narrow).toBe(`screen and (max-width: ${breakpoints.tablet - 0.02}px)`);
    expect(media.tabletUp).toBe(`screen and (min-width: ${breakpoints.tablet}px)`);
    expect(breakpoints.tablet).toBeLessThan(breakpoints.desktop);
  });
});
