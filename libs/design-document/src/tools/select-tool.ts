/**
 * The select tool (manual: move): click a shape to select it (Shift adds or removes), drag it to
 * move (one command for the whole drag), click empty space to clear the selection.
 * States: idle → pointing_shape | pointing_canvas → translating → idle.
 */
import type { Point, ShapeId } from '../model/types.ts';
import { translateShapes } from '../ops/transform.ts';
import { shapeAt } from '../editor/queries.ts';
import { DRAG_THRESHOLD_PX } from './rect-tool.ts';
import type { Tool } from './tool.ts';

export function createSelectTool(): Tool {
  let state: 'idle' | 'pointing_shape' | 'pointing_canvas' | 'translating' = 'idle';
  let origin: Point = { x: 0, y: 0 };
  let moved: Point = { x: 0, y: 0 };
  let moving: readonly ShapeId[] = [];
  return {
    id: 'select',
    get state() {
      return state;
    },
    onPointerDown(editor, input) {
      if (input.button !== 0) return;
      origin = input.point;
      moved = { x: 0, y: 0 };
      const hit = shapeAt(editor, input.point, input.pointerType);
      if (!hit) {
        state = 'pointing_canvas';
        if (!input.shiftKey) editor.clearSelection();
        return;
      }
      state = 'pointing_shape';
      const selected = editor.selection.includes(hit.id);
      if (input.shiftKey) editor.select(selected ? editor.selection.filter((id) => id !== hit.id) : [...editor.selection, hit.id]);
      else if (!selected) editor.select([hit.id]);
      moving = editor.selection;
    },
    onPointerMove(editor, input) {
      if (state === 'pointing_shape') {
        const distance = Math.hypot(input.point.x - origin.x, input.point.y - origin.y) * editor.camera.zoom;
        if (distance < DRAG_THRESHOLD_PX || moving.length === 0) return;
        state = 'translating';
        editor.beginTransient();
      }
      if (state !== 'translating') return;
      const dx = input.point.x - origin.x;
      const dy = input.point.y - origin.y;
      editor.updatePage((page) => translateShapes(page, moving, dx - moved.x, dy - moved.y));
      moved = { x: dx, y: dy };
    },
    onPointerUp(editor) {
      if (state === 'translating') editor.commitTransient('移動');
      state = 'idle';
    },
    onCancel(editor) {
      if (state === 'translating') editor.cancelTransient();
      state = 'idle';
    },
  };
}
