/**
 * The font manifest: per font id, its unicode-range subsets and their files, read from the
 * `@font-face` rules of a Fontsource package's CSS (e.g. `@fontsource/noto-sans-jp/400.css`, about
 * 120 subsets for a Japanese face). The app's build writes it next to the copied font files; the
 * browser registers `@font-face` rules from it and the export loads the subsets a text needs.
 * Pure functions (no file system): the Vite plugin reads the CSS and calls them.
 */
import { FONT_FAMILIES } from './fonts.ts';

/** Code point ranges, inclusive. */
export type UnicodeRanges = readonly (readonly [number, number])[];

export interface FontSubset {
  /** The subset's WOFF file name (what opentype.js parses). */
  readonly woff: string;
  /** The subset's WOFF2 file name (what browsers load), or null when the package has none. */
  readonly woff2: string | null;
  readonly ranges: UnicodeRanges;
}

export interface ManifestFont {
  readonly family: string;
  readonly weight: number;
  readonly subsets: readonly FontSubset[];
}

export interface FontManifest {
  readonly version: 1;
  /** The URL the files are under (ends with `/`); file names are relative to it. */
  readonly base: string;
  readonly fonts: Readonly<Record<string, ManifestFont>>;
}

/** Parses a CSS `unicode-range` value (`U+0000-00FF,U+0131,U+4??`). */
export function parseUnicodeRange(value: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of value.split(',')) {
    const token = part.trim().replace(/^u\+/i, '');
    if (!token) continue;
    if (token.includes('?')) {
      const low = parseInt(token.replace(/\?/g, '0'), 16);
      const high = parseInt(token.replace(/\?/g, 'f'), 16);
      if (Number.isFinite(low) && Number.isFinite(high)) ranges.push([low, high]);
      continue;
    }
    const [from, to] = token.split('-');
    const low = parseInt(from ?? '', 16);
    const high = to === undefined ? low : parseInt(to, 16);
    if (Number.isFinite(low) && Number.isFinite(high)) ranges.push([low, high]);
  }
  return ranges;
}

/** Formats ranges back as a CSS `unicode-range` value. */
export function formatUnicodeRange(ranges: UnicodeRanges): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

export function rangesContain(ranges: UnicodeRanges, code: number): boolean {
  for (const [a, b] of ranges) if (code >= a && code <= b) return true;
  return false;
}

/** The subsets of a Fontsource CSS file (its `@font-face` rules of one weight), with their file names (without directories). */
export function subsetsFromFontsourceCss(css: string): FontSubset[] {
  const subsets: FontSubset[] = [];
  for (const match of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = match[1] ?? '';
    const urls = [...body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)\s*format\(\s*['"]?([\w-]+)['"]?\s*\)/g)].map((m) => ({
      file: (m[1] ?? '').split('/').pop() ?? '',
      format: m[2],
    }));
    const woff = urls.find((u) => u.format === 'woff')?.file;
    if (!woff) continue;
    const range = /unicode-range\s*:\s*([^;]+)/.exec(body)?.[1];
    subsets.push({
      woff,
      woff2: urls.find((u) => u.format === 'woff2')?.file ?? null,
      ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
    });
  }
  return subsets;
}

/**
 * The manifest of the catalogue's fonts, given a function reading a package's CSS of a weight
 * (`(packageName, weight) => css`).
 */
export function buildFontManifest(readCss: (packageName: string, weight: number) => string, base: string): FontManifest {
  const fonts: Record<string, ManifestFont> = {};
  for (const font of FONT_FAMILIES) {
    fonts[font.id] = {
      family: font.family,
      weight: font.weight,
      subsets: subsetsFromFontsourceCss(readCss(font.packageName, font.weight)),
    };
  }
  return { version: 1, base: base.endsWith('/') ? base : `${base}/`, fonts };
}

/**
 * The manifest as the build writes it: unicode ranges as CSS `unicode-range` text, each distinct
 * set once (Fontsource cuts its Japanese faces along the same ~120 slices, so 7 fonts share ~130
 * sets), and each subset as `[woff, woff2 | null, index of its ranges]`: some 130 kB instead of 780.
 */
export interface CompactFontManifest {
  readonly version: 1;
  readonly base: string;
  readonly ranges: readonly string[];
  readonly fonts: Readonly<
    Record<
      string,
      { readonly family: string; readonly weight: number; readonly subsets: readonly (readonly [string, string | null, number])[] }
    >
  >;
}

export function compactFontManifest(manifest: FontManifest): CompactFontManifest {
  const ranges: string[] = [];
  const index = new Map<string, number>();
  const fonts: Record<string, CompactFontManifest['fonts'][string]> = {};
  for (const [id, font] of Object.entries(manifest.fonts)) {
    fonts[id] = {
      family: font.family,
      weight: font.weight,
      subsets: font.subsets.map((s) => {
        const text = formatUnicodeRange(s.ranges);
        let i = index.get(text);
        if (i === undefined) {
          i = ranges.push(text) - 1;
          index.set(text, i);
        }
        return [s.woff, s.woff2, i] as const;
      }),
    };
  }
  return { version: 1, base: manifest.base, ranges, fonts };
}

export function expandFontManifest(compact: CompactFontManifest): FontManifest {
  const ranges = compact.ranges.map(parseUnicodeRange);
  const fonts: Record<string, ManifestFont> = {};
  for (const [id, font] of Object.entries(compact.fonts)) {
    fonts[id] = {
      family: font.family,
      weight: font.weight,
      subsets: font.subsets.map(([woff, woff2, i]) => ({ woff, woff2, ranges: ranges[i] ?? [] })),
    };
  }
  return { version: 1, base: compact.base, fonts };
}

/** The subsets of a font that hold the characters of `text` (each once, in manifest order). */
export function subsetsForText(font: ManifestFont, text: string): FontSubset[] {
  const needed = new Set<FontSubset>();
  const seen = new Set<number>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (seen.has(code) || code === 10 || code === 13) continue;
    seen.add(code);
    const subset = font.subsets.find((s) => rangesContain(s.ranges, code));
    if (subset) needed.add(subset);
  }
  return font.subsets.filter((s) => needed.has(s));
}
