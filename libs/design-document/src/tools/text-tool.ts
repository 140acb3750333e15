/**
 * The text tool (manual: texttool): a click places an empty text there (its top-left; a vertical
 * text's top-right) in the current style, the select tool returns and the text opens for typing.
 * The text and its typing are one command (「テキストを追加」); a text left empty disappears
 * without a trace. States: idle → pointing → idle.
 */
import { createText } from '../model/create.ts';
import type { Point } from '../model/types.ts';
import type { Tool } from './tool.ts';

export function createTextTool(): Tool {
  let state: 'idle' | 'pointing' = 'idle';
  let at: Point = { x: 0, y: 0 };
  return {
    id: 'text',
    get state() {
      return state;
    },
    onPointerDown(_editor, input) {
      if (input.button !== 0) return;
      state = 'pointing';
      at = input.point;
    },
    onPointerUp(editor) {
      if (state !== 'pointing') return;
      state = 'idle';
      const id = editor.createId();
      const blank = createText(id, at, '', editor.style);
      const { w, h } = editor.measureText(blank);
      const shape = { ...blank, w, h, x: blank.writingMode === 'vertical' ? at.x - w : at.x };
      editor.setTool('select');
      editor.updatePage((page) => ({ ...page, shapes: [...page.shapes, shape] }), [id]);
      editor.startEditingText(id);
    },
    onCancel() {
      state = 'idle';
    },
  };
}
