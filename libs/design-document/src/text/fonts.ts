/**
 * The fonts shoppers can set text in: Japanese-capable faces from Fontsource npm packages (each split
 * into unicode-range subsets, so a browser loads only the subsets of the characters typed), all under
 * the SIL Open Font License 1.1, at weight 400. `TextShape.fontId` is one of these ids.
 */

export type FontKind = 'gothic' | 'mincho' | 'rounded' | 'brush' | 'handwritten' | 'pop' | 'display';

export interface FontFamily {
  /** Stored in `TextShape.fontId`. */
  readonly id: string;
  /** Shown in the font menu. */
  readonly label: string;
  /** The CSS `font-family` name (as Fontsource declares it). */
  readonly family: string;
  /** The npm package its files come from. */
  readonly packageName: string;
  readonly weight: number;
  /** SPDX id of the font's licence. */
  readonly licence: string;
  readonly kind: FontKind;
  /** Whether it has Japanese glyphs (the Latin display face falls back to gothic for those). */
  readonly japanese: boolean;
  /**
   * The em box above and below the baseline, in em (the fonts' OS/2 typo ascender and descender):
   * text layout places the em box, not the taller line box, so lines sit the same in every font.
   */
  readonly ascent: number;
  readonly descent: number;
  /**
   * Its thinnest strokes (a regular weight's hairlines and stems), in em, roughly: the print check
   * flags text whose thinnest strokes come out under 0.3 mm (`fontSize × thinnestStroke`).
   */
  readonly thinnestStroke: number;
  /** A sample the font menu shows in the face. */
  readonly sample: string;
}

export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    id: 'gothic',
    label: 'ゴシック（Noto Sans JP）',
    family: 'Noto Sans JP',
    packageName: '@fontsource/noto-sans-jp',
    weight: 400,
    licence: 'OFL-1.1',
    kind: 'gothic',
    japanese: true,
    ascent: 0.88,
    descent: 0.12,
    thinnestStroke: 0.075,
    sample: 'あア亜Aa',
  },
  {
    id: 'mincho',
    label: '明朝（Noto Serif JP）',
    family: 'Noto Serif JP',
    packageName: '@fontsource/noto-serif-jp',
    weight: 400,
    licence: 'OFL-1.1',
    kind: 'mincho',
    japanese: true,
    ascent: 0.88,
    descent: 0.12,
    thinnestStroke: 0.04,
    sample: 'あア亜Aa',
  },
  {
    id: 'rounded',
    label: '丸ゴシック（M PLUS Rounded 1c）',
    family: 'M PLUS Rounded 1c',
    packageName: '@fontsource/m-plus-rounded-1c',
    weight: 400,
    licence: 'OFL-1.1',
    kind: 'rounded',
    japanese: true,
    ascent: 0.86,
    descent: 0.14,
    thinnestStroke: 0.075,
    sample: 'あア亜Aa',
  },
  {
    id: 'brush',
    label: '筆文字（Yuji Syuku）',
    family: 'Yuji Syuku',
    packageName: '@fontsource/yuji-syuku',
    weight: 400,
    licence: 'OFL-1.1',
    kind: 'brush',
    japanese: true,
    ascent: 0.88,
    descent: 0.12,
    thinnestStroke: 0.05,
    sample: 'あア亜Aa',
  },
  {
    id: 'handwritten',
    label: '手書き風（Klee One）',
    family: 'Klee One',
    packageName: '@fontsource/klee-one',
    weight: 400,
    licence: 'OFL-1.1',
    kind: 'handwritten',
    japanese: true,
    ascent: 0.88,
    descent: 0.12,
    thinnestStroke: 0.06,
    sample: 'あア亜Aa',
  },
  {
    id: 'pop',
    label: 'ポップ（Mochiy Pop One）',
    family: 'Mochiy Pop One',
    packageName: '@fontsource/mochiy-pop-one',
    weight: 400,
    licence: 'OFL-1.1',
    kind: 'pop',
    japanese: true,
    ascent: 0.88,
    descent: 0.12,
    thinnestStroke: 0.12,
    sample: 'あア亜Aa',
  },
  {
    id: 'display',
    label: '英字ディスプレイ（Bebas Neue）',
    family: 'Bebas Neue',
    packageName: '@fontsource/bebas-neue',
    weight: 400,
    licence: 'OFL-1.1',
    kind: 'display',
    japanese: false,
    ascent: 0.9,
    descent: 0.3,
    thinnestStroke: 0.09,
    sample: 'ABC123',
  },
];

export const DEFAULT_FONT_ID = 'gothic';

const BY_ID = new Map(FONT_FAMILIES.map((f) => [f.id, f]));

/** The font of an id; the default (gothic) for an unknown id, so old or foreign documents still render. */
export function fontFamily(id: string): FontFamily {
  return BY_ID.get(id) ?? (BY_ID.get(DEFAULT_FONT_ID) as FontFamily);
}

/** The font whose outlines draw a character: a face without Japanese glyphs falls back to gothic for non-Latin characters. */
export function fontForChar(id: string, char: string): FontFamily {
  const font = fontFamily(id);
  if (font.japanese) return font;
  const code = char.codePointAt(0) ?? 0;
  return code < 0x0250 || (code >= 0x2000 && code <= 0x206f) ? font : fontFamily(DEFAULT_FONT_ID);
}

/** The CSS `font-family` value for a font id, with the fallbacks a browser uses meanwhile. */
export function cssFontFamily(id: string): string {
  const font = fontFamily(id);
  const fallback = font.kind === 'mincho' ? 'serif' : 'sans-serif';
  return font.japanese ? `'${font.family}', ${fallback}` : `'${font.family}', 'Noto Sans JP', ${fallback}`;
}
