import { describe, expect, it } from 'vitest';
import {
  buildFontManifest,
  compactFontManifest,
  expandFontManifest,
  formatUnicodeRange,
  parseUnicodeRange,
  rangesContain,
  subsetsForText,
  subsetsFromFontsourceCss,
} from './font-manifest.ts';

const CSS = `
/* x-[0]-400-normal */
@font-face {
  font-family: 'X';
  src: url(./files/x-0-400-normal.woff2) format('woff2'), url(./files/x-0-400-normal.woff) format('woff');
  unicode-range: U+3042,U+4e00-4e0f;
}
@font-face {
  font-family: 'X';
  src: url("./files/x-latin-400-normal.woff") format("woff");
  unicode-range: U+0000-00FF, U+20??;
}
@font-face { font-family: 'X'; src: url(./files/x-all.woff2) format('woff2'); }
@font-face { font-family: 'X'; src: url(./files/x-any.woff) format('woff'); }
`;

describe('the font manifest', () => {
  it('parses and formats unicode ranges, wildcards included', () => {
    expect(parseUnicodeRange('U+0000-00FF, u+4??,U+3042,,U+zz')).toEqual([
      [0, 255],
      [0x400, 0x4ff],
      [0x3042, 0x3042],
    ]);
    expect(
      formatUnicodeRange([
        [0, 255],
        [0x3042, 0x3042],
      ]),
    ).toBe('U+0-FF,U+3042');
    expect(rangesContain([[10, 20]], 15)).toBe(true);
    expect(rangesContain([[10, 20]], 21)).toBe(false);
  });
  it('reads the subsets of a Fontsource CSS file (WOFF required)', () => {
    const subsets = subsetsFromFontsourceCss(CSS);
    expect(subsets).toEqual([
      {
        woff: 'x-0-400-normal.woff',
        woff2: 'x-0-400-normal.woff2',
        ranges: [
          [0x3042, 0x3042],
          [0x4e00, 0x4e0f],
        ],
      },
      {
        woff: 'x-latin-400-normal.woff',
        woff2: null,
        ranges: [
          [0, 255],
          [0x2000, 0x20ff],
        ],
      },
      { woff: 'x-any.woff', woff2: null, ranges: [[0, 0x10ffff]] },
    ]);
    const font = { family: 'X', weight: 400, subsets };
    expect(subsetsForText(font, 'Aあ一A\n').map((s) => s.woff)).toEqual(['x-0-400-normal.woff', 'x-latin-400-normal.woff']);
    expect(subsetsForText(font, '😀').map((s) => s.woff)).toEqual(['x-any.woff']);
    expect(subsetsForText({ ...font, subsets: [] }, 'a')).toEqual([]);
  });
  it('builds a manifest of every catalogue font', () => {
    const read: string[] = [];
    const manifest = buildFontManifest((pkg, weight) => {
      read.push(`${pkg}/${weight}.css`);
      return CSS;
    }, '/designtool/fonts');
    expect(manifest.base).toBe('/designtool/fonts/');
    expect(read).toContain('@fontsource/noto-sans-jp/400.css');
    expect(Object.keys(manifest.fonts)).toHaveLength(7);
    expect(manifest.fonts['mincho']!.family).toBe('Noto Serif JP');
    expect(buildFontManifest(() => '', '/f/').base).toBe('/f/');
    // Written compactly (each range set once), read back as it was.
    const compact = compactFontManifest(manifest);
    expect(compact.ranges).toHaveLength(3);
    expect(compact.fonts['gothic']!.subsets[1]).toEqual(['x-latin-400-normal.woff', null, 1]);
    expect(expandFontManifest(JSON.parse(JSON.stringify(compact)))).toEqual(manifest);
    expect(expandFontManifest({ ...compact, ranges: [] }).fonts['gothic']!.subsets[0]!.ranges).toEqual([]);
  });
});
