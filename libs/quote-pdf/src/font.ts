/**
 * The Japanese font of the quote: Noto Sans JP (full TrueType files of @expo-google-fonts/noto-sans-jp,
 * SIL Open Font License), read from the installed package once per process. The PDF embeds only the
 * glyphs it uses (a subset).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export type QuoteFontWeight = 'regular' | 'bold';

const FONT_FILES: Record<QuoteFontWeight, string> = {
  regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
};

const require = createRequire(import.meta.url);
const fontBytes = new Map<QuoteFontWeight, Promise<Uint8Array>>();

/** The font file's bytes, read once per process (a failed read is forgotten so that a later call retries). */
export function loadQuoteFont(weight: QuoteFontWeight): Promise<Uint8Array> {
  let bytes = fontBytes.get(weight);
  if (bytes === undefined) {
    bytes = readFile(require.resolve(FONT_FILES[weight])).then(
      (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    );
    bytes.catch(() => fontBytes.delete(weight));
    fontBytes.set(weight, bytes);
  }
  return bytes;
}

type ParsedFont = ReturnType<Fontkit['create']>;

/** The private parts of fontkit's TrueType subset that the even-length fix below touches. */
interface TrueTypeSubset {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (glyphId: number) => number;
}

/**
 * Pads every glyph the subset copies to an even length. fontkit (the @pdf-lib/fontkit fork, 1.1.1)
 * writes a subset's `loca` in the short format whenever the glyph data stays under 128 kB, storing
 * offset / 2, but copies glyphs with their odd lengths as Noto Sans JP has them: every glyph after an
 * odd one then pointed one byte off and was drawn blank. With even offsets the short format is exact.
 */
function withEvenGlyphs(font: ParsedFont): ParsedFont {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as ReturnType<ParsedFont['createSubset']> & TrueTypeSubset;
    const addGlyph = subset._addGlyph;
    if (typeof addGlyph !== 'function') return subset;
    subset._addGlyph = function (this: TrueTypeSubset, glyphId: number): number {
      const index = addGlyph.call(this, glyphId);
      const glyph = this.glyf?.[index];
      if (glyph !== undefined && this.glyf !== undefined && this.offset !== undefined && glyph.length % 2 === 1) {
        const Bytes = glyph.constructor as new (length: number) => Uint8Array;
        const padded = new Bytes(glyph.length + 1);
        padded.set(glyph);
        this.glyf[index] = padded;
        this.offset += 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();

/**
 * fontkit for pdf-lib's `registerFontkit`, keeping each font file parsed once per process: pdf-lib
 * parses the bytes again for every document otherwise, and a CJK font's tables (cmap, glyph metrics,
 * layout features) are the larger part of a quote's rendering time. A parsed font is only read when a
 * document lays out text and makes its subset (each document gets its own subset), so sharing it is safe.
 */
export const cachingFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string): ParsedFont {
    if (postscriptName !== undefined) {
      return withEvenGlyphs(fontkit.create(buffer, postscriptName));
    }
    let font = parsedFonts.get(buffer);
    if (font === undefined) {
      font = withEvenGlyphs(fontkit.create(buffer));
      parsedFonts.set(buffer, font);
    }
    return font;
  },
};
