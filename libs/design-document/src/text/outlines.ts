/**
 * Glyph outlines from the font files, for texts turned into paths (the printer needs no fonts). The
 * source loads only the unicode-range subsets a text needs (Fontsource's WOFF files, listed in the
 * font manifest), parses them with opentype.js (imported on first use, so it is never in the
 * editor's initial JavaScript), and answers each character's outline and advance; its `metrics`
 * are the real advances for `layoutText`.
 */
import { round } from '../geometry/matrix.ts';
import { fontFamily, fontForChar } from './fonts.ts';
import { rangesContain, subsetsForText, type FontManifest, type FontSubset, type ManifestFont } from './font-manifest.ts';
import { approximateAdvance, type FontMetrics, type LaidOutGlyph } from './layout.ts';

/** A glyph's outline in em, y down, origin at the pen position on the baseline. */
export interface GlyphOutline {
  /** One letter per command: M, L, Q, C or Z. */
  readonly ops: string;
  /** Their points' coordinates in order (x, y pairs; Q has two points, C three). */
  readonly coords: readonly number[];
  /** Horizontal advance, em. */
  readonly advance: number;
}

export interface GlyphOutlines {
  /** Loads the subsets that draw `text` in a font (and in its fallback for characters it lacks). */
  load(fontId: string, text: string): Promise<void>;
  /** Advances from the loaded subsets (estimates for characters not loaded yet). */
  metrics(fontId: string): FontMetrics;
  /** A character's outline, or null when its subset is not loaded or the font has no such glyph. */
  outline(fontId: string, char: string): GlyphOutline | null;
  /** A laid-out glyph's outline as SVG path data in the text's local mm ('' for none). */
  glyphPath(fontId: string, glyph: LaidOutGlyph): string;
}

/** What a font file gives: its em size and each character's outline. */
export interface ParsedFont {
  readonly unitsPerEm: number;
  glyph(char: string): { readonly advance: number; readonly commands: readonly OutlineCommand[] } | null;
}

/** A path command in font units, y up (opentype.js's `Path.commands`). */
export interface OutlineCommand {
  readonly type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  readonly x?: number;
  readonly y?: number;
  readonly x1?: number;
  readonly y1?: number;
  readonly x2?: number;
  readonly y2?: number;
}

export type FontParser = (bytes: ArrayBuffer) => ParsedFont;

export interface GlyphOutlinesOptions {
  readonly manifest: FontManifest;
  /** Fetches a subset's WOFF file by its name in the manifest. */
  readonly fetchFile: (file: string) => Promise<ArrayBuffer | Uint8Array>;
  /** Parses a font file (opentype.js by default, imported when first needed). */
  readonly parse?: FontParser;
}

interface OpenTypeGlyph {
  readonly advanceWidth?: number;
  readonly path: { readonly commands: readonly OutlineCommand[] };
}
interface OpenTypeFont {
  readonly unitsPerEm: number;
  charToGlyphIndex(char: string): number;
  readonly glyphs: { get(index: number): OpenTypeGlyph };
}
interface OpenTypeModule {
  parse(bytes: ArrayBuffer, options?: { lowMemory?: boolean }): OpenTypeFont;
}

let opentypeParser: Promise<FontParser> | null = null;

/** opentype.js's parser, imported on first use (its ESM build has named exports; under Node its CommonJS build is the default export). */
export function loadOpentypeParser(): Promise<FontParser> {
  // @ts-expect-error -- opentype.js 2 ships no type declarations; OpenTypeModule names the members used.
  opentypeParser ??= import('opentype.js').then((mod: { parse?: OpenTypeModule['parse']; default?: OpenTypeModule }) => {
    const parse = mod.parse ?? mod.default?.parse;
    if (!parse) throw new Error('opentype.js has no parse function');
    return (bytes: ArrayBuffer): ParsedFont => {
      const font = parse(bytes, { lowMemory: true });
      return {
        unitsPerEm: font.unitsPerEm,
        glyph(char) {
          const index = font.charToGlyphIndex(char);
          if (!index) return null;
          const glyph = font.glyphs.get(index);
          return { advance: glyph.advanceWidth ?? font.unitsPerEm, commands: glyph.path.commands };
        },
      };
    };
  });
  return opentypeParser;
}

