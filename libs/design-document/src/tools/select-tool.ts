/**
 * The select tool (manuals: move, scale, rotate, linetool, textedit, copypaste):
 * - click a shape to select it (Shift adds or removes), click empty space to clear the selection;
 * - drag on empty space: a marquee selects the shapes its box touches (Shift adds to the selection);
 * - drag a shape: moves the selection, snapping its edges and centres to the print area and the
 *   other shapes (not with Alt, nor when `display.snap` is off); Shift keeps the move horizontal or
 *   vertical; Alt drags a copy (「複製」);
 * - drag a resize handle: a single shape resizes in its own (rotated) frame from the opposite side,
 *   Shift keeps the ratio (images, texts and groups always keep it), Alt resizes about the centre;
 *   several shapes scale uniformly about the opposite corner;
 * - drag the rotate handle: turns the selection about its centre, Shift in 15° steps;
 * - drag a line's or arrow's `start`/`end` handle: moves that end, Shift in 45° steps;
 * - double-click a text: edits it.
 * Every gesture is one command. States: idle → pointing_shape | pointing_canvas | pointing_handle →
 * translating | brushing | resizing | rotating | dragging_end → idle.
 */
import { apply, invert } from '../geometry/matrix.ts';
import { boxesIntersect, boxOfPoints, shapeBounds, type Box } from '../geometry/shape-geometry.ts';
import type { Page, Point, Shape, ShapeId } from '../model/types.ts';
import {
  cloneShape,
  lineEnds,
  resizeShapeLocal,
  rotateShapeAbout,
  scaleShapeAbout,
  translateShape,
  withLineEnds,
} from '../ops/transform.ts';
import { keepsRatio } from '../editor/actions.ts';
import { frameOf, handleAt, RESIZE_HANDLES, shapeAt, type SelectionFrame } from '../editor/queries.ts';
import { SNAP_DISTANCE_PX, snapBox, snapTargets, type SnapTargets } from '../editor/snapping.ts';
import type { Editor } from '../editor/editor.ts';
import type { HandleId, PointerInput } from '../editor/types.ts';
import { DRAG_THRESHOLD_PX } from './drag-create-tool.ts';
import type { Tool } from './tool.ts';

/** The smallest side (mm) a resize leaves. */
export const MIN_SIZE_MM = 0.5;
/** Shift steps of the rotate handle and of a line's ends. */
export const ROTATE_STEP_DEG = 15;
export const LINE_ANGLE_STEP_DEG = 45;

type SelectState =
  'idle' | 'pointing_shape' | 'pointing_canvas' | 'pointing_handle' | 'translating' | 'brushing' | 'resizing' | 'rotating' | 'dragging_end';

/** Snaps the direction from `from` to `to` to steps of `step` degrees, keeping the distance. */
export function snapAngle(from: Point, to: Point, step: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const angle = Math.round(Math.atan2(to.y - from.y, to.x - from.x) / ((step * Math.PI) / 180)) * ((step * Math.PI) / 180);
  const x = from.x + Math.cos(angle) * length;
  const y = from.y + Math.sin(angle) * length;
  // Exact zeros on the axes (cos(π/2) is not quite 0).
  return { x: Math.abs(x - from.x) < 1e-9 ? from.x : x, y: Math.abs(y - from.y) < 1e-9 ? from.y : y };
}

/** Replaces the shapes of `originals` on a page by `change(original)`. */
function fromOriginals(page: Page, originals: ReadonlyMap<ShapeId, Shape>, change: (shape: Shape) => Shape): Page {
  return { ...page, shapes: page.shapes.map((s) => (originals.has(s.id) ? change(originals.get(s.id)!) : s)) };
}

/**
 * A single shape's new box in its frame (frame coordinates, [0, w] × [0, h] before) for a resize
 * handle dragged to `p` (frame coordinates).
 */
export function resizedFrameBox(
  handle: HandleId,
  w: number,
  h: number,
  p: Point,
  options: { keepRatio: boolean; fromCentre: boolean },
): { x: number; y: number; w: number; h: number } {
  const west = handle.includes('w');
  const east = handle.includes('e');
  const north = handle.includes('n');
  const south = handle.includes('s');
  const k = options.fromCentre ? 2 : 1;
  const horizontal = (west || east) && w > 0;
  const vertical = (north || south) && h > 0;
  let nw = horizontal
    ? Math.max(MIN_SIZE_MM, (east ? p.x - (options.fromCentre ? w / 2 : 0) : (options.fromCentre ? w / 2 : w) - p.x) * k)
    : w;
  let nh = vertical
    ? Math.max(MIN_SIZE_MM, (south ? p.y - (options.fromCentre ? h / 2 : 0) : (options.fromCentre ? h / 2 : h) - p.y) * k)
    : h;
  if (options.keepRatio && w > 0 && h > 0) {
    const factor = horizontal && vertical ? Math.max(nw / w, nh / h) : horizontal ? nw / w : nh / h;
    nw = w * factor;
    nh = h * factor;
  }
  const x = options.fromCentre || (!west && !east) ? (w - nw) / 2 : west ? w - nw : 0;
  const y = options.fromCentre || (!north && !south) ? (h - nh) / 2 : north ? h - nh : 0;
  // An edge handle with the ratio kept grows the other side about its middle; without, that side stays.
  return { x: !west && !east && !options.keepRatio ? 0 : x, y: !north && !south && !options.keepRatio ? 0 : y, w: nw, h: nh };
}

