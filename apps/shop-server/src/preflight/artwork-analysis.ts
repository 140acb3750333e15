/**
 * Measuring an upload for the preflight (issue #30), with the tools files/ already uses for its
 * renditions: sharp (libvips) for pixels, and jsdom (as the SVG sanitiser) to read an SVG's lines and
 * text. What is measured is `@shop/artwork-domain`'s AnalysedArtwork:
 *
 * - size: pixels of an image; for an SVG its drawing units (the viewBox, else width and height), so
 *   line widths and text sizes are in the same units;
 * - semi-transparency: soft areas (shadows, glows, translucent fills), not the one-pixel soft edge of
 *   anti-aliasing: a pixel counts when it and its four neighbours are all partly transparent, and the
 *   file has them when they are over SOFT_SHARE of its visible pixels;
 * - flat colours (the inks silk-screen needs): opaque pixels quantised to 16 levels per channel; the
 *   colours holding at least COLOUR_SHARE of them are counted when together they hold FLAT_COVER of
 *   them and are at most MAX_FLAT_COLOURS; otherwise (photo, gradient) the count is unknown (null). An
 *   opaque background counts as a colour, as it would print;
 * - for an SVG, the thinnest stroke and the smallest text, with inherited `stroke`, `stroke-width`,
 *   `font-size` (attribute or style) and `scale`/`matrix` transforms; lengths in px, pt or mm, not %
 *   or em (those are left out, not guessed).
 *
 * PDF and AI are not measured (null): the staff check them by eye, and the findings say so.
 */
import type { AnalysedArtwork } from '@shop/artwork-domain';
import sharp from 'sharp';

/** Longest side the pixels are counted at (nearest-neighbour, so flat colours stay flat). */
const SAMPLE_SIZE = 512;
const SOFT_SHARE = 0.005;
const COLOUR_SHARE = 0.002;
const FLAT_COVER = 0.97;
const MAX_FLAT_COLOURS = 12;
const MAX_INPUT_PIXELS = 0x3fff * 0x3fff;

export type MeasurableKind = 'png' | 'jpeg' | 'webp' | 'svg';

/** What the pixels say: soft areas and flat colours. */
export function pixelFacts(data: Uint8Array, width: number, height: number): { semiTransparent: boolean; inkColors: number | null } {
  const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3] ?? 0;
  const soft = (a: number) => a >= 16 && a <= 239;
  let visible = 0;
  let softInside = 0;
  const histogram = new Map<number, number>();
  let opaque = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const a = data[i + 3] ?? 0;
      if (a >= 16) visible++;
      if (soft(a) && x > 0 && y > 0 && x < width - 1 && y < height - 1) {
        if (soft(alpha(x - 1, y)) && soft(alpha(x + 1, y)) && soft(alpha(x, y - 1)) && soft(alpha(x, y + 1))) softInside++;
      }
      if (a >= 240) {
        opaque++;
        const key = ((data[i] ?? 0) >> 4) * 256 + ((data[i + 1] ?? 0) >> 4) * 16 + ((data[i + 2] ?? 0) >> 4);
        histogram.set(key, (histogram.get(key) ?? 0) + 1);
      }
    }
  }
  const semiTransparent = visible > 0 && softInside / visible > SOFT_SHARE;
  if (opaque === 0) return { semiTransparent, inkColors: 0 };
  const flat = [...histogram.values()].filter((count) => count / opaque >= COLOUR_SHARE);
  const cover = flat.reduce((sum, count) => sum + count, 0) / opaque;
  const inkColors = cover >= FLAT_COVER && flat.length <= MAX_FLAT_COLOURS ? flat.length : null;
  return { semiTransparent, inkColors };
}

async function samplePixels(bytes: Uint8Array, kind: MeasurableKind, width: number, height: number) {
  const density = kind === 'svg' ? Math.min(2400, Math.max(1, (72 * SAMPLE_SIZE) / Math.max(width, height))) : undefined;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...(density ? { density } : {}) })
    .autoOrient()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside', withoutEnlargement: kind !== 'svg', kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return pixelFacts(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

const UNIT_TO_USER: Readonly<Record<string, number>> = { '': 1, px: 1, pt: 96 / 72, mm: 96 / 25.4, cm: 960 / 25.4, in: 96, pc: 16 };

/** An SVG length in user units; null for %, em and anything not a plain length. */
export function svgLength(value: string | null | undefined): number | null {
  if (value == null) return null;
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|pt|mm|cm|in|pc)?\s*$/i.exec(value);
  if (!match) return null;
  const factor = UNIT_TO_USER[(match[2] ?? '').toLowerCase()];
  return factor === undefined ? null : Number(match[1]) * factor;
}

