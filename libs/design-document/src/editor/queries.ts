/** Questions about what is under the pointer: shapes, the selection's frame and its handles. */
import { apply, type Matrix } from '../geometry/matrix.ts';
import { hitTest, selectionBounds, shapeTransform } from '../geometry/shape-geometry.ts';
import type { Point, Shape } from '../model/types.ts';
import { lineEnds } from '../ops/transform.ts';
import type { Editor } from './editor.ts';
import type { HandleId, PointerInput } from './types.ts';

/** Hit slack in screen pixels: a finger needs more than a mouse. */
export function hitSlackPx(pointerType: PointerInput['pointerType']): number {
  return pointerType === 'touch' ? 12 : 4;
}

/** The topmost shape of the current page under a page point. */
export function shapeAt(editor: Editor, point: Point, pointerType: PointerInput['pointerType'] = 'mouse'): Shape | undefined {
  const tolerance = hitSlackPx(pointerType) / editor.camera.zoom;
  const shapes = editor.page.shapes;
  for (let i = shapes.length - 1; i >= 0; i--) {
    const shape = shapes[i]!;
    if (hitTest(shape, point, tolerance)) return shape;
  }
  return undefined;
}

/** Drawn size of the selection's handles in screen px: larger for a finger (manual: scale; the phone layout). */
export const HANDLE_SIZE_PX = 8;
export const TOUCH_HANDLE_SIZE_PX = 20;
/** How far (screen px) above the selection's top the rotate handle sits. */
export const ROTATE_HANDLE_OFFSET_PX = 24;
export const TOUCH_ROTATE_HANDLE_OFFSET_PX = 36;

export function handleSizePx(pointerType: PointerInput['pointerType']): number {
  return pointerType === 'touch' ? TOUCH_HANDLE_SIZE_PX : HANDLE_SIZE_PX;
}

export interface Handle {
  readonly id: HandleId;
  /** Page mm. */
  readonly point: Point;
}

/**
 * The selection's frame: the four corners (page mm; top-left, top-right, bottom-right,
 * bottom-left of the frame) and its rotation. A single shape's frame is its own box, turned with it
 * (flips do not matter); several shapes or a group have the axis-aligned bounds.
 */
export interface SelectionFrame {
  readonly corners: readonly [Point, Point, Point, Point];
  readonly rotation: number;
  /** Frame → page: `apply(matrix, {x, y})` for x in [0, w], y in [0, h]. */
  readonly matrix: Matrix;
  readonly w: number;
  readonly h: number;
}

export function frameOf(shapes: readonly Shape[]): SelectionFrame | null {
  if (shapes.length === 0) return null;
  const single = shapes.length === 1 && shapes[0]!.type !== 'group' ? shapes[0]! : null;
  const frame = single
    ? { x: single.x, y: single.y, w: single.w, h: single.h, rotation: single.rotation, flipX: false, flipY: false }
    : { ...selectionBounds(shapes)!, rotation: 0, flipX: false, flipY: false };
  const matrix = shapeTransform(frame);
  const { w, h } = frame;
  return {
    corners: [apply(matrix, { x: 0, y: 0 }), apply(matrix, { x: w, y: 0 }), apply(matrix, { x: w, y: h }), apply(matrix, { x: 0, y: h })],
    rotation: frame.rotation,
    matrix,
    w,
    h,
  };
}

/** The selection's frame in the editor (null when nothing is selected). */
export function selectionFrame(editor: Editor): SelectionFrame | null {
  return frameOf(editor.selectedShapes);
}

/** Where each resize handle sits in a frame of w × h (frame coordinates). */
export const RESIZE_HANDLES: Readonly<Record<Exclude<HandleId, 'rotate' | 'start' | 'end'>, readonly [number, number]>> = {
  nw: [0, 0],
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
};

/**
 * The handles of the selection (page mm): a single line or arrow has `start` and `end`; anything
 * else the eight resize handles and `rotate` above its top edge.
 */
export function handlesOf(editor: Editor, pointerType: PointerInput['pointerType'] = 'mouse'): Handle[] {
  const shapes = editor.selectedShapes;
  const only = shapes.length === 1 ? shapes[0]! : null;
  if (only && (only.type === 'line' || only.type === 'arrow')) {
    const [start, end] = lineEnds(only);
    return [
      { id: 'start', point: start },
      { id: 'end', point: end },
    ];
  }
  const frame = frameOf(shapes);
  if (!frame) return [];
  const handles: Handle[] = Object.entries(RESIZE_HANDLES).map(([id, [fx, fy]]) => ({
    id: id as HandleId,
    point: apply(frame.matrix, { x: fx * frame.w, y: fy * frame.h }),
  }));
  const offset = (pointerType === 'touch' ? TOUCH_ROTATE_HANDLE_OFFSET_PX : ROTATE_HANDLE_OFFSET_PX) / editor.camera.zoom;
  handles.push({ id: 'rotate', point: apply(frame.matrix, { x: frame.w / 2, y: -offset }) });
  return handles;
}

/** The handle under a page point, if any (the nearest within its size plus the hit slack). */
export function handleAt(editor: Editor, point: Point, pointerType: PointerInput['pointerType'] = 'mouse'): HandleId | null {
  const reach = (handleSizePx(pointerType) / 2 + hitSlackPx(pointerType)) / editor.camera.zoom;
  let best: HandleId | null = null;
  let bestDistance = Infinity;
  for (const handle of handlesOf(editor, pointerType)) {
    const distance = Math.hypot(handle.point.x - point.x, handle.point.y - point.y);
    if (distance <= reach && distance < bestDistance) {
      best = handle.id;
      bestDistance = distance;
    }
  }
  return best;
}
