/**
 * The fonts in the browser. A font is registered only when a text first uses it: one `FontFace` per
 * unicode-range subset (from the manifest the build writes, vite-fonts.ts), so the browser fetches
 * only the subsets holding the characters typed. `ensure` waits for them (`document.fonts.load`);
 * `metrics` then measures advances with a canvas (estimates until then) for the text layout, and
 * `glyphOutlines` gives the export opentype.js outlines from the same files (opentype.js is imported
 * on first export, never in the editor's initial JavaScript).
 */
import {
  approximateMetrics,
  createGlyphOutlines,
  expandFontManifest,
  fontFamily,
  fontForChar,
  formatUnicodeRange,
  type CompactFontManifest,
  type FontManifest,
  type FontMetrics,
  type GlyphOutlines,
  type MetricsSource,
} from '@shop/design-document';

/** What the module needs of the browser (the real ones by default; tests pass fakes). */
export interface FontEnvironment {
  fetchManifest(): Promise<FontManifest>;
  fetchFile(url: string): Promise<ArrayBuffer>;
  /** Registers a face (`new FontFace(…)`, `document.fonts.add`). */
  addFace(family: string, source: string, descriptors: { unicodeRange: string; weight: string; style: string; display: 'swap' }): void;
  /** Loads the registered faces a CSS font shorthand needs for `text` (`document.fonts.load`). */
  loadFaces(font: string, text: string): Promise<unknown>;
  /** Width of `text` in px in a CSS font (a canvas's `measureText`). */
  measure(font: string, text: string): number;
}

export interface BrowserFonts {
  /** Registers the font (and gothic, for the Latin face's Japanese) and waits for the subsets of `text`. */
  ensure(fontId: string, text: string): Promise<void>;
  /** Per font: advances measured once a character's subset is loaded, estimates before. */
  readonly metrics: MetricsSource;
  /** Called after `ensure` loaded new characters (their advances changed): re-measure texts. */
  subscribe(listener: () => void): () => void;
  /** Glyph outlines for the export (the same files, parsed by opentype.js on first use). */
  glyphOutlines(): Promise<GlyphOutlines>;
}

/** Where the build puts the fonts (vite-fonts.ts): under the app's base URL. */
export function fontsBaseUrl(): string {
  return `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}fonts/`;
}

let canvasContext: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null = null;

export function browserEnvironment(base = fontsBaseUrl()): FontEnvironment {
  return {
    async fetchManifest() {
      const response = await fetch(`${base}manifest.json`);
      if (!response.ok) throw new Error(`Font manifest: HTTP ${response.status}`);
      return expandFontManifest((await response.json()) as CompactFontManifest);
    },
    async fetchFile(url) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Font file ${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    },
    addFace(family, source, descriptors) {
      document.fonts.add(new FontFace(family, source, descriptors));
    },
    loadFaces(font, text) {
      return document.fonts.load(font, text);
    },
    measure(font, text) {
      canvasContext ??=
        typeof OffscreenCanvas === 'function'
          ? new OffscreenCanvas(1, 1).getContext('2d')
          : document.createElement('canvas').getContext('2d');
      if (!canvasContext) return 0;
      canvasContext.font = font;
      return canvasContext.measureText(text).width;
    },
  };
}

const MEASURE_PX = 200;

export function createBrowserFonts(env: FontEnvironment = browserEnvironment()): BrowserFonts {
  let manifest: Promise<FontManifest> | null = null;
  const getManifest = () => {
    if (!manifest) {
      manifest = env.fetchManifest();
      // A failed fetch is tried again next time.
      manifest.catch(() => (manifest = null));
    }
    return manifest;
  };
  const registered = new Set<string>();
  /** Characters whose subset is loaded, per font id. */
  const loaded = new Map<string, Set<string>>();
  const advances = new Map<string, Map<string, number>>();
  const metricsById = new Map<string, FontMetrics>();
  const listeners = new Set<() => void>();
  let outlines: GlyphOutlines | null = null;

  const cssFont = (fontId: string) => {
    const font = fontFamily(fontId);
    return `${font.weight} ${MEASURE_PX}px '${font.family}'`;
  };

  const register = (fontId: string, m: FontManifest) => {
    if (registered.has(fontId)) return;
    registered.add(fontId);
    const font = m.fonts[fontId];
    if (!font) return;
    for (const subset of font.subsets) {
      const sources = [subset.woff2 && `url(${m.base}${subset.woff2}) format('woff2')`, `url(${m.base}${subset.woff}) format('woff')`]
        .filter(Boolean)
        .join(', ');
      env.addFace(font.family, sources, {
        unicodeRange: formatUnicodeRange(subset.ranges),
        weight: String(font.weight),
        style: 'normal',
        display: 'swap',
      });
    }
  };

  const metricsFor = (fontId: string): FontMetrics => {
    const id = fontFamily(fontId).id;
    let metrics = metricsById.get(id);
    if (!metrics) {
      const estimate = approximateMetrics(id);
      const cache = new Map<string, number>();
      advances.set(id, cache);
      metrics = {
        ascent: estimate.ascent,
        descent: estimate.descent,
        advance(char) {
          const known = cache.get(char);
          if (known !== undefined) return known;
          const from = fontForChar(id, char).id;
          if (!loaded.get(from)?.has(char)) return estimate.advance(char);
          const width = env.measure(cssFont(from), char) / MEASURE_PX;
          cache.set(char, width);
          return width;
        },
      };
      metricsById.set(id, metrics);
    }
    return metrics;
  };

  return {
    async ensure(fontId, text) {
      const byFont = new Map<string, string>();
      for (const char of new Set(text)) {
        if (char === '\n' || char === '\r') continue;
        const from = fontForChar(fontId, char).id;
        if (loaded.get(from)?.has(char)) continue;
        byFont.set(from, (byFont.get(from) ?? '') + char);
      }
      if (byFont.size === 0) return;
      const m = await getManifest();
      await Promise.all(
        [...byFont].map(async ([id, chars]) => {
          register(id, m);
          await env.loadFaces(cssFont(id), chars);
          const set = loaded.get(id) ?? new Set<string>();
          for (const char of chars) set.add(char);
          loaded.set(id, set);
        }),
      );
      for (const listener of listeners) listener();
    },
    metrics: metricsFor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async glyphOutlines() {
      const m = await getManifest();
      outlines ??= createGlyphOutlines({ manifest: m, fetchFile: (file) => env.fetchFile(`${m.base}${file}`) });
      return outlines;
    },
  };
}

let shared: BrowserFonts | null = null;

/** The app's fonts (one per page). */
export function browserFonts(): BrowserFonts {
  shared ??= createBrowserFonts();
  return shared;
}
