/**
 * Where shapes are on the page: their transform, corners and bounding boxes, hit testing, and the
 * outline paths (SVG `d`, local mm) that both the editor's canvas and the SVG export draw, so what
 * the shopper sees is what is printed.
 */
import { getStroke } from 'perfect-freehand';
import type { ArrowShape, LineShape, PathShape, PencilShape, Point, RectShape, Shape } from '../model/types.ts';
import { apply, invert, multiply, rotate, round, scale, translate, type Matrix } from './matrix.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Local box → page: flip about the centre, rotate about the centre, place. */
export function shapeTransform(shape: Pick<Shape, 'x' | 'y' | 'w' | 'h' | 'rotation' | 'flipX' | 'flipY'>): Matrix {
  const cx = shape.x + shape.w / 2;
  const cy = shape.y + shape.h / 2;
  return multiply(
    translate(cx, cy),
    multiply(rotate(shape.rotation), multiply(scale(shape.flipX ? -1 : 1, shape.flipY ? -1 : 1), translate(-shape.w / 2, -shape.h / 2))),
  );
}

/** The four corners of a shape's box on the page (top-left, top-right, bottom-right, bottom-left of the local box). */
export function shapeCorners(shape: Shape): [Point, Point, Point, Point] {
  const m = shapeTransform(shape);
  return [apply(m, { x: 0, y: 0 }), apply(m, { x: shape.w, y: 0 }), apply(m, { x: shape.w, y: shape.h }), apply(m, { x: 0, y: shape.h })];
}

