/**
 * The machine the rectangle, ellipse, line and arrow tools share: press, drag past
 * DRAG_THRESHOLD_PX to draw the shape live (one transient edit, one command when released), or click
 * to place the tool's default shape there; Escape or a lost pointer drops what is being drawn. The
 * new shape is selected and the select tool returns.
 * States: idle → pointing (down) → creating (dragged) → idle.
 */
import type { Editor } from '../editor/editor.ts';
import type { PointerInput, ToolId } from '../editor/types.ts';
import type { Point, Shape } from '../model/types.ts';
import type { Tool } from './tool.ts';

/** How far (screen px) the pointer moves before a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 3;

export interface DragCreateSpec {
  readonly id: ToolId;
  /** Japanese name of the shape: the command is 「<label>を追加」. */
  readonly label: string;
  /** The shape while dragging from `origin` to the pointer. */
  dragged(editor: Editor, shapeId: string, origin: Point, input: PointerInput): Shape;
  /** The shape a click at `origin` places. */
  clicked(editor: Editor, shapeId: string, origin: Point): Shape;
}

export function createDragCreateTool(spec: DragCreateSpec): Tool {
  let state: 'idle' | 'pointing' | 'creating' = 'idle';
  let origin: Point = { x: 0, y: 0 };
  let shapeId = '';
  const command = `${spec.label}を追加`;
  return {
    id: spec.id,
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
      const shape = spec.dragged(editor, shapeId, origin, input);
      editor.updatePage((page) => ({ ...page, shapes: [...page.shapes.filter((s) => s.id !== shapeId), shape] }), [shapeId]);
    },
    onPointerUp(editor) {
      if (state === 'pointing') {
        const shape = spec.clicked(editor, shapeId, origin);
        editor.run(command, (page) => ({ ...page, shapes: [...page.shapes, shape] }), [shapeId]);
      } else if (state === 'creating') {
        editor.commitTransient(command);
      }
      const drew = state !== 'idle';
      state = 'idle';
      if (drew) editor.setTool('select');
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
