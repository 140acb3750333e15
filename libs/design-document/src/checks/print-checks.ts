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
  /** The top-level shape to select for it (a group when the problem is inside one). */
  readonly shapeId: ShapeId;
  /** The shape the problem is in (`shapeId`, or a shape inside that group). */
  readonly partId: ShapeId;
  readonly kind: PrintIssueKind;
  /** For the shopper, in Japanese, naming the shape (「テキスト「チーム名」がプリント範囲の外にあります…」). */
  readonly message: string;
  /** `error`: cannot be printed this way; `warning`: prints, but not as it looks. */
  readonly severity: PrintIssueSeverity;
}

const TYPE_LABELS: Readonly<Record<Shape['type'], string>> = {
  rect: '四角形',
  ellipse: '楕円',
  line: '直線',
  arrow: '矢印',
  pencil: '鉛筆の線',
  text: 'テキスト',
  image: '画像',
  path: '図形',
  group: 'グループ',
};

const quoted = (text: string, max = 12) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `「${[...flat].length > max ? `${[...flat].slice(0, max).join('')}…` : flat}」`;
};

/**
 * A Japanese name for every shape of a page (groups and what they hold), as the print checks name
 * them: テキスト「チーム名」, 画像「logo.png」, 図形「github」; shapes without a text of their own by
 * kind, numbered back to front when the page has more than one (四角形 1, 四角形 2).
 */
export function shapeLabels(page: Pick<Page, 'shapes'>): Map<ShapeId, string> {
  const all: Shape[] = [];
  const walk = (shapes: readonly Shape[]) => {
    for (const shape of shapes) {
      all.push(shape);
      if (shape.type === 'group') walk(shape.children);
    }
  };
  walk(page.shapes);
  const base = (shape: Shape): string => {
    if (shape.type === 'text' && shape.text.trim() !== '') return `${TYPE_LABELS.text}${quoted(shape.text)}`;
    if (shape.type === 'image' && shape.name) return `${TYPE_LABELS.image}${quoted(shape.name, 24)}`;
    if (shape.type === 'path' && shape.name) return `${TYPE_LABELS.path}${quoted(shape.name, 24)}`;
    return TYPE_LABELS[shape.type];
  };
  const counts = new Map<string, number>();
  for (const shape of all) counts.set(base(shape), (counts.get(base(shape)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels = new Map<ShapeId, string>();
  for (const shape of all) {
    const label = base(shape);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    labels.set(shape.id, (counts.get(label) ?? 0) > 1 ? `${label} ${n}` : label);
  }
  return labels;
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

/**
 * Every print issue of a page for a print method, once per problem and shape, top-level shapes in
 * the page's back-to-front order: whether a shape (a group as a whole) reaches outside the print
 * area, then what is wrong inside it (resolution, thin lines, small text, silk-screen reasons).
 */
export function printIssues(page: Page, method: PrintMethodKind, options: { palette?: InkPalette } = {}): PrintIssue[] {
  const area = { x: 0, y: 0, w: page.width, h: page.height };
  const labels = shapeLabels(page);
  const top = new Map<ShapeId, ShapeId>();
  for (const shape of page.shapes) for (const leaf of leaves([shape])) top.set(leaf.id, shape.id);
  const issues: PrintIssue[] = [];
  const seen = new Set<string>();
  const name = (topId: ShapeId, partId: ShapeId) => {
    const label = labels.get(partId) ?? '';
    return topId === partId ? label : `${labels.get(topId) ?? ''}の中の${label}`;
  };
  const add = (partId: ShapeId, kind: PrintIssueKind, severity: PrintIssueSeverity, message: (name: string) => string) => {
    const shapeId = top.get(partId) ?? partId;
    const key = `${shapeId}\u0000${partId}\u0000${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push({ shapeId, partId, kind, severity, message: message(name(shapeId, partId)) });
  };
  const silkscreen = method === 'silkscreen' ? inkColours(page, options.palette).reasons : [];
  for (const shape of page.shapes) {
    const parts = leaves([shape]);
    const printed = parts.filter((part) => boxesIntersect(shapeInkBounds(part), area));
    if (printed.length === 0) {
      add(shape.id, 'outside', 'warning', (n) => `${n}がプリント範囲の外にあります（印刷されません）。`);
      continue;
    }
    if (!parts.every((part) => boxContains(area, shapeInkBounds(part)))) {
      add(shape.id, 'clipped', 'warning', (n) => `${n}がプリント範囲からはみ出しています（はみ出した部分は印刷されません）。`);
    }
    for (const part of printed) {
      if (part.type === 'image') {
        const dpi = imageDpi(part);
        if (dpi < MIN_IMAGE_DPI) {
          add(
            part.id,
            'low-resolution',
            'warning',
            (n) =>
              `${n}の解像度が低いため粗く印刷されます（${Math.floor(dpi)}dpi、${MIN_IMAGE_DPI}dpi以上を推奨）。小さくするか、大きな画像をお使いください。`,
          );
        }
      }
      const stroke = strokeWidthOf(part);
      if (stroke !== null && stroke < MIN_STROKE_MM) {
        add(
          part.id,
          'thin-stroke',
          'warning',
          (n) => `${n}の線が細すぎて印刷でかすれる恐れがあります（${mm(stroke)}、${MIN_STROKE_MM}mm以上にしてください）。`,
        );
      }
      if (part.type === 'text' && part.text.trim() !== '') {
        const minimum = minimumFontSize(part.fontId);
        if (part.fontSize < minimum) {
          add(
            part.id,
            'small-text',
            'warning',
            (n) =>
              `${n}の文字が小さすぎて印刷でつぶれる恐れがあります（${mm(part.fontSize)}、このフォントは${mm(minimum)}以上にしてください）。`,
          );
        }
      }
    }
    const own = new Set(parts.map((part) => part.id));
    for (const reason of silkscreen) {
      if (own.has(reason.shapeId)) add(reason.shapeId, reason.kind, reason.severity, (n) => `${n}：${reason.message}`);
    }
  }
  return issues;
}