/** The uniform scale of a `transform` (scale() and matrix(); a rotation keeps lengths; skew is averaged). */
export function transformScale(transform: string | null): number {
  if (!transform) return 1;
  let scale = 1;
  for (const [, name, args] of transform.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const n = (args ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (name === 'scale' && n[0] !== undefined) scale *= Math.sqrt(Math.abs(n[0] * (n[1] ?? n[0])));
    if (name === 'matrix' && n.length === 6) scale *= Math.sqrt(Math.abs(n[0]! * n[3]! - n[1]! * n[2]!));
  }
  return scale;
}

const DRAWN = new Set(['path', 'line', 'polyline', 'polygon', 'rect', 'circle', 'ellipse', 'text', 'tspan']);
const TEXT = new Set(['text', 'tspan', 'textPath']);

/** The thinnest stroke and smallest text of an SVG, in its drawing units, and those units' size. */
export async function svgFacts(
  svg: string,
): Promise<{ width: number | null; height: number | null; thinnestLine: number | null; smallestText: number | null }> {
  const { JSDOM } = await import('jsdom');
  const doc = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
  const root = doc.documentElement;
  const viewBox = (root.getAttribute('viewBox') ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const [vbWidth, vbHeight] = viewBox.length === 4 ? [viewBox[2]!, viewBox[3]!] : [null, null];
  const width = vbWidth ?? svgLength(root.getAttribute('width'));
  const height = vbHeight ?? svgLength(root.getAttribute('height'));
  let thinnestLine: number | null = null;
  let smallestText: number | null = null;
  // Inherited properties: a presentation attribute, overridden by the style attribute.
  const prop = (el: Element, name: string): string | null => {
    const style = el.getAttribute('style') ?? '';
    const fromStyle = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`, 'i').exec(style)?.[1]?.trim();
    return fromStyle ?? el.getAttribute(name);
  };
  const walk = (el: Element, inherited: { stroke: string; strokeWidth: number | null; fontSize: number; scale: number }) => {
    const scale = inherited.scale * (el === root ? 1 : transformScale(el.getAttribute('transform')));
    const stroke = prop(el, 'stroke') ?? inherited.stroke;
    const ownWidth = svgLength(prop(el, 'stroke-width'));
    const strokeWidth = ownWidth !== null ? ownWidth * scale : inherited.strokeWidth;
    const ownFont = svgLength(prop(el, 'font-size'));
    const fontSize = ownFont !== null ? ownFont * scale : inherited.fontSize;
    const tag = el.localName;
    // Without a stroke-width anywhere above, the initial 1 unit, in this element's (scaled) units.
    const drawnWidth = strokeWidth ?? scale;
    if (DRAWN.has(tag) && stroke !== 'none' && stroke !== '' && drawnWidth > 0) {
      thinnestLine = thinnestLine === null ? drawnWidth : Math.min(thinnestLine, drawnWidth);
    }
    if (TEXT.has(tag) && [...el.childNodes].some((node) => node.nodeType === 3 && (node.textContent ?? '').trim() !== '')) {
      smallestText = smallestText === null ? fontSize : Math.min(smallestText, fontSize);
    }
    for (const child of el.children) walk(child, { stroke, strokeWidth, fontSize, scale });
  };
  // SVG's initial values: no stroke (a stroke without a width is 1 unit wide), 16 px text.
  walk(root, { stroke: 'none', strokeWidth: null, fontSize: 16, scale: 1 });
  return { width, height, thinnestLine, smallestText };
}

/**
 * What the preflight measures of a stored upload: `width`/`height` are the file's recorded pixel
 * size (an SVG's at 72 dpi); null for PDF and AI or when sharp cannot read the bytes.
 */
export async function analyseArtwork(
  bytes: Uint8Array,
  kind: MeasurableKind | 'pdf' | 'ai',
  size: { width: number | null; height: number | null },
): Promise<AnalysedArtwork | null> {
  if (kind === 'pdf' || kind === 'ai' || !size.width || !size.height) return null;
  try {
    const pixels = await samplePixels(bytes, kind, size.width, size.height);
    if (kind !== 'svg') {
      return { kind: 'raster', width: size.width, height: size.height, ...pixels, thinnestLine: null, smallestText: null };
    }
    const facts = await svgFacts(Buffer.from(bytes).toString('utf8'));
    const width = facts.width && facts.width > 0 ? facts.width : size.width;
    const height = facts.height && facts.height > 0 ? facts.height : size.height;
    return { kind: 'vector', width, height, ...pixels, thinnestLine: facts.thinnestLine, smallestText: facts.smallestText };
  } catch {
    // Bytes sharp or jsdom cannot read (the upload was accepted, so this is rare): measured by eye.
    return null;
  }
}
