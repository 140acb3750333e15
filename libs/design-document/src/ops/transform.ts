/**
 * Pure changes of shapes' placement: move, flip, restack, delete. Each takes a page and the ids of
 * the top-level shapes concerned and answers the new page (the same object when nothing changes).
 * Groups pass every change on to their children (see GroupShape) and get their box again.
 */
import { normaliseDegrees } from '../geometry/matrix.ts';
import { boxCentre, selectionBounds, unionBoxes, shapeBounds } from '../geometry/shape-geometry.ts';
import type { GroupShape, Page, Point, Shape, ShapeId } from '../model/types.ts';

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
