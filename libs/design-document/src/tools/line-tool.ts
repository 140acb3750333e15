/**
 * The line and arrow tools (manuals: linetool, arrowtool): drag from the start to the end; Shift
 * keeps the angle to 45° steps; a click without dragging places a 40 mm horizontal one centred
 * there. The new shape is selected and the select tool returns.
 * States: idle → pointing → creating → idle.
 */
import { createArrow, createLine } from '../model/create.ts';
import type { Point } from '../model/types.ts';
import { DRAG_THRESHOLD_PX } from './rect-tool.ts';
import { LINE_ANGLE_STEP_DEG, snapAngle } from './select-tool.ts';
import type { Tool } from './tool.ts';

/** The length (mm) of a line or arrow placed by a click. */
export const CLICK_LINE_LENGTH = 40;

export function createLineTool(id: 'line' | 'arrow'): Tool {
  const label = id === 'line' ? '直線' : '矢印';
  let state: 'idle' | 'pointing' | 'creating' = 'idle';
  let origin: Point = { x: 0, y: 0 };
  let shapeId = '';
  return {
    id,
    get state() {
      return state;
    },
    onPointerDown(editor, input) {
      if (input.button !== 0) return;
      state = 'pointing';
      origin = input.point;
      shapeId = editor.createId();
    },
    onPointerMove(editor, input) {
      if (state === 'pointing') {
        if (Math.hypot(input.point.x - origin.x, input.point.y - origin.y) * editor.camera.zoom < DRAG_THRESHOLD_PX) return;
        state = 'creating';
        editor.beginTransient();
      }
      if (state !== 'creating') return;
      const end = input.shiftKey ? snapAngle(origin, input.point, LINE_ANGLE_STEP_DEG) : input.point;
      const shape = id === 'line' ? createLine(shapeId, origin, end, editor.style) : createArrow(shapeId, origin, end, editor.style);
      editor.updatePage((page) => ({ ...page, shapes: [...page.shapes.filter((s) => s.id !== shapeId), shape] }), [shapeId]);
    },
    onPointerUp(editor) {
      if (state === 'pointing') {
        const a = { x: origin.x - CLICK_LINE_LENGTH / 2, y: origin.y };
        const b = { x: origin.x + CLICK_LINE_LENGTH / 2, y: origin.y };
        const shape = id === 'line' ? createLine(shapeId, a, b, editor.style) : createArrow(shapeId, a, b, editor.style);
        editor.run(`${label}を追加`, (page) => ({ ...page, shapes: [...page.shapes, shape] }), [shapeId]);
      } else if (state === 'creating') {
        editor.commitTransient(`${label}を追加`);
      }
      const drew = state !== 'idle';
      state = 'idle';
      if (drew) editor.setTool('select');
    },
    onKeyDown(editor, input) {
      if (input.key !== 'Escape' || state === 'idle') return false;
      this.onCancel!(editor);
      return true;
    },
    onCancel(editor) {
      if (state === 'creating') editor.cancelTransient();
      state = 'idle';
    },
  };
}
