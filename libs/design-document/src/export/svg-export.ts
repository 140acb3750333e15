/**
 * The SVG for the printer: one page (placement) at true size in millimetres, every shape drawn with
 * the same geometry the canvas uses (geometry/shape-geometry.ts), every text turned into outline
 * paths from the font files (no `<text>`: the printer needs no fonts), images embedded as data URLs
 * at full resolution, everything clipped to the print area and shapes wholly outside it left out.
 * The output is deterministic: the same page and files give the same bytes.
 */
import { matrixToSvg, round } from '../geometry/matrix.ts';
import {
  arrowHeadsPath,
  arrowShaftPath,
  boxesIntersect,
  dashArray,
  ellipsePath,
  linePath,
  pathShapePath,
  pencilPath,
  rectPath,
  shapeInkBounds,
  shapeTransform,
  type Box,
} from '../geometry/shape-geometry.ts';
import type { DesignDocument, ImageShape, Page, Shape, TextShape } from '../model/types.ts';
import { layoutText } from '../text/layout.ts';
import type { GlyphOutlines } from '../text/outlines.ts';

export interface SvgExportOptions {
  /** Where texts' glyph outlines come from (text/outlines.ts). */
  readonly outlines: GlyphOutlines;
  /** The full-resolution picture of an image as a data URL (`data:image/png;base64,…`); the shape's `src` when absent. */
  readonly resolveImage?: (fileUuid: string, shape: ImageShape) => Promise<string>;
  /** A `<title>` for the file (e.g. the design's and placement's names). */
  readonly title?: string;
}

/** SVG presentation attributes of a shape's paint (what the canvas sets too), by attribute name. */
export type SvgAttributes = Readonly<Record<string, string>>;

const CLIP_ID = 'print-area';

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function attributes(attrs: SvgAttributes): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

const num = (value: number) => String(round(value, 3));

