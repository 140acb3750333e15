/**
 * Keyboard shortcuts (the manual pages list them): tools by letter, undo/redo, delete, nudge by
 * 1 mm (Shift: 10 mm), select all, Escape. Keys with Ctrl or ⌘ are the same on every platform.
 */
import { deleteShapes, translateShapes } from '../ops/transform.ts';
import type { Editor } from './editor.ts';
import type { KeyInput, ToolId } from './types.ts';

/** The tool each letter selects (shown in the toolbar's tooltips). */
export const TOOL_SHORTCUTS: Readonly<Record<string, ToolId>> = {
  v: 'select',
  r: 'rect',
  o: 'ellipse',
  l: 'line',
  a: 'arrow',
  p: 'pencil',
  t: 'text',
  h: 'hand',
};

export const NUDGE_MM = 1;
export const NUDGE_LARGE_MM = 10;

export function handleKey(editor: Editor, input: KeyInput): boolean {
  const mod = input.ctrlKey || input.metaKey;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (mod && key === 'z') return input.shiftKey ? editor.redo() || true : editor.undo() || true;
  if (mod && key === 'y') return editor.redo() || true;
  if (mod && key === 'a') {
    editor.selectAll();
    return true;
  }
  if (!mod && !input.altKey && TOOL_SHORTCUTS[key]) {
    editor.setTool(TOOL_SHORTCUTS[key]);
    return true;
  }
  if (key === 'Escape') {
    if (editor.selection.length > 0) editor.clearSelection();
    else editor.setTool('select');
    return true;
  }
  const ids = editor.selection;
  if (ids.length === 0) return false;
  if (key === 'Delete' || key === 'Backspace') {
    editor.run('削除', (page) => deleteShapes(page, ids), []);
    return true;
  }
  const step = input.shiftKey ? NUDGE_LARGE_MM : NUDGE_MM;
  const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const arrow = arrows[key];
  if (arrow) {
    editor.run('移動', (page) => translateShapes(page, ids, arrow[0], arrow[1]));
    return true;
  }
  return false;
}
