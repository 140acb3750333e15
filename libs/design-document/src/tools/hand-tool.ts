/**
 * The hand tool (manual: editdisplay; the space bar holds it): dragging pans the view. Pointer
 * points are page mm under the current camera, so the pan keeps the page point under the pointer
 * where it was grabbed. States: idle → panning → idle.
 */
import type { Point } from '../model/types.ts';
import type { Tool } from './tool.ts';

export function createHandTool(): Tool {
  let state: 'idle' | 'panning' = 'idle';
  let grabbed: Point = { x: 0, y: 0 };
  return {
    id: 'hand',
    get state() {
      return state;
    },
    onPointerDown(_editor, input) {
      state = 'panning';
      grabbed = input.point;
    },
    onPointerMove(editor, input) {
      if (state !== 'panning') return;
      const { zoom, x, y } = editor.camera;
      // The grabbed page point goes back under the pointer: move the origin by the difference in px.
      const dx = (input.point.x - grabbed.x) * zoom;
      const dy = (input.point.y - grabbed.y) * zoom;
      if (dx !== 0 || dy !== 0) editor.setCamera({ zoom, x: x + dx, y: y + dy });
    },
    onPointerUp() {
      state = 'idle';
    },
    onCancel() {
      state = 'idle';
    },
  };
}