export function boxOfPoints(points: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  if (minX === Infinity) return { x: 0, y: 0, w: 0, h: 0 };
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

export function unionBoxes(boxes: readonly Box[]): Box {
  return boxOfPoints(
    boxes.flatMap((b) => [
      { x: b.x, y: b.y },
      { x: b.x + b.w, y: b.y + b.h },
    ]),
  );
}

/** How far a shape's ink reaches past its box: half its stroke (and an arrow's heads). */
function inkMargin(shape: Shape): number {
  switch (shape.type) {
    case 'rect':
    case 'ellipse':
      return shape.stroke ? shape.strokeWidth / 2 : 0;
    case 'line':
      return shape.stroke ? shape.strokeWidth / 2 : 0;
    case 'arrow':
      return shape.stroke ? arrowHeadLength(shape) : 0;
    case 'pencil':
      return shape.strokeWidth / 2;
    case 'text':
    case 'path':
      return shape.stroke ? shape.strokeWidth / 2 : 0;
    default:
      return 0;
  }
}

/** The page-space axis-aligned bounding box of a shape's box (what selection and alignment use). */
export function shapeBounds(shape: Shape): Box {
  if (shape.type === 'group') return unionBoxes(shape.children.map(shapeBounds));
  if (shape.type === 'line' || shape.type === 'arrow' || shape.type === 'pencil') {
    const m = shapeTransform(shape);
    return boxOfPoints(shape.points.map((p) => apply(m, p)));
  }
  return boxOfPoints(shapeCorners(shape));
}

/** The bounding box of everything a shape paints (strokes and arrow heads included): what the print-area check uses. */
export function shapeInkBounds(shape: Shape): Box {
  if (shape.type === 'group') return unionBoxes(shape.children.map(shapeInkBounds));
  const b = shapeBounds(shape);
  const m = inkMargin(shape);
  return { x: b.x - m, y: b.y - m, w: b.w + 2 * m, h: b.h + 2 * m };
}

export function selectionBounds(shapes: readonly Shape[]): Box | null {
  if (shapes.length === 0) return null;
  return unionBoxes(shapes.map(shapeBounds));
}

export function boxCentre(box: Box): Point {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;
}

export function boxContains(outer: Box, inner: Box, epsilon = 1e-6): boolean {
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.w <= outer.x + outer.w + epsilon &&
    inner.y + inner.h <= outer.y + outer.h + epsilon
  );
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * Whether a page point hits a shape, with `tolerance` mm of slack (a finger needs more than a
 * mouse). Filled shapes hit inside; unfilled rectangles and ellipses only near their outline;
 * lines, arrows and strokes near their path; texts and images anywhere in their box.
 */
export function hitTest(shape: Shape, point: Point, tolerance: number): boolean {
  if (shape.type === 'group') return shape.children.some((child) => hitTest(child, point, tolerance));
  const local = apply(invert(shapeTransform(shape)), point);
  const margin = tolerance + inkMargin(shape);
  switch (shape.type) {
    case 'text':
    case 'image':
    case 'path':
      return local.x >= -margin && local.y >= -margin && local.x <= shape.w + margin && local.y <= shape.h + margin;
    case 'rect': {
      const inside = local.x >= 0 && local.y >= 0 && local.x <= shape.w && local.y <= shape.h;
      if (shape.fill && inside) return true;
      const outside = local.x < -margin || local.y < -margin || local.x > shape.w + margin || local.y > shape.h + margin;
      if (outside) return false;
      const edge = Math.min(Math.abs(local.x), Math.abs(local.y), Math.abs(shape.w - local.x), Math.abs(shape.h - local.y));
      return edge <= margin;
    }
    case 'ellipse': {
      const rx = shape.w / 2;
      const ry = shape.h / 2;
      const nx = (local.x - rx) / Math.max(rx, 1e-6);
      const ny = (local.y - ry) / Math.max(ry, 1e-6);
      const r = Math.hypot(nx, ny);
      if (shape.fill && r <= 1) return true;
      // Distance to the outline, approximately, in mm.
      const distance = Math.abs(r - 1) * Math.min(rx, ry);
      return distance <= margin || (Math.min(rx, ry) < margin && r <= 1 + margin);
    }
    case 'line':
    case 'arrow':
      return distanceToSegment(local, shape.points[0], shape.points[1]) <= margin;
    case 'pencil': {
      const points = shape.points;
      if (points.length === 1) return Math.hypot(local.x - points[0]!.x, local.y - points[0]!.y) <= margin;
      for (let i = 1; i < points.length; i++) {
        if (distanceToSegment(local, points[i - 1]!, points[i]!) <= margin) return true;
      }
      return false;
    }
  }
}

/** The corner radius a rectangle can really have (at most half its shorter side). */
export function effectiveRadius(shape: Pick<RectShape, 'w' | 'h' | 'radius'>): number {
  return Math.max(0, Math.min(shape.radius, shape.w / 2, shape.h / 2));
}

const n = (value: number) => round(value, 3);

/** A rectangle's outline (local mm), rounded corners as arcs. */
export function rectPath(shape: Pick<RectShape, 'w' | 'h' | 'radius'>): string {
  const { w, h } = shape;
  const r = effectiveRadius(shape);
  if (r === 0) return `M0 0H${n(w)}V${n(h)}H0Z`;
  return (
    `M${n(r)} 0H${n(w - r)}A${n(r)} ${n(r)} 0 0 1 ${n(w)} ${n(r)}V${n(h - r)}A${n(r)} ${n(r)} 0 0 1 ${n(w - r)} ${n(h)}` +
    `H${n(r)}A${n(r)} ${n(r)} 0 0 1 0 ${n(h - r)}V${n(r)}A${n(r)} ${n(r)} 0 0 1 ${n(r)} 0Z`
  );
}

/** An ellipse's outline (local mm) as two arcs. */
export function ellipsePath(shape: { w: number; h: number }): string {
  const rx = shape.w / 2;
  const ry = shape.h / 2;
  return `M0 ${n(ry)}A${n(rx)} ${n(ry)} 0 1 0 ${n(shape.w)} ${n(ry)}A${n(rx)} ${n(ry)} 0 1 0 0 ${n(ry)}Z`;
}

export function linePath(shape: Pick<LineShape, 'points'>): string {
  const [a, b] = shape.points;
  return `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`;
}

/** The length of an arrow's head: three times the stroke, at least 2 mm. */
export function arrowHeadLength(shape: Pick<ArrowShape, 'strokeWidth'>): number {
  return Math.max(2, shape.strokeWidth * 3);
}

/** An arrow's heads as closed triangles (local mm), filled with the stroke colour. */
export function arrowHeadsPath(shape: Pick<ArrowShape, 'points' | 'heads' | 'strokeWidth'>): string {
  const [a, b] = shape.points;
  const length = arrowHeadLength(shape);
  const head = (tip: Point, from: Point) => {
    const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
    const spread = Math.PI / 7;
    const p1 = { x: tip.x - length * Math.cos(angle - spread), y: tip.y - length * Math.sin(angle - spread) };
    const p2 = { x: tip.x - length * Math.cos(angle + spread), y: tip.y - length * Math.sin(angle + spread) };
    return `M${n(tip.x)} ${n(tip.y)}L${n(p1.x)} ${n(p1.y)}L${n(p2.x)} ${n(p2.y)}Z`;
  };
  return shape.heads === 'both' ? head(b, a) + head(a, b) : head(b, a);
}

/** The shaft of an arrow, stopped short of its heads so a thick line does not poke through the tip. */
export function arrowShaftPath(shape: Pick<ArrowShape, 'points' | 'heads' | 'strokeWidth'>): string {
  const [a, b] = shape.points;
  const total = Math.hypot(b.x - a.x, b.y - a.y);
  if (total === 0) return `M${n(a.x)} ${n(a.y)}`;
  const cut = Math.min(arrowHeadLength(shape) * 0.6, total / 2);
  const ux = (b.x - a.x) / total;
  const uy = (b.y - a.y) / total;
  const start = shape.heads === 'both' ? { x: a.x + ux * cut, y: a.y + uy * cut } : a;
  const end = { x: b.x - ux * cut, y: b.y - uy * cut };
  return `M${n(start.x)} ${n(start.y)}L${n(end.x)} ${n(end.y)}`;
}

/** A freehand stroke's filled outline (local mm), smoothed by perfect-freehand. */
export function pencilPath(shape: Pick<PencilShape, 'points' | 'strokeWidth'>): string {
  const outline = getStroke(
    shape.points.map((p) => [p.x, p.y, p.pressure]),
    {
      size: shape.strokeWidth,
      thinning: 0.5,
      smoothing: 0.5,
      streamline: 0.5,
      simulatePressure: shape.points.every((p) => p.pressure === 0.5),
    },
  );
  if (outline.length === 0) return '';
  const [first, ...rest] = outline;
  let d = `M${n(first![0]!)} ${n(first![1]!)}`;
  // Quadratic curves through the midpoints: a smooth outline with few commands.
  for (let i = 0; i < rest.length; i++) {
    const p = rest[i]!;
    const q = rest[(i + 1) % rest.length]!;
    d += `Q${n(p[0]!)} ${n(p[1]!)} ${n((p[0]! + q[0]!) / 2)} ${n((p[1]! + q[1]!) / 2)}`;
  }
  return `${d}Z`;
}

const PATH_TOKEN = /[MLCQZ]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/**
 * A path shape's outline in local mm: its own units (`d`, absolute M L C Q Z) stretched from
 * `viewWidth` × `viewHeight` onto its box. Every number of those commands is an x, y pair in turn.
 */
export function pathShapePath(shape: Pick<PathShape, 'd' | 'w' | 'h' | 'viewWidth' | 'viewHeight'>): string {
  const sx = shape.w / shape.viewWidth;
  const sy = shape.h / shape.viewHeight;
  let out = '';
  let axis = 0;
  for (const token of shape.d.match(PATH_TOKEN) ?? []) {
    const code = token.charCodeAt(0);
    if (code >= 65 && code <= 90 && token !== 'E') {
      out += token;
      axis = 0;
      continue;
    }
    const value = Number(token) * (axis === 0 ? sx : sy);
    const last = out.charCodeAt(out.length - 1);
    out += `${last >= 65 && last <= 90 ? '' : ' '}${n(value)}`;
    axis = 1 - axis;
  }
  return out;
}

/** The SVG `stroke-dasharray` of a dash style for a stroke width (mm). */
export function dashArray(dash: 'solid' | 'dashed' | 'dotted', strokeWidth: number): string | null {
  if (dash === 'solid') return null;
  const w = Math.max(strokeWidth, 0.1);
  return dash === 'dashed' ? `${n(w * 4)} ${n(w * 2)}` : `${n(w * 0.01)} ${n(w * 2)}`;
}