function toArrayBuffer(bytes: ArrayBuffer | Uint8Array): ArrayBuffer {
  // ArrayBuffer.isView, not instanceof: the bytes may come from another realm (a worker, jsdom).
  if (!ArrayBuffer.isView(bytes)) return bytes;
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** Converts font-unit commands (y up) to an em outline (y down). */
export function toGlyphOutline(commands: readonly OutlineCommand[], unitsPerEm: number, advance: number): GlyphOutline {
  const k = 1 / unitsPerEm;
  let ops = '';
  const coords: number[] = [];
  const point = (x = 0, y = 0) => coords.push(x * k, -y * k);
  for (const c of commands) {
    ops += c.type;
    if (c.type === 'Q') point(c.x1, c.y1);
    if (c.type === 'C') {
      point(c.x1, c.y1);
      point(c.x2, c.y2);
    }
    if (c.type !== 'Z') point(c.x, c.y);
  }
  return { ops, coords, advance: advance * k };
}

/** An em outline placed as a laid-out glyph: scaled to its size, turned 90° clockwise if rotated, moved to its origin (SVG path data, local mm, 3 decimals). */
export function placeOutline(outline: GlyphOutline, glyph: Pick<LaidOutGlyph, 'x' | 'y' | 'size' | 'rotation'>): string {
  const { x, y, size } = glyph;
  const turned = glyph.rotation === 90;
  const c = outline.coords;
  let d = '';
  let i = 0;
  const next = () => {
    const u = (c[i] ?? 0) * size;
    const v = (c[i + 1] ?? 0) * size;
    i += 2;
    // Clockwise quarter turn (y down): (u, v) → (−v, u).
    return turned ? `${round(x - v)} ${round(y + u)}` : `${round(x + u)} ${round(y + v)}`;
  };
  for (const op of outline.ops) {
    if (op === 'Z') d += 'Z';
    else if (op === 'Q') d += `Q${next()} ${next()}`;
    else if (op === 'C') d += `C${next()} ${next()} ${next()}`;
    else d += `${op}${next()}`;
  }
  return d;
}

export function createGlyphOutlines(options: GlyphOutlinesOptions): GlyphOutlines {
  const { manifest, fetchFile } = options;
  const parsed = new Map<string, Promise<ParsedFont>>();
  const ready = new Map<string, ParsedFont>();
  const outlines = new Map<string, GlyphOutline | null>();

  const manifestFont = (fontId: string): ManifestFont | undefined => manifest.fonts[fontId];
  const subsetOf = (font: ManifestFont | undefined, char: string): FontSubset | undefined => {
    const code = char.codePointAt(0) ?? 0;
    return font?.subsets.find((s) => rangesContain(s.ranges, code));
  };

  const loadSubset = (subset: FontSubset): Promise<ParsedFont> => {
    let promise = parsed.get(subset.woff);
    if (!promise) {
      promise = Promise.all([options.parse ?? loadOpentypeParser(), fetchFile(subset.woff)]).then(([parse, bytes]) => {
        const font = parse(toArrayBuffer(bytes));
        ready.set(subset.woff, font);
        return font;
      });
      // A failed fetch may be retried by a later load.
      promise.catch(() => parsed.delete(subset.woff));
      parsed.set(subset.woff, promise);
    }
    return promise;
  };

  const outline = (fontId: string, char: string): GlyphOutline | null => {
    const id = fontForChar(fontId, char).id;
    const key = `${id}\u0000${char}`;
    const known = outlines.get(key);
    if (known !== undefined) return known;
    const subset = subsetOf(manifestFont(id), char);
    const font = subset && ready.get(subset.woff);
    if (!font) return null;
    const glyph = font.glyph(char);
    const result = glyph ? toGlyphOutline(glyph.commands, font.unitsPerEm, glyph.advance) : null;
    outlines.set(key, result);
    return result;
  };

  return {
    async load(fontId, text) {
      const byFont = new Map<string, string>();
      for (const char of text) {
        const id = fontForChar(fontId, char).id;
        byFont.set(id, (byFont.get(id) ?? '') + char);
      }
      const subsets = [...byFont].flatMap(([id, chars]) => {
        const font = manifestFont(id);
        return font ? subsetsForText(font, chars) : [];
      });
      await Promise.all(subsets.map(loadSubset));
    },
    metrics(fontId) {
      const family = fontFamily(fontId);
      return {
        ascent: family.ascent,
        descent: family.descent,
        advance: (char) => outline(family.id, char)?.advance ?? approximateAdvance(char),
      };
    },
    outline,
    glyphPath(fontId, glyph) {
      const found = outline(fontId, glyph.char);
      return found ? placeOutline(found, glyph) : '';
    },
  };
}
