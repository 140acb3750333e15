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
import { createDragCreateTool } from './drag-create-tool.ts';
import type { Tool } from './tool.ts';

export const CLICK_SIZE = { w: 40, h: 30 } as const;

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

/** The box tools (rectangle and ellipse): drag corner to corner, a click places CLICK_SIZE (a circle for the ellipse). */
export function createBoxTool(id: 'rect' | 'ellipse', label: string): Tool {
  const make = (editor: Editor, shapeId: string, box: { x: number; y: number; w: number; h: number }) =>
    id === 'rect' ? createRect(shapeId, box, editor.style) : createEllipse(shapeId, box, editor.style);
  return createDragCreateTool({
    id,
    label,
    dragged: (editor, shapeId, origin, input) => make(editor, shapeId, dragBox(origin, input.point, input)),
    clicked: (editor, shapeId, origin) => {
      const box = { x: origin.x - CLICK_SIZE.w / 2, y: origin.y - CLICK_SIZE.h / 2, ...CLICK_SIZE };
      return make(editor, shapeId, id === 'ellipse' ? { ...box, h: box.w, y: origin.y - box.w / 2 } : box);
    },
  });
}

export function createRectTool(): Tool {
  return createBoxTool('rect', '四角形');
}
