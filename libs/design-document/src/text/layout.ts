/**
 * Text layout: where each character of a text shape goes, in millimetres in the shape's local box.
 * One layout serves the editor's canvas (glyphs drawn with the browser's font), the text box the
 * editor keeps (`TextMeasurer`) and the SVG export (glyph outlines from the font files), so the
 * three agree.
 *
 * - Horizontal: lines top to bottom, each aligned start/center/end within the longest.
 * - Vertical (縦書き): columns right to left. Kana and kanji stand upright in one-em cells; runs of
 *   Latin letters and digits are turned 90° clockwise (as in Japanese typesetting, without 縦中横);
 *   、。，． move to the upper right of their cell; ー 〜 … and brackets 「」『』（）【】 turn 90°;
 *   small kana (ぁ っ ゃ …) move slightly up and right.
 *
 * Lines (or columns) are one em thick and `lineHeight` em apart; the em box of a line is placed by
 * the font's ascent and descent (`FontMetrics`), so the box is `fontSize × (1 + (lines − 1) × lineHeight)`
 * across and as long as its longest line along. Letter spacing goes between characters (none after
 * the last of a line). No kerning and no ligatures.
 */
import type { TextMeasurer } from '../editor/types.ts';
import type { TextShape } from '../model/types.ts';
import { fontFamily } from './fonts.ts';

/** A font's measures, in em. */
export interface FontMetrics {
  /** A character's horizontal advance. */
  advance(char: string): number;
  /** The em box above the baseline (e.g. 0.88 for Japanese fonts). */
  readonly ascent: number;
  /** The em box below the baseline (e.g. 0.12). */
  readonly descent: number;
}

/** Metrics per font id (or one for every font). */
export type MetricsSource = FontMetrics | ((fontId: string) => FontMetrics);

export interface LaidOutGlyph {
  readonly char: string;
  /** Where it is in the text (UTF-16 offset), for carets and selection. */
  readonly index: number;
  /** Which line (column, vertically) it is on. */
  readonly line: number;
  /** The pen origin: the left end of the glyph's baseline, local mm. */
  readonly x: number;
  readonly y: number;
  /** 0 upright; 90 turned 90° clockwise about (x, y). */
  readonly rotation: 0 | 90;
  /** The em size in mm. */
  readonly size: number;
  /** Its advance along the line, mm (without letter spacing). */
  readonly advance: number;
}

export interface TextLayout {
  readonly w: number;
  readonly h: number;
  readonly glyphs: readonly LaidOutGlyph[];
}

/** Widths of ASCII characters (Helvetica's, /1000 em), for the estimate before a font is loaded. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** A character's advance without the font (em): ASCII by a width table, other Latin 0.6, half-width kana 0.5, the rest (CJK) 1. */
export function approximateAdvance(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return (ASCII_WIDTHS[code - 0x20] ?? 556) / 1000;
  if (code < 0x2e80 && !isFullWidthSymbol(code)) return 0.6;
  if (code >= 0xff61 && code <= 0xffdc) return 0.5;
  return 1;
}

function isFullWidthSymbol(code: number): boolean {
  // Japanese fonts set these full width: ※ …‥ — ― ○●◎□■△▲▽▼◇◆☆★ ← → ↑ ↓ and the like.
  return code === 0x203b || code === 0x2026 || code === 0x2025 || code === 0x2014 || code === 0x2015 || (code >= 0x2190 && code <= 0x2bff);
}

/** Metrics without the font: `approximateAdvance`, and the catalogue's ascent/descent (condensed for the display face). */
export function approximateMetrics(fontId = 'gothic'): FontMetrics {
  const font = fontFamily(fontId);
  const latinScale = font.kind === 'display' ? 0.7 : 1;
  return {
    ascent: font.ascent,
    descent: font.descent,
    advance: (char) => {
      const a = approximateAdvance(char);
      return a < 1 ? a * latinScale : a;
    },
  };
}

function metricsFor(source: MetricsSource, fontId: string): FontMetrics {
  return typeof source === 'function' ? source(fontId) : source;
}

const ROTATED_IN_VERTICAL = new Set([...'ー〜～…‥—―－＝「」『』（）【】〔〕［］｛｝〈〉《》＜＞｟｠〖〗〘〙〚〛：；']);
const UPPER_RIGHT_IN_VERTICAL = new Set([...'、。，．']);
const SMALL_KANA = new Set([...'ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ']);

