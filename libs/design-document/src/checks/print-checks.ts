/**
 * What will not print as the shopper sees it, per shape (groups are checked through their children):
 *
 * - outside the print area: partly (clipped in the export) or wholly (left out of it);
 * - an image under 150 dpi at its printed size (`imageDpi`; SVG pictures are exempt);
 * - a stroke thinner than 0.3 mm at print size (rectangles, ellipses, lines, arrows, pencil strokes
 *   by their nominal width, outlined text);
 * - text too small: its font's thinnest strokes (`FontFamily.thinnestStroke`, e.g. 0.075 em for
 *   gothic, 0.04 em for mincho) come out under 0.3 mm, i.e. gothic under 4 mm, mincho under 7.5 mm;
 * - for silk-screen, what cannot be screen printed (see `inkColours`).
 */
import { boxContains, boxesIntersect, shapeInkBounds } from '../geometry/shape-geometry.ts';
import type { ImageShape, Page, PrintMethodKind, Shape, ShapeId } from '../model/types.ts';
import { fontFamily } from '../text/fonts.ts';
import { inkColours, type InkPalette } from './ink-colours.ts';

/** The thinnest line that prints reliably, mm. */
export const MIN_STROKE_MM = 0.3;
/** Images print sharp from this resolution. */
export const MIN_IMAGE_DPI = 150;

export type PrintIssueKind =
  | 'clipped'
  | 'outside'
  | 'low-resolution'
  | 'thin-stroke'
  | 'small-text'
  | 'photo-in-silkscreen'
  | 'image-in-silkscreen'
  | 'transparency-in-silkscreen';

export type PrintIssueSeverity = 'error' | 'warning';

export interface PrintIssue {
  readonly shapeId: ShapeId;
  readonly kind: PrintIssueKind;
  /** For the shopper, in Japanese. */
  readonly message: string;
  /** `error`: cannot be printed this way; `warning`: prints, but not as it looks. */
  readonly severity: PrintIssueSeverity;
}

/**
 * The resolution an image prints at, in dpi: its pixels over its printed size in inches, the lower
 * of width and height (they agree while its aspect ratio is kept); Infinity for an SVG picture.
 */
export function imageDpi(shape: Pick<ImageShape, 'w' | 'h' | 'pixelWidth' | 'pixelHeight' | 'vector'>): number {
  if (shape.vector) return Infinity;
  const across = shape.w > 0 ? shape.pixelWidth / (shape.w / 25.4) : Infinity;
  const down = shape.h > 0 ? shape.pixelHeight / (shape.h / 25.4) : Infinity;
  return Math.min(across, down);
}

/** The smallest font size (mm) at which a font's text still prints: `MIN_STROKE_MM / thinnestStroke`. */
export function minimumFontSize(fontId: string): number {
  return Math.round((MIN_STROKE_MM / fontFamily(fontId).thinnestStroke) * 10) / 10;
}

function leaves(shapes: readonly Shape[]): Shape[] {
  return shapes.flatMap((s) => (s.type === 'group' ? leaves(s.children) : [s]));
}

const mm = (value: number) => `${Math.round(value * 100) / 100}mm`;

function strokeWidthOf(shape: Shape): number | null {
  switch (shape.type) {
    case 'rect':
    case 'ellipse':
    case 'line':
    case 'arrow':
    case 'text':
      return shape.stroke && shape.strokeWidth > 0 ? shape.strokeWidth : null;
    case 'pencil':
      return shape.strokeWidth;
    default:
      return null;
  }
}

/** Every print issue of a page for a print method, in the page's back-to-front order. */
export function printIssues(page: Page, method: PrintMethodKind, options: { palette?: InkPalette } = {}): PrintIssue[] {
  const area = { x: 0, y: 0, w: page.width, h: page.height };
  const issues: PrintIssue[] = [];
  const add = (shapeId: ShapeId, kind: PrintIssueKind, severity: PrintIssueSeverity, message: string) =>
    issues.push({ shapeId, kind, severity, message });
  for (const shape of leaves(page.shapes)) {
    const ink = shapeInkBounds(shape);
    if (!boxesIntersect(ink, area)) {
      add(shape.id, 'outside', 'warning', '印刷範囲の外にあるため印刷されません。');
      continue;
    }
    if (!boxContains(area, ink)) add(shape.id, 'clipped', 'warning', '印刷範囲からはみ出した部分は印刷されません。');
    if (shape.type === 'image') {
      const dpi = imageDpi(shape);
      if (dpi < MIN_IMAGE_DPI) {
        add(
          shape.id,
          'low-resolution',
          'warning',
          `画像の解像度が低いため粗く印刷されます（${Math.floor(dpi)}dpi、${MIN_IMAGE_DPI}dpi以上を推奨）。小さくするか、大きな画像をお使いください。`,
        );
      }
    }
    const stroke = strokeWidthOf(shape);
    if (stroke !== null && stroke < MIN_STROKE_MM) {
      add(
        shape.id,
        'thin-stroke',
        'warning',
        `線が細すぎて印刷でかすれる恐れがあります（${mm(stroke)}、${MIN_STROKE_MM}mm以上にしてください）。`,
      );
    }
    if (shape.type === 'text' && shape.text.trim() !== '') {
      const minimum = minimumFontSize(shape.fontId);
      if (shape.fontSize < minimum) {
        add(
          shape.id,
          'small-text',
          'warning',
          `文字が小さすぎて印刷でつぶれる恐れがあります（${mm(shape.fontSize)}、このフォントは${mm(minimum)}以上にしてください）。`,
        );
      }
    }
  }
  if (method === 'silkscreen') {
    for (const reason of inkColours(page, options.palette).reasons) add(reason.shapeId, reason.kind, reason.severity, reason.message);
  }
  return issues;
}
