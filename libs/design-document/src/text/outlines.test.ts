import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { layoutText } from './layout.ts';
import { nodeFonts, nodeGlyphOutlines } from './node-fonts.ts';
import { createGlyphOutlines, placeOutline, toGlyphOutline } from './outlines.ts';

const fonts = nodeFonts();

describe('glyph outlines from the real font files', () => {
  it('lists every font of the catalogue with its subsets', () => {
    expect(Object.keys(fonts.manifest.fonts)).toEqual(['gothic', 'mincho', 'rounded', 'brush', 'handwritten', 'pop', 'display']);
    expect(fonts.manifest.fonts['gothic']!.subsets.length).toBeGreaterThan(100);
    expect(fonts.manifest.fonts['display']!.subsets.length).toBe(2);
    for (const file of fonts.files.keys()) expect(file).toMatch(/-400-normal\.woff2?$/);
  });

  it('loads only the subsets a text needs and answers outlines and advances', async () => {
    const fetched: string[] = [];
    const outlines = createGlyphOutlines({
      manifest: fonts.manifest,
      fetchFile: async (file) => {
        fetched.push(file);
        return readFile(fonts.files.get(file)!);
      },
    });
    expect(outlines.outline('gothic', 'あ')).toBeNull();
    expect(outlines.metrics('gothic').advance('あ')).toBe(1);
    await Promise.all([outlines.load('gothic', 'あA漢\n'), outlines.load('gothic', 'A')]);
    const a = outlines.outline('gothic', 'あ');
    expect(a).not.toBeNull();
    expect(a!.advance).toBeCloseTo(1, 3);
    expect(a!.ops).toMatch(/^M/);
    const latin = outlines.outline('gothic', 'A');
    expect(latin!.advance).toBeGreaterThan(0.5);
    expect(latin!.advance).toBeLessThan(0.8);
    expect(outlines.metrics('gothic').advance('A')).toBe(latin!.advance);
    // Three characters, three subsets (the kana, the Latin and the kanji's), each fetched once.
    expect(fetched).toHaveLength(3);
    expect(new Set(fetched).size).toBe(3);
    await outlines.load('gothic', 'あ');
    expect(fetched).toHaveLength(3);
    expect(outlines.glyphPath('gothic', { char: 'A', index: 0, line: 0, x: 0, y: 10, rotation: 0, size: 10, advance: 6 })).toMatch(
      /^M[\d. ]+L/,
    );
    expect(outlines.glyphPath('gothic', { char: '字', index: 0, line: 0, x: 0, y: 10, rotation: 0, size: 10, advance: 10 })).toBe('');
  });
});

describe('placeOutline', () => {
  const square = toGlyphOutline(
    [
      { type: 'M', x: 0, y: 0 },
      { type: 'L', x: 1000, y: 0 },
      { type: 'Q', x1: 1000, y1: 500, x: 1000, y: 1000 },
      { type: 'C', x1: 800, y1: 1000, x2: 200, y2: 1000, x: 0, y: 1000 },
      { type: 'Z' },
    ],
    1000,
    1000,
  );
  it('scales to the size, flips y and moves to the origin', () => {
    expect(placeOutline(square, { x: 10, y: 20, size: 5, rotation: 0 })).toBe('M10 20L15 20Q15 17.5 15 15C14 15 11 15 10 15Z');
  });
  it('turns 90° clockwise about the origin', () => {
    expect(placeOutline(square, { x: 10, y: 20, size: 5, rotation: 90 })).toBe('M10 20L10 25Q12.5 25 15 25C15 24 15 21 15 20Z');
  });
  it('falls back to gothic for Japanese in the Latin display face, and draws nothing for a character no font has', async () => {
    const outlines = nodeGlyphOutlines(fonts);
    await outlines.load('display', 'Aあ\u{10ffff}');
    expect(outlines.outline('display', 'あ')).toEqual(outlines.outline('gothic', 'あ'));
    expect(outlines.outline('display', 'A')).not.toEqual(outlines.outline('gothic', 'A'));
    expect(outlines.outline('display', '\u{10ffff}')).toBeNull();
  });

  it('retries a failed fetch on the next load', async () => {
    let calls = 0;
    const outlines = createGlyphOutlines({
      manifest: fonts.manifest,
      fetchFile: async (file) => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return readFile(fonts.files.get(file)!);
      },
    });
    await expect(outlines.load('display', 'A')).rejects.toThrow('offline');
    await outlines.load('display', 'A');
    expect(outlines.outline('display', 'A')).not.toBeNull();
  });

  it('lays out with the real metrics', async () => {
    const outlines = nodeGlyphOutlines(fonts);
    await outlines.load('display', 'AB');
    const layout = layoutText(
      { text: 'AB', fontId: 'display', fontSize: 10, letterSpacing: 0, lineHeight: 1.2, writingMode: 'horizontal', align: 'start' },
      outlines.metrics('display'),
    );
    expect(layout.w).toBeGreaterThan(5);
    expect(layout.w).toBeLessThan(10);
  });
});
