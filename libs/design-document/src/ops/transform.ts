/**
 * Pure changes of shapes' placement: move, rotate, scale, resize, flip, align, distribute, restack, delete. Each takes a page and the ids of
 * the top-level shapes concerned and answers the new page (the same object when nothing changes).
 * Groups pass every change on to their children (see GroupShape) and get their box again.
 */
import { apply, normaliseDegrees } from '../geometry/matrix.ts';
import { boxCentre, selectionBounds, shapeBounds, shapeTransform, unionBoxes, type Box } from '../geometry/shape-geometry.ts';
import type { ArrowShape, GroupShape, LineShape, Page, Point, Shape, ShapeId } from '../model/types.ts';

/** A group's box again from its children (its transform fields stay identity). */
export function refitGroup(group: GroupShape): GroupShape {
  const box = unionBoxes(group.children.map(shapeBounds));
  return { ...group, x: box.x, y: box.y, w: box.w, h: box.h, rotation: 0, flipX: false, flipY: false };
}

function mapSelected(page: Page, ids: readonly ShapeId[], change: (shape: Shape) => Shape): Page {
  const set = new Set(ids);
  let changed = false;
  const shapes = page.shapes.map((shape) => {
    if (!set.has(shape.id)) return shape;
    const next = change(shape);
    if (next !== shape) changed = true;
    return next;
  });
  return changed ? { ...page, shapes } : page;
}

export function translateShape(shape: Shape, dx: number, dy: number): Shape {
  if (shape.type === 'group') {
    return refitGroup({ ...shape, children: shape.children.map((c) => translateShape(c, dx, dy)) });
  }
  return { ...shape, x: shape.x + dx, y: shape.y + dy };
}

/** Moves shapes by (dx, dy) mm. */
export function translateShapes(page: Page, ids: readonly ShapeId[], dx: number, dy: number): Page {
  if (dx === 0 && dy === 0) return page;
  return mapSelected(page, ids, (shape) => translateShape(shape, dx, dy));
}

/** Rotates a shape by `degrees` about a page point (its own centre when the pivot is its centre). */
export function rotateShapeAbout(shape: Shape, degrees: number, pivot: Point): Shape {
  if (shape.type === 'group') {
    return refitGroup({ ...shape, children: shape.children.map((c) => rotateShapeAbout(c, degrees, pivot)) });
  }
  const r = (degrees * Math.PI) / 180;
  const cx = shape.x + shape.w / 2;
  const cy = shape.y + shape.h / 2;
  const dx = cx - pivot.x;
  const dy = cy - pivot.y;
  const nx = pivot.x + dx * Math.cos(r) - dy * Math.sin(r);
  const ny = pivot.y + dx * Math.sin(r) + dy * Math.cos(r);
  return { ...shape, x: nx - shape.w / 2, y: ny - shape.h / 2, rotation: normaliseDegrees(shape.rotation + degrees) };
}

/** Mirrors a shape about a vertical (`x`) or horizontal (`y`) axis through `at`. */
export function flipShape(shape: Shape, axis: 'x' | 'y', at: number): Shape {
  if (shape.type === 'group') return refitGroup({ ...shape, children: shape.children.map((c) => flipShape(c, axis, at)) });
  const cx = shape.x + shape.w / 2;
  const cy = shape.y + shape.h / 2;
  if (axis === 'x') {
    const ncx = 2 * at - cx;
    return { ...shape, x: ncx - shape.w / 2, flipX: !shape.flipX, rotation: normaliseDegrees(-shape.rotation) };
  }
  const ncy = 2 * at - cy;
  return { ...shape, y: ncy - shape.h / 2, flipY: !shape.flipY, rotation: normaliseDegrees(-shape.rotation) };
}

/** Flips the selection horizontally (`x`: left and right swap) or vertically about its centre. */
export function flipShapes(page: Page, ids: readonly ShapeId[], axis: 'x' | 'y'): Page {
  const set = new Set(ids);
  const bounds = selectionBounds(page.shapes.filter((s) => set.has(s.id)));
  if (!bounds) return page;
  const centre = boxCentre(bounds);
  return mapSelected(page, ids, (shape) => flipShape(shape, axis, axis === 'x' ? centre.x : centre.y));
}