/** The stroke attributes of a stroke style (none when there is no colour or width). */
function strokeAttributes(stroke: string | null, width: number, dash: 'solid' | 'dashed' | 'dotted' = 'solid'): Record<string, string> {
  if (!stroke || width <= 0) return {};
  const attrs: Record<string, string> = { stroke, 'stroke-width': num(width), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  const array = dashArray(dash, width);
  if (array) attrs['stroke-dasharray'] = array;
  return attrs;
}

/**
 * The paint of a shape's main path as SVG attributes: fill and stroke (round caps and joins, dash
 * array from `dashArray`). Lines and arrow shafts have no fill; a pencil stroke and arrow heads are
 * filled with the stroke colour (see `exportShapeSvg`).
 */
export function shapePaintAttributes(shape: Shape): SvgAttributes {
  switch (shape.type) {
    case 'rect':
    case 'ellipse':
      return { fill: shape.fill ?? 'none', ...strokeAttributes(shape.stroke, shape.strokeWidth, shape.dash) };
    case 'path':
      return {
        fill: shape.fill ?? 'none',
        ...(shape.fillRule === 'evenodd' ? { 'fill-rule': 'evenodd' } : {}),
        ...strokeAttributes(shape.stroke, shape.strokeWidth, shape.dash),
      };
    case 'line':
    case 'arrow':
      return { fill: 'none', ...strokeAttributes(shape.stroke, shape.strokeWidth, shape.dash) };
    case 'pencil':
      return { fill: shape.stroke };
    case 'text':
      return { fill: shape.fill, ...strokeAttributes(shape.stroke, shape.strokeWidth) };
    default:
      return {};
  }
}

function frame(shape: Shape, inner: string): string {
  const attrs: Record<string, string> = { transform: matrixToSvg(shapeTransform(shape)) };
  if (shape.opacity < 1) attrs['opacity'] = num(shape.opacity);
  return `<g${attributes(attrs)}>${inner}</g>`;
}

function pathElement(d: string, attrs: SvgAttributes): string {
  return d ? `<path d="${d}"${attributes(attrs)}/>` : '';
}

/** A text's glyph outlines as one path (local mm): needs its font subsets loaded (`outlines.load`). */
export function textOutlinePath(shape: TextShape, outlines: GlyphOutlines): string {
  const layout = layoutText(shape, outlines.metrics(shape.fontId));
  let d = '';
  for (const glyph of layout.glyphs) d += outlines.glyphPath(shape.fontId, glyph);
  return d;
}

/** What drawing a page needs besides the page: glyph outlines with its texts' subsets loaded, and its images' data URLs by file uuid. */
export interface ExportInputs {
  readonly images: ReadonlyMap<string, string>;
  readonly outlines: GlyphOutlines;
}

function shapeSvg(shape: Shape, resolved: ExportInputs, area: Box): string {
  if (shape.type === 'group') {
    const children = shape.children.map((child) => shapeSvg(child, resolved, area)).join('');
    if (!children) return '';
    return shape.opacity < 1 ? `<g opacity="${num(shape.opacity)}">${children}</g>` : `<g>${children}</g>`;
  }
  if (!boxesIntersect(shapeInkBounds(shape), area)) return '';
  const paint = shapePaintAttributes(shape);
  switch (shape.type) {
    case 'rect':
      return frame(shape, pathElement(rectPath(shape), paint));
    case 'ellipse':
      return frame(shape, pathElement(ellipsePath(shape), paint));
    case 'line':
      return shape.stroke ? frame(shape, pathElement(linePath(shape), paint)) : '';
    case 'arrow':
      if (!shape.stroke) return '';
      return frame(shape, pathElement(arrowShaftPath(shape), paint) + pathElement(arrowHeadsPath(shape), { fill: shape.stroke }));
    case 'pencil':
      return frame(shape, pathElement(pencilPath(shape), paint));
    case 'path':
      return frame(shape, pathElement(pathShapePath(shape), paint));
    case 'text': {
      const d = textOutlinePath(shape, resolved.outlines);
      return d ? frame(shape, pathElement(d, paint)) : '';
    }
    case 'image': {
      const href = resolved.images.get(shape.fileUuid) ?? shape.src;
      const attrs = { 'xlink:href': href, x: '0', y: '0', width: num(shape.w), height: num(shape.h), preserveAspectRatio: 'none' };
      return frame(shape, `<image${attributes(attrs)}/>`);
    }
  }
}

function leaves(shapes: readonly Shape[]): Shape[] {
  return shapes.flatMap((s) => (s.type === 'group' ? leaves(s.children) : [s]));
}

function largestUseOfEachFile(shapes: readonly Shape[]): Map<string, ImageShape> {
  const uses = new Map<string, ImageShape>();
  for (const shape of shapes) {
    if (shape.type !== 'image') continue;
    const seen = uses.get(shape.fileUuid);
    if (!seen || shape.w * shape.h > seen.w * seen.h) uses.set(shape.fileUuid, shape);
  }
  return uses;
}

/** Loads what a page's export needs (for `pageSvg`): the font subsets of its texts and its images' full-resolution data. */
export async function resolveExportInputs(page: Page, options: SvgExportOptions): Promise<ExportInputs> {
  const area = { x: 0, y: 0, w: page.width, h: page.height };
  const drawn = leaves(page.shapes).filter((s) => boxesIntersect(shapeInkBounds(s), area));
  const texts = drawn.filter((s): s is TextShape => s.type === 'text');
  const byFont = new Map<string, string>();
  for (const t of texts) byFont.set(t.fontId, (byFont.get(t.fontId) ?? '') + t.text);
  const images = new Map<string, string>();
  const resolveImage = options.resolveImage;
  await Promise.all([
    ...[...byFont].map(([fontId, text]) => options.outlines.load(fontId, text)),
    // One picture used many times is fetched once, for its largest use.
    ...(resolveImage
      ? [...largestUseOfEachFile(drawn)].map(async ([fileUuid, shape]) => {
          images.set(fileUuid, await resolveImage(fileUuid, shape));
        })
      : []),
  ]);
  return { images, outlines: options.outlines };
}

/**
 * The SVG of a page for the printer: `width`/`height` in mm and a viewBox in mm, the shapes back to
 * front inside a group clipped to the print area.
 */
export async function exportPageSvg(page: Page, options: SvgExportOptions): Promise<string> {
  const resolved = await resolveExportInputs(page, options);
  return pageSvg(page, resolved, options.title);
}

/** `exportPageSvg` once fonts and images are at hand (synchronous: what the benchmark times). */
export function pageSvg(page: Page, resolved: ExportInputs, title?: string): string {
  const w = num(page.width);
  const h = num(page.height);
  const area = { x: 0, y: 0, w: page.width, h: page.height };
  const body = page.shapes.map((shape) => shapeSvg(shape, resolved, area)).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">` +
    (title ? `<title>${escapeXml(title)}</title>` : '') +
    `<defs><clipPath id="${CLIP_ID}"><rect x="0" y="0" width="${w}" height="${h}"/></clipPath></defs>` +
    `<g clip-path="url(#${CLIP_ID})">${body}</g>` +
    '</svg>\n'
  );
}

/** Every page of a document as SVG, by page id. */
export async function exportDocumentSvgs(document: DesignDocument, options: SvgExportOptions): Promise<Map<string, string>> {
  const entries = await Promise.all(
    document.pages.map(
      async (page) =>
        [page.id, await exportPageSvg(page, { ...options, title: options.title ?? `${document.name} ${page.name}` })] as const,
    ),
  );
  return new Map(entries);
}
