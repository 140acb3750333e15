/**
 * The rectangle tool (manual: recttool): drag from one corner to the other; Shift makes a square,
 * Alt draws from the centre; a click without dragging places a 40 × 30 mm rectangle there.
 * After drawing, the new shape is selected and the select tool returns.
 * States: idle → pointing (down) → creating (dragged past 1 mm) → idle.
 */
import type { Editor } from '../editor/editor.ts';
import type { PointerInput } from '../editor/types.ts';
import { createEllipse, createRect } from '../model/create.ts';
import type { Point } from '../model/types.ts';
import type { Tool } from './tool.ts';

export const CLICK_SIZE = { w: 40, h: 30 } as const;
/** How far (screen px) the pointer moves before a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 3;

export function dragBox(origin: Point, point: Point, input: Pick<PointerInput, 'shiftKey' | 'altKey'>) {
  let w = point.x - origin.x;
  let h = point.y - origin.y;
  if (input.shiftKey) {
    const side = Math.max(Math.abs(w), Math.abs(h));
    w = Math.sign(w || 1) * side;
    h = Math.sign(h || 1) * side;
  }
  if (input.altKey) return { x: origin.x - Math.abs(w), y: origin.y - Math.abs(h), w: Math.abs(w) * 2, h: Math.abs(h) * 2 };
  return { x: Math.min(origin.x, origin.x + w), y: Math.min(origin.y, origin.y + h), w: Math.abs(w), h: Math.abs(h) };
}

/** The box tools (rectangle and ellipse) share this machine. */
export function createBoxTool(id: 'rect' | 'ellipse', label: string): Tool {
  let state: 'idle' | 'pointing' | 'creating' = 'idle';
  let origin: Point = { x: 0, y: 0 };
  let shapeId = '';
  const make = (editor: Editor, box: { x: number; y: number; w: number; h: number }) =>
    id === 'rect' ? createRect(shapeId, box, editor.style) : createEllipse(shapeId, box, editor.style);
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
        const moved = Math.hypot(input.point.x - origin.x, input.point.y - origin.y) * editor.camera.zoom;
        if (moved < DRAG_THRESHOLD_PX) return;
        state = 'creating';
        editor.beginTransient();
      }
      if (state !== 'creating') return;
      const shape = make(editor, dragBox(origin, input.point, input));
      editor.updatePage(
        (page) => ({ ...page, shapes: [...page.shapes.filter((s) => s.id !== shapeId), shape] }),
        [shapeId],
      );
    },
    onPointerUp(editor) {
      if (state === 'pointing') {
        const box = { x: origin.x - CLICK_SIZE.w / 2, y: origin.y - CLICK_SIZE.h / 2, ...CLICK_SIZE };
        const shape = make(editor, id === 'ellipse' ? { ...box, h: box.w, y: origin.y - box.w / 2 } : box);
        editor.run(`${label}を追加`, (page) => ({ ...page, shapes: [...page.shapes, shape] }), [shapeId]);
      } else if (state === 'creating') {
        editor.commitTransient(`${label}を追加`);
      }
      state = 'idle';
      if (editor.selection.length > 0) editor.setTool('select');
    },
    onKeyDown(editor, input) {
      if (input.key !== 'Escape' || state === 'idle') return false;
      this.onCancel?.(editor);
      return true;
    },
    onCancel(editor) {
      if (state === 'creating') editor.cancelTransient();
      state = 'idle';
    },
  };
}

export function createRectTool(): Tool {
  return createBoxTool('rect', '四角形');
}
