/**
 * Snapping while moving (manual: move, alignment): the moving selection's left, centre and right
 * (top, middle, bottom) snap to the print area's edges and centre and to the other shapes' edges and
 * centres when they come within SNAP_DISTANCE_PX screen pixels. The canvas draws the lines that
 * matched (`overlay.snapLines`).
 */
import { shapeBounds, type Box } from '../geometry/shape-geometry.ts';
import type { Page, ShapeId } from '../model/types.ts';
import type { SnapLine } from './types.ts';

/** How close (screen px) an edge must come to a target to snap. */
export const SNAP_DISTANCE_PX = 6;

export interface SnapTargets {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
}

/** What a moving selection can snap to on a page: the print area's edges and centre, other shapes' edges and centres. */
export function snapTargets(page: Page, exclude: readonly ShapeId[]): SnapTargets {
  const skip = new Set(exclude);
  const xs = [0, page.width / 2, page.width];
  const ys = [0, page.height / 2, page.height];
  for (const shape of page.shapes) {
    if (skip.has(shape.id)) continue;
    const b = shapeBounds(shape);
    xs.push(b.x, b.x + b.w / 2, b.x + b.w);
    ys.push(b.y, b.y + b.h / 2, b.y + b.h);
  }
  return { xs, ys };
}

function snapAxis(edges: readonly number[], targets: readonly number[], distance: number): { offset: number; at: number[] } {
  let best: number | null = null;
  for (const edge of edges) {
    for (const target of targets) {
      const d = target - edge;
      if (Math.abs(d) <= distance && (best === null || Math.abs(d) < Math.abs(best))) best = d;
    }
  }
  if (best === null) return { offset: 0, at: [] };
  const at = new Set<number>();
  for (const edge of edges) {
    for (const target of targets) if (Math.abs(edge + best - target) < 1e-6) at.add(target);
  }
  return { offset: best, at: [...at].sort((a, b) => a - b) };
}

/**
 * Snaps a box moved to `box` (page mm): the offset to add to the move and the lines to show.
 * `distance` is in mm (SNAP_DISTANCE_PX / zoom).
 */
export function snapBox(box: Box, targets: SnapTargets, distance: number): { dx: number; dy: number; lines: SnapLine[] } {
  const x = snapAxis([box.x, box.x + box.w / 2, box.x + box.w], targets.xs, distance);
  const y = snapAxis([box.y, box.y + box.h / 2, box.y + box.h], targets.ys, distance);
  return {
    dx: x.offset,
    dy: y.offset,
    lines: [...x.at.map((at): SnapLine => ({ axis: 'x', at })), ...y.at.map((at): SnapLine => ({ axis: 'y', at }))],
  };
}