export function deleteShapes(page: Page, ids: readonly ShapeId[]): Page {
  const set = new Set(ids);
  if (!page.shapes.some((s) => set.has(s.id))) return page;
  return { ...page, shapes: page.shapes.filter((s) => !set.has(s.id)) };
}

export type StackMove = 'front' | 'back' | 'forward' | 'backward';

/**
 * Restacks shapes (the page's array is back to front): to the front or back keeping their order,
 * or one step past the next (or previous) shape that is not selected.
 */
export function restack(page: Page, ids: readonly ShapeId[], move: StackMove): Page {
  const set = new Set(ids);
  const selected = page.shapes.filter((s) => set.has(s.id));
  if (selected.length === 0) return page;
  const others = page.shapes.filter((s) => !set.has(s.id));
  let shapes: Shape[];
  if (move === 'front') shapes = [...others, ...selected];
  else if (move === 'back') shapes = [...selected, ...others];
  else {
    shapes = [...page.shapes];
    if (move === 'forward') {
      for (let i = shapes.length - 2; i >= 0; i--) {
        if (set.has(shapes[i]!.id) && !set.has(shapes[i + 1]!.id)) [shapes[i], shapes[i + 1]] = [shapes[i + 1]!, shapes[i]!];
      }
    } else {
      for (let i = 1; i < shapes.length; i++) {
        if (set.has(shapes[i]!.id) && !set.has(shapes[i - 1]!.id)) [shapes[i], shapes[i - 1]] = [shapes[i - 1]!, shapes[i]!];
      }
    }
  }
  return shapes.every((s, i) => s === page.shapes[i]) ? page : { ...page, shapes };
}

/**
 * Scales a shape uniformly by `factor` about a page point: its box and position scale, a text's
 * `fontSize` scales, points of lines, arrows and strokes scale; stroke widths stay as they are.
 */
export function scaleShapeAbout(shape: Shape, factor: number, pivot: Point): Shape {
  if (shape.type === 'group') {
    return refitGroup({ ...shape, children: shape.children.map((c) => scaleShapeAbout(c, factor, pivot)) });
  }
  const cx = pivot.x + (shape.x + shape.w / 2 - pivot.x) * factor;
  const cy = pivot.y + (shape.y + shape.h / 2 - pivot.y) * factor;
  const w = shape.w * factor;
  const h = shape.h * factor;
  const placed = { ...shape, x: cx - w / 2, y: cy - h / 2, w, h };
  return withScaledContent(placed, factor, factor, shape);
}

/** The content of a shape scaled by (sx, sy) in its own frame (points, font size); its box is already set. */
function withScaledContent(placed: Shape, sx: number, sy: number, original: Shape): Shape {
  switch (original.type) {
    case 'line':
    case 'arrow':
      return {
        ...(placed as typeof original),
        points: [
          { x: original.points[0].x * sx, y: original.points[0].y * sy },
          { x: original.points[1].x * sx, y: original.points[1].y * sy },
        ],
      };
    case 'pencil':
      return { ...(placed as typeof original), points: original.points.map((p) => ({ x: p.x * sx, y: p.y * sy, pressure: p.pressure })) };
    case 'text':
      return { ...(placed as typeof original), fontSize: Math.max(0.1, original.fontSize * Math.sqrt(Math.abs(sx * sy))) };
    default:
      return placed;
  }
}

/**
 * Gives a (non-group) shape a new box in its own frame: `box` is in the shape's local coordinates
 * (its current box is `[0, w] × [0, h]`), so a rotated or flipped shape keeps its rotation and
 * flips and the box's sides move along its own axes. Content scales with the box.
 */