export function createSelectTool(): Tool {
  let state: SelectState = 'idle';
  let origin: Point = { x: 0, y: 0 };
  let moving: readonly ShapeId[] = [];
  let originals = new Map<ShapeId, Shape>();
  let startBounds: Box = { x: 0, y: 0, w: 0, h: 0 };
  let frame: SelectionFrame | null = null;
  let handle: HandleId | null = null;
  let targets: SnapTargets = { xs: [], ys: [] };
  let selectionAtStart: readonly ShapeId[] = [];
  let copying = false;

  const reset = (editor: Editor) => {
    state = 'idle';
    handle = null;
    frame = null;
    copying = false;
    if (editor.overlay.marquee || editor.overlay.snapLines.length > 0) editor.setOverlay({ marquee: null, snapLines: [] });
  };

  const remember = (editor: Editor) => {
    originals = new Map(editor.selectedShapes.map((s) => [s.id, s]));
    moving = editor.selection;
    frame = frameOf(editor.selectedShapes);
    startBounds = editor.selectionBounds ?? { x: 0, y: 0, w: 0, h: 0 };
  };

  const pastThreshold = (editor: Editor, point: Point) =>
    Math.hypot(point.x - origin.x, point.y - origin.y) * editor.camera.zoom >= DRAG_THRESHOLD_PX;

  function translate(editor: Editor, input: PointerInput): void {
    let dx = input.point.x - origin.x;
    let dy = input.point.y - origin.y;
    if (input.shiftKey) {
      if (Math.abs(dx) > Math.abs(dy)) dy = 0;
      else dx = 0;
    }
    let snapLines: ReturnType<typeof snapBox>['lines'] = [];
    if (editor.display.snap && !input.altKey) {
      const snap = snapBox(
        { ...startBounds, x: startBounds.x + dx, y: startBounds.y + dy },
        targets,
        SNAP_DISTANCE_PX / editor.camera.zoom,
      );
      // A move held to one axis snaps along that axis only.
      const lockX = input.shiftKey && dx === 0;
      const lockY = input.shiftKey && dy === 0;
      if (!lockX) dx += snap.dx;
      if (!lockY) dy += snap.dy;
      snapLines = snap.lines.filter((l) => (l.axis === 'x' ? !lockX : !lockY));
    }
    editor.updatePage((page) => fromOriginals(page, originals, (s) => translateShape(s, dx, dy)));
    editor.setOverlay({ snapLines });
  }

  function resize(editor: Editor, input: PointerInput): void {
    if (!frame || !handle) return;
    const p = apply(invert(frame.matrix), input.point);
    const shapes = [...originals.values()];
    const single = shapes.length === 1 && shapes[0]!.type !== 'group' ? shapes[0]! : null;
    if (single) {
      const box = resizedFrameBox(handle, frame.w, frame.h, p, {
        keepRatio: input.shiftKey || keepsRatio(single),
        fromCentre: input.altKey,
      });
      // Frame coordinates → the shape's local (flipped) box.
      const local = {
        x: single.flipX ? single.w - box.x - box.w : box.x,
        y: single.flipY ? single.h - box.y - box.h : box.y,
        w: box.w,
        h: box.h,
      };
      editor.updatePage((page) => fromOriginals(page, originals, (s) => resizeShapeLocal(s, local)));
      return;
    }
    // Several shapes or a group: one uniform scale about the opposite corner (or the centre).
    const [fx, fy] = RESIZE_HANDLES[handle as keyof typeof RESIZE_HANDLES];
    const anchorFrame = input.altKey ? { x: frame.w / 2, y: frame.h / 2 } : { x: (1 - fx) * frame.w, y: (1 - fy) * frame.h };
    const handleFrame = { x: fx * frame.w, y: fy * frame.h };
    const ratios: number[] = [];
    if (fx !== 0.5 && Math.abs(handleFrame.x - anchorFrame.x) > 1e-9) ratios.push((p.x - anchorFrame.x) / (handleFrame.x - anchorFrame.x));
    if (fy !== 0.5 && Math.abs(handleFrame.y - anchorFrame.y) > 1e-9) ratios.push((p.y - anchorFrame.y) / (handleFrame.y - anchorFrame.y));
    if (ratios.length === 0) return;
    const largest = Math.max(frame.w, frame.h);
    const factor = Math.max(largest > 0 ? MIN_SIZE_MM / largest : 0.01, Math.max(...ratios));
    const pivot = apply(frame.matrix, anchorFrame);
    editor.updatePage((page) => fromOriginals(page, originals, (s) => scaleShapeAbout(s, factor, pivot)));
  }

  function rotateTo(editor: Editor, input: PointerInput): void {
    const centre = { x: startBounds.x + startBounds.w / 2, y: startBounds.y + startBounds.h / 2 };
    const angle = (p: Point) => (Math.atan2(p.y - centre.y, p.x - centre.x) * 180) / Math.PI;
    let delta = angle(input.point) - angle(origin);
    if (input.shiftKey) {
      const shapes = [...originals.values()];
      const base = shapes.length === 1 ? shapes[0]!.rotation : 0;
      delta = Math.round((base + delta) / ROTATE_STEP_DEG) * ROTATE_STEP_DEG - base;
    }
    editor.updatePage((page) => fromOriginals(page, originals, (s) => rotateShapeAbout(s, delta, centre)));
  }

  function brush(editor: Editor, point: Point): void {
    const box = boxOfPoints([origin, point]);
    const touched = editor.page.shapes.filter((s) => boxesIntersect(shapeBounds(s), box)).map((s) => s.id);
    editor.select([...selectionAtStart, ...touched.filter((id) => !selectionAtStart.includes(id))]);
    editor.setOverlay({ marquee: box });
  }

  function moveEnd(editor: Editor, input: PointerInput): void {
    const shape = [...originals.values()][0];
    if (!shape || (shape.type !== 'line' && shape.type !== 'arrow')) return;
    const [start, end] = lineEnds(shape);
    const fixed = handle === 'start' ? end : start;
    const point = input.shiftKey ? snapAngle(fixed, input.point, LINE_ANGLE_STEP_DEG) : input.point;
    editor.updatePage((page) =>
      fromOriginals(page, originals, (s) =>
        handle === 'start' ? withLineEnds(s as typeof shape, point, end) : withLineEnds(s as typeof shape, start, point),
      ),
    );
  }

  return {
    id: 'select',
    get state() {
      return state;
    },
    onPointerDown(editor, input) {
      if (input.button !== 0) return;
      if (editor.editingTextId) editor.finishEditingText();
      origin = input.point;
      const onHandle = editor.selection.length > 0 ? handleAt(editor, input.point, input.pointerType) : null;
      if (onHandle) {
        state = 'pointing_handle';
        handle = onHandle;
        remember(editor);
        return;
      }
      const hit = shapeAt(editor, input.point, input.pointerType);
      if (!hit) {
        state = 'pointing_canvas';
        selectionAtStart = input.shiftKey ? editor.selection : [];
        if (!input.shiftKey) editor.clearSelection();
        return;
      }
      state = 'pointing_shape';
      const selected = editor.selection.includes(hit.id);
      if (input.shiftKey) editor.select(selected ? editor.selection.filter((id) => id !== hit.id) : [...editor.selection, hit.id]);
      else if (!selected) editor.select([hit.id]);
      remember(editor);
    },
    onPointerMove(editor, input) {
      switch (state) {
        case 'pointing_shape':
          if (!pastThreshold(editor, input.point) || moving.length === 0) return;
          state = 'translating';
          editor.beginTransient();
          targets = snapTargets(editor.page, moving);
          if (input.altKey) {
            // Alt drags a copy: the copies go on top and are what moves.
            const copies = [...originals.values()].map((s) => cloneShape(s, editor.createId));
            originals = new Map(copies.map((s) => [s.id, s]));
            copying = true;
            moving = copies.map((s) => s.id);
            editor.updatePage((page) => ({ ...page, shapes: [...page.shapes, ...copies] }), moving);
          }
          translate(editor, input);
          return;
        case 'translating':
          translate(editor, input);
          return;
        case 'pointing_canvas':
          if (!pastThreshold(editor, input.point)) return;
          state = 'brushing';
          brush(editor, input.point);
          return;
        case 'brushing':
          brush(editor, input.point);
          return;
        case 'pointing_handle':
          if (!pastThreshold(editor, input.point)) return;
          state = handle === 'rotate' ? 'rotating' : handle === 'start' || handle === 'end' ? 'dragging_end' : 'resizing';
          editor.beginTransient();
          this.onPointerMove!(editor, input);
          return;
        case 'resizing':
          resize(editor, input);
          return;
        case 'rotating':
          rotateTo(editor, input);
          return;
        case 'dragging_end':
          moveEnd(editor, input);
          return;
        default:
          return;
      }
    },
    onPointerUp(editor) {
      const labels: Partial<Record<SelectState, string>> = { resizing: '拡大・縮小', rotating: '回転', dragging_end: '線の端を移動' };
      if (state === 'translating') editor.commitTransient(copying ? '複製' : '移動');
      else if (labels[state]) editor.commitTransient(labels[state]!);
      reset(editor);
    },
    onDoubleClick(editor, input) {
      const hit = shapeAt(editor, input.point, input.pointerType);
      if (hit?.type === 'text') editor.startEditingText(hit.id);
    },
    onKeyDown(editor, input) {
      if (input.key !== 'Escape' || state === 'idle') return false;
      this.onCancel!(editor);
      return true;
    },
    onCancel(editor) {
      if (editor.inTransient && state !== 'idle' && state !== 'brushing' && state !== 'pointing_canvas') editor.cancelTransient();
      reset(editor);
    },
  };
}
