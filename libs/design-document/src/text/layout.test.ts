import { describe, expect, it } from 'vitest';
import { createText } from '../model/create.ts';
import { DEFAULT_STYLE } from '../editor/types.ts';
import { DEFAULT_FONT_ID, FONT_FAMILIES, cssFontFamily, fontFamily, fontForChar } from './fonts.ts';
import { approximateAdvance, approximateMetrics, createTextMeasurer, layoutText, verticalOrientation, type FontMetrics } from './layout.ts';

/** Every character one em, ascent 0.88. */
const em: FontMetrics = { ascent: 0.88, descent: 0.12, advance: (c) => (c.charCodeAt(0) < 0x2e80 ? 0.5 : 1) };
const text = (t: string, over: Partial<Parameters<typeof layoutText>[0]> = {}) => ({
  text: t,
  fontId: 'gothic',
  fontSize: 10,
  letterSpacing: 0,
  lineHeight: 1.5,
  writingMode: 'horizontal' as const,
  align: 'start' as const,
  ...over,
});

describe('the font catalogue', () => {
  it('has the six Japanese faces and a Latin display face, all OFL at 400', () => {
    expect(FONT_FAMILIES.map((f) => f.kind)).toEqual(['gothic', 'mincho', 'rounded', 'brush', 'handwritten', 'pop', 'display']);
    for (const f of FONT_FAMILIES) {
      expect(f.licence).toBe('OFL-1.1');
      expect(f.weight).toBe(400);
      expect(f.packageName).toMatch(/^@fontsource\//);
    }
    expect(new Set(FONT_FAMILIES.map((f) => f.id)).size).toBe(FONT_FAMILIES.length);
  });
  it('falls back to gothic for unknown ids and for Japanese in the Latin face', () => {
    expect(fontFamily('nope').id).toBe(DEFAULT_FONT_ID);
    expect(fontForChar('display', 'A').id).toBe('display');
    expect(fontForChar('display', 'あ').id).toBe('gothic');
    expect(fontForChar('mincho', 'A').id).toBe('mincho');
    expect(cssFontFamily('mincho')).toBe("'Noto Serif JP', serif");
    expect(cssFontFamily('display')).toBe("'Bebas Neue', 'Noto Sans JP', sans-serif");
    expect(cssFontFamily('gothic')).toBe("'Noto Sans JP', sans-serif");
  });
});

describe('approximate metrics', () => {
  it('sets CJK at one em and Latin by a width table', () => {
    expect(approximateAdvance('あ')).toBe(1);
    expect(approximateAdvance('漢')).toBe(1);
    expect(approximateAdvance('i')).toBe(0.222);
    expect(approximateAdvance('M')).toBe(0.833);
    expect(approximateAdvance('é')).toBe(0.6);
    expect(approximateAdvance('…')).toBe(1);
    expect(approximateAdvance('ｱ')).toBe(0.5);
    expect(approximateMetrics('display').advance('M')).toBeCloseTo(0.833 * 0.7);
    expect(approximateMetrics('display').advance('あ')).toBe(1);
    expect(approximateMetrics().ascent).toBe(0.88);
  });
});

describe('horizontal layout', () => {
  it('sets lines top to bottom, the baseline at the em box ascent', () => {
    const layout = layoutText(text('あいう\nA'), em);
    expect(layout.w).toBe(30);
    expect(layout.h).toBe(25); // 10 × (1 + 1 × 1.5)
    expect(layout.glyphs.map((g) => [g.char, g.x, g.y, g.rotation, g.line, g.index])).toEqual([
      ['あ', 0, 8.8, 0, 0, 0],
      ['い', 10, 8.8, 0, 0, 1],
      ['う', 20, 8.8, 0, 0, 2],
      ['A', 0, 23.8, 0, 1, 4],
    ]);
  });
  it('aligns each line and spaces letters between characters', () => {
    const centre = layoutText(text('ああ\nA', { align: 'center', letterSpacing: 0.1 }), em);
    expect(centre.w).toBe(21);
    expect(centre.glyphs[1]!.x).toBe(11);
    expect(centre.glyphs[2]!.x).toBe(8);
    const end = layoutText(text('ああ\nA', { align: 'end' }), em);
    expect(end.glyphs[2]!.x).toBe(15);
  });
  it('measures an empty text as one empty line and skips carriage returns', () => {
    expect(layoutText(text(''), em)).toEqual({ w: 0, h: 10, glyphs: [] });
    expect(layoutText(text('a\r\tb'), em).glyphs.map((g) => g.char)).toEqual(['a', ' ', 'b']);
  });
});

describe('vertical layout (縦書き)', () => {
  const v = (t: string, over = {}) => layoutText(text(t, { writingMode: 'vertical', ...over }), em);
  it('sets columns right to left with kana and kanji upright, centred in the column', () => {
    const layout = v('あい\nう');
    expect(layout.w).toBe(25);
    expect(layout.h).toBe(20);
    expect(layout.glyphs.map((g) => [g.char, g.x, g.y, g.rotation])).toEqual([
      ['あ', 15, 8.8, 0],
      ['い', 15, 18.8, 0],
      ['う', 0, 8.8, 0],
    ]);
  });
  it('turns runs of Latin letters and digits 90° clockwise, each as long as its advance', () => {
    const layout = v('AB1あ');
    const [a, b, one, kana] = layout.glyphs;
    expect(a).toMatchObject({ rotation: 90, x: 5 - 3.8, y: 0, advance: 5 });
    expect(b).toMatchObject({ rotation: 90, y: 5 });
    expect(one).toMatchObject({ rotation: 90, y: 10 });
    expect(kana).toMatchObject({ rotation: 0, y: 15 + 8.8 });
    expect(layout.h).toBe(25);
  });
  it('moves 、。 to the upper right, nudges small kana and turns ー 〜 … and brackets', () => {
    const layout = v('あ、っー「」…〜');
    const [, comma, small, bar, open, close, dots, wave] = layout.glyphs;
    expect(comma).toMatchObject({ x: 5, y: 10 + 8.8 - 5, rotation: 0 });
    expect(small!.x).toBeCloseTo(1);
    expect(small!.y).toBeCloseTo(20 + 8.8 - 1);
    for (const g of [bar, open, close, dots, wave]) expect(g!.rotation).toBe(90);
    expect(verticalOrientation('漢')).toBe('upright');
    expect(verticalOrientation('Ａ')).toBe('upright');
    expect(verticalOrientation('a')).toBe('rotated');
    expect(verticalOrientation('。')).toBe('upper-right');
    expect(verticalOrientation('ャ')).toBe('small-kana');
  });
  it('aligns columns along their length', () => {
    const layout = v('ああ\nあ', { align: 'end' });
    expect(layout.glyphs[2]!.y).toBe(10 + 8.8);
  });
});

describe('createTextMeasurer', () => {
  it('measures a text shape as its layout, with metrics per font', () => {
    const shape = { ...createText('t', { x: 0, y: 0 }, 'ab', DEFAULT_STYLE), fontSize: 10 };
    const seen: string[] = [];
    const measure = createTextMeasurer((fontId) => {
      seen.push(fontId);
      return em;
    });
    expect(measure(shape)).toEqual({ w: 10, h: 10 });
    expect(seen).toEqual(['gothic']);
    expect(createTextMeasurer(em)({ ...shape, writingMode: 'vertical' })).toEqual({ w: 10, h: 10 });
  });
});
