/**
 * The line and arrow tools (manuals: linetool, arrowtool): drag from the start to the end; Shift
 * keeps the angle to 45° steps; a click without dragging places a 40 mm horizontal one centred
 * there. The new shape is selected and the select tool returns.
 * States: idle → pointing → creating → idle.
 */
import { createArrow, createLine } from '../model/create.ts';
import type { Point } from '../model/types.ts';
import type { Editor } from '../editor/editor.ts';
import { createDragCreateTool } from './drag-create-tool.ts';
import { LINE_ANGLE_STEP_DEG, snapAngle } from './select-tool.ts';
import type { Tool } from './tool.ts';

/** The length (mm) of a line or arrow placed by a click. */
export const CLICK_LINE_LENGTH = 40;

export function createLineTool(id: 'line' | 'arrow'): Tool {
  const make = (editor: Editor, shapeId: string, a: Point, b: Point) =>
    id === 'line' ? createLine(shapeId, a, b, editor.style) : createArrow(shapeId, a, b, editor.style);
  return createDragCreateTool({
    id,
    label: id === 'line' ? '直線' : '矢印',
    dragged: (editor, shapeId, origin, input) =>
      make(editor, shapeId, origin, input.shiftKey ? snapAngle(origin, input.point, LINE_ANGLE_STEP_DEG) : input.point),
    clicked: (editor, shapeId, origin) =>
      make(editor, shapeId, { x: origin.x - CLICK_LINE_LENGTH / 2, y: origin.y }, { x: origin.x + CLICK_LINE_LENGTH / 2, y: origin.y }),
  });
}