export function resizeShapeLocal(shape: Shape, box: { x: number; y: number; w: number; h: number }): Shape {
  if (shape.type === 'group') {
    const factor = shape.w > 0 ? box.w / shape.w : shape.h > 0 ? box.h / shape.h : 1;
    return scaleShapeAbout(shape, factor, { x: shape.x + box.x, y: shape.y + box.y });
  }
  const local = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const centre = apply(shapeTransform(shape), local);
  const sx = shape.w > 0 ? box.w / shape.w : 1;
  const sy = shape.h > 0 ? box.h / shape.h : 1;
  const w = shape.w > 0 ? box.w : 0;
  const h = shape.h > 0 ? box.h : 0;
  const placed = { ...shape, x: centre.x - w / 2, y: centre.y - h / 2, w, h };
  return withScaledContent(placed, sx, sy, shape);
}

/** The two ends of a line or arrow on the page. */
export function lineEnds(shape: LineShape | ArrowShape): [Point, Point] {
  const m = shapeTransform(shape);
  return [apply(m, shape.points[0]), apply(m, shape.points[1])];
}

/** A line or arrow with new ends (page mm): its box becomes their bounding box, unrotated. */
export function withLineEnds<T extends LineShape | ArrowShape>(shape: T, start: Point, end: Point): T {
  const x = Math.min(start.x, end.x);
  const y = Math.min(start.y, end.y);
  return {
    ...shape,
    x,
    y,
    w: Math.abs(end.x - start.x),
    h: Math.abs(end.y - start.y),
    rotation: 0,
    flipX: false,
    flipY: false,
    points: [
      { x: start.x - x, y: start.y - y },
      { x: end.x - x, y: end.y - y },
    ],
  };
}

/** A copy of a shape (and its children) under new ids. */
export function cloneShape(shape: Shape, createId: () => string): Shape {
  if (shape.type === 'group') return { ...shape, id: createId(), children: shape.children.map((c) => cloneShape(c, createId)) };
  return { ...shape, id: createId() };
}

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** Moves each shape so that the named edge (or centre line) of its bounds lies on that of `target`. */
export function alignShapes(page: Page, ids: readonly ShapeId[], edge: AlignEdge, target: Box): Page {
  return mapSelected(page, ids, (shape) => {
    const b = shapeBounds(shape);
    const dx =
      edge === 'left'
        ? target.x - b.x
        : edge === 'center'
          ? target.x + target.w / 2 - (b.x + b.w / 2)
          : edge === 'right'
            ? target.x + target.w - (b.x + b.w)
            : 0;
    const dy =
      edge === 'top'
        ? target.y - b.y
        : edge === 'middle'
          ? target.y + target.h / 2 - (b.y + b.h / 2)
          : edge === 'bottom'
            ? target.y + target.h - (b.y + b.h)
            : 0;
    return Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9 ? shape : translateShape(shape, dx, dy);
  });
}

/**
 * Spaces three or more shapes evenly along an axis: the first and last (by position) stay, the
 * gaps between neighbours' bounds become equal.
 */
export function distributeShapes(page: Page, ids: readonly ShapeId[], axis: 'horizontal' | 'vertical'): Page {
  const set = new Set(ids);
  const horizontal = axis === 'horizontal';
  const items = page.shapes
    .filter((s) => set.has(s.id))
    .map((shape) => {
      const b = shapeBounds(shape);
      return { shape, start: horizontal ? b.x : b.y, size: horizontal ? b.w : b.h };
    })
    .sort((a, b) => a.start - b.start || a.size - b.size);
  if (items.length < 3) return page;
  const first = items[0]!;
  const end = Math.max(...items.map((i) => i.start + i.size));
  const total = items.reduce((sum, i) => sum + i.size, 0);
  const gap = (end - first.start - total) / (items.length - 1);
  const moves = new Map<ShapeId, number>();
  let at = first.start;
  for (const item of items) {
    moves.set(item.shape.id, at - item.start);
    at += item.size + gap;
  }
  return mapSelected(page, ids, (shape) => {
    const d = moves.get(shape.id) ?? 0;
    if (Math.abs(d) < 1e-9) return shape;
    return horizontal ? translateShape(shape, d, 0) : translateShape(shape, 0, d);
  });
}

/** Changes the shapes named by `ids` (top-level) with `change`; the same page when nothing changed. */
export function updateShapes(page: Page, ids: readonly ShapeId[], change: (shape: Shape) => Shape): Page {
  return mapSelected(page, ids, change);
}
