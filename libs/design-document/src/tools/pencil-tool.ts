/**
 * The pencil tool (manual: penciltool): press and drag to draw a freehand stroke; the points (page
 * mm, with the pen's pressure) show live as `overlay.draft` and become one PencilShape when the
 * pointer comes up. Points closer than 0.5 screen px to the last are skipped; a tap makes a dot.
 * The tool stays for the next stroke. States: idle → drawing → idle.
 */
import { createPencil } from '../model/create.ts';
import type { PressurePoint } from '../model/types.ts';
import type { PointerInput } from '../editor/types.ts';
import type { Tool } from './tool.ts';

/** Points closer than this (screen px) to the previous one are not kept. */
export const PENCIL_MIN_DISTANCE_PX = 0.5;

/** A mouse has no pressure; some touch screens report 0 for a pressed finger. */
function pressureOf(input: PointerInput): number {
  if (input.pointerType === 'mouse' || !(input.pressure > 0)) return 0.5;
  return Math.min(1, input.pressure);
}

export function createPencilTool(): Tool {
  let state: 'idle' | 'drawing' = 'idle';
  let points: PressurePoint[] = [];
  let shapeId = '';
  return {
    id: 'pencil',
    get state() {
      return state;
    },
    onPointerDown(editor, input) {
      if (input.button !== 0) return;
      state = 'drawing';
      shapeId = editor.createId();
      points = [{ x: input.point.x, y: input.point.y, pressure: pressureOf(input) }];
      editor.setOverlay({ draft: createPencil(shapeId, points, editor.style) });
    },
    onPointerMove(editor, input) {
      if (state !== 'drawing') return;
      const last = points.at(-1)!;
      if (Math.hypot(input.point.x - last.x, input.point.y - last.y) * editor.camera.zoom < PENCIL_MIN_DISTANCE_PX) return;
      points = [...points, { x: input.point.x, y: input.point.y, pressure: pressureOf(input) }];
      editor.setOverlay({ draft: createPencil(shapeId, points, editor.style) });
    },
    onPointerUp(editor) {
      if (state !== 'drawing') return;
      state = 'idle';
      const shape = createPencil(shapeId, points, editor.style);
      points = [];
      editor.setOverlay({ draft: null });
      editor.run('線を描く', (page) => ({ ...page, shapes: [...page.shapes, shape] }), [shape.id]);
    },
    onKeyDown(editor, input) {
      if (input.key !== 'Escape' || state === 'idle') return false;
      this.onCancel!(editor);
      return true;
    },
    onExit(editor) {
      this.onCancel!(editor);
    },
    onCancel(editor) {
      if (state === 'idle') return;
      state = 'idle';
      points = [];
      editor.setOverlay({ draft: null });
    },
  };
}