/** How a character stands in vertical text. */
export type VerticalOrientation = 'upright' | 'rotated' | 'upper-right' | 'small-kana';

export function verticalOrientation(char: string): VerticalOrientation {
  if (UPPER_RIGHT_IN_VERTICAL.has(char)) return 'upper-right';
  if (SMALL_KANA.has(char)) return 'small-kana';
  if (ROTATED_IN_VERTICAL.has(char)) return 'rotated';
  const code = char.codePointAt(0) ?? 0;
  // Latin, Greek, Cyrillic, general punctuation and half-width forms run sideways; CJK, kana,
  // full-width forms and symbols stand upright.
  if (code < 0x2e80 && !isFullWidthSymbol(code)) return 'rotated';
  return 'upright';
}

/** How far small kana and 、。 move in vertical text (em, right and up). */
const SMALL_KANA_SHIFT = 0.1;
const PUNCTUATION_SHIFT = 0.5;

export function layoutText(
  shape: Pick<TextShape, 'text' | 'fontId' | 'fontSize' | 'letterSpacing' | 'lineHeight' | 'writingMode' | 'align'>,
  source: MetricsSource,
): TextLayout {
  const metrics = metricsFor(source, shape.fontId);
  const size = shape.fontSize;
  const spacing = shape.letterSpacing * size;
  const pitch = shape.lineHeight * size;
  const emTotal = metrics.ascent + metrics.descent || 1;
  // The baseline's depth in a one-em line, and the em box's centre above the baseline.
  const baseline = (metrics.ascent / emTotal) * size;
  const middle = ((metrics.ascent - metrics.descent) / (2 * emTotal)) * size;
  const vertical = shape.writingMode === 'vertical';
  const align = shape.align === 'center' ? 0.5 : shape.align === 'end' ? 1 : 0;

  interface Item {
    readonly char: string;
    readonly index: number;
    readonly orientation: VerticalOrientation;
    /** Horizontal advance of the glyph, mm. */
    readonly width: number;
    /** Advance along the line, mm. */
    readonly along: number;
  }
  const lines: Item[][] = [];
  let index = 0;
  for (const raw of shape.text.split('\n')) {
    const items: Item[] = [];
    for (const ch of raw) {
      const char = ch === '\t' ? ' ' : ch;
      if (char !== '\r') {
        const width = metrics.advance(char) * size;
        const orientation: VerticalOrientation = vertical ? verticalOrientation(char) : 'upright';
        const along = vertical && orientation !== 'rotated' ? size : width;
        items.push({ char, index, orientation, width, along });
      }
      index += ch.length;
    }
    index += 1;
    lines.push(items);
  }
  const lengthOf = (items: readonly Item[]) => items.reduce((sum, item) => sum + item.along, 0) + Math.max(0, items.length - 1) * spacing;
  const lengths = lines.map(lengthOf);
  const longest = Math.max(0, ...lengths);
  const across = size * (1 + (lines.length - 1) * shape.lineHeight);

  const glyphs: LaidOutGlyph[] = [];
  lines.forEach((items, line) => {
    let cursor = (longest - (lengths[line] ?? 0)) * align;
    if (!vertical) {
      const y = line * pitch + baseline;
      for (const item of items) {
        glyphs.push({ char: item.char, index: item.index, line, x: cursor, y, rotation: 0, size, advance: item.width });
        cursor += item.width + spacing;
      }
      return;
    }
    const centre = across - size / 2 - line * pitch;
    for (const item of items) {
      const base = { char: item.char, index: item.index, line, size };
      if (item.orientation === 'rotated') {
        // Turned clockwise: the glyph's baseline runs down the column, its em box centred on it.
        glyphs.push({ ...base, x: centre - middle, y: cursor, rotation: 90, advance: item.width });
      } else {
        const shift =
          item.orientation === 'upper-right' ? PUNCTUATION_SHIFT * size : item.orientation === 'small-kana' ? SMALL_KANA_SHIFT * size : 0;
        glyphs.push({ ...base, x: centre - item.width / 2 + shift, y: cursor + baseline - shift, rotation: 0, advance: size });
      }
      cursor += item.along + spacing;
    }
  });
  return vertical ? { w: across, h: longest, glyphs } : { w: longest, h: across, glyphs };
}

/** The editor's `TextMeasurer` from font metrics: a text's box is its layout's. */
export function createTextMeasurer(source: MetricsSource): TextMeasurer {
  return (shape) => {
    const { w, h } = layoutText(shape, source);
    return { w, h };
  };
}
