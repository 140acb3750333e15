/**
 * Keyboard shortcuts (the manual pages list them): tools by letter, undo/redo, delete, nudge by
 * 1 mm (Shift: 10 mm), select all, Escape, group, clipboard, stacking order, flip, rotate by 90°,
 * alignment, zoom, Tab through the shapes, Enter to edit a text, the space bar held for the hand.
 * Keys with Ctrl or ⌘ are the same on every platform. File shortcuts (save, open, new, import an
 * image) are listed in SHORTCUTS but are the app's: `handleKey` leaves them alone.
 */
import { deleteShapes, translateShapes } from '../ops/transform.ts';
import {
  alignSelection,
  copySelection,
  copyStyle,
  cutSelection,
  duplicateSelection,
  flipSelection,
  groupSelection,
  pasteClipboard,
  pasteStyle,
  restackSelection,
  rotateSelectionBy,
  selectNext,
  ungroupSelection,
  zoomBy,
  zoomTo100,
  zoomToFit,
} from './actions.ts';
import type { Editor } from './editor.ts';
import type { KeyInput, ToolId } from './types.ts';

/** The tool each letter selects (shown in the toolbar's tooltips). `e` and `o` both draw ellipses. */
export const TOOL_SHORTCUTS: Readonly<Record<string, ToolId>> = {
  v: 'select',
  r: 'rect',
  o: 'ellipse',
  e: 'ellipse',
  l: 'line',
  a: 'arrow',
  p: 'pencil',
  t: 'text',
  h: 'hand',
};

export const NUDGE_MM = 1;
export const NUDGE_LARGE_MM = 10;
/** Each `+`/`-` zooms by this factor. */
export const ZOOM_STEP = 1.25;
/** Padding (screen px) around the print area when fitting it (Shift+1, Ctrl/⌘+0). */
export const FIT_PADDING_PX = 24;

/** Every shortcut as shown in tooltips and the help (key text → what it does), in the manual's words. */
export const SHORTCUTS: Readonly<Record<string, string>> = {
  V: '選択ツール',
  R: '四角形ツール',
  E: '楕円ツール',
  O: '楕円ツール',
  L: '直線ツール',
  A: '矢印ツール',
  P: '鉛筆ツール',
  T: 'テキストツール',
  H: '手のひらツール（表示位置を動かす）',
  'スペース + ドラッグ': '表示位置を動かす',
  'Ctrl/⌘ + Z': '元に戻す',
  'Ctrl/⌘ + Shift + Z': 'やり直す',
  'Ctrl/⌘ + Y': 'やり直す',
  'Ctrl/⌘ + A': 'すべて選択',
  Tab: '次のオブジェクトを選択',
  'Shift + Tab': '前のオブジェクトを選択',
  Esc: '選択を解除・テキストの編集を確定',
  Enter: '選択したテキストを編集',
  矢印キー: '1mm移動',
  'Shift + 矢印キー': '10mm移動',
  'Delete / Backspace': '削除',
  'Ctrl/⌘ + C': 'コピー',
  'Ctrl/⌘ + X': '切り取り',
  'Ctrl/⌘ + V': '貼り付け',
  'Ctrl/⌘ + Shift + V': '同じ位置に貼り付け',
  'Ctrl/⌘ + D': '複製',
  'Ctrl/⌘ + Alt/Option + C': 'スタイルをコピー',
  'Ctrl/⌘ + Alt/Option + V': 'スタイルを貼り付け',
  'Ctrl/⌘ + G': 'グループ化',
  'Ctrl/⌘ + Shift + G': 'グループ解除',
  'Ctrl/⌘ + ]': '前面へ',
  'Ctrl/⌘ + Shift + ]': '最前面へ',
  'Ctrl/⌘ + Alt/Option + ]': '最前面へ',
  'Ctrl/⌘ + [': '背面へ',
  'Ctrl/⌘ + Shift + [': '最背面へ',
  'Ctrl/⌘ + Alt/Option + [': '最背面へ',
  'Shift + H': '左右反転',
  'Shift + V': '上下反転',
  'Ctrl/⌘ + Alt/Option + R': '時計回りに90度回転',
  'Ctrl/⌘ + Alt/Option + L': '反時計回りに90度回転',
  'Alt/Option + Shift + H': '水平方向中央に整列',
  'Alt/Option + Shift + V': '垂直方向中央に整列',
  '+ / Ctrl/⌘ + ＋': '拡大表示',
  '- / Ctrl/⌘ + −': '縮小表示',
  'Shift + 1 / Ctrl/⌘ + 0': '画面に合わせる',
  'Ctrl/⌘ + Alt/Option + 0': '100%表示',
  "Ctrl/⌘ + '": 'グリッドの表示・非表示',
  'Ctrl/⌘ + S': '保存',
  'Ctrl/⌘ + Shift + S': '名前を付けて保存',
  'Ctrl/⌘ + O': '開く',
  'Ctrl/⌘ + Alt/Option + N': '新規作成',
  'Ctrl/⌘ + Alt/Option + I': '画像の読み込み',
};

/** The tool to return to when the space bar (held for the hand tool) comes up. */
const heldSpace = new WeakMap<Editor, ToolId>();

/** A bracket key whatever the layout and modifiers (Shift gives `{`/`}`; Option on a Mac other characters). */
function bracket(input: KeyInput): ']' | '[' | null {
  if (input.key === ']' || input.key === '}') return ']';
  if (input.key === '[' || input.key === '{') return '[';
  if (input.code === 'BracketRight') return ']';
  if (input.code === 'BracketLeft') return '[';
  return null;
}

/** The letter of a key (Option on a Mac changes `key`, so fall back to `code`). */
function letter(input: KeyInput): string {
  if (input.key.length === 1 && /[a-z]/i.test(input.key)) return input.key.toLowerCase();
  const match = /^Key([A-Z])$/.exec(input.code);
  return match ? match[1]!.toLowerCase() : input.key;
}

function fit(editor: Editor): boolean {
  const viewport = editor.viewport;
  if (!viewport) return false;
  zoomToFit(editor, viewport, FIT_PADDING_PX);
  return true;
}

function withMod(editor: Editor, input: KeyInput): boolean {
  const key = letter(input);
  const { shiftKey: shift, altKey: alt } = input;
  const side = bracket(input);
  if (side)
    return restackSelection(editor, side === ']' ? (shift || alt ? 'front' : 'forward') : shift || alt ? 'back' : 'backward') || true;
  if (alt && key === 'c') return copyStyle(editor) || true;
  if (alt && key === 'v') return pasteStyle(editor) || true;
  if (alt && key === 'r') return rotateSelectionBy(editor, 90) || true;
  if (alt && key === 'l') return rotateSelectionBy(editor, -90) || true;
  if (alt && (input.key === '0' || input.code === 'Digit0' || input.code === 'Numpad0')) {
    zoomTo100(editor);
    return true;
  }
  if (alt) return false;
  switch (key) {
    case 'z':
      return shift ? editor.redo() || true : editor.undo() || true;
    case 'y':
      return editor.redo() || true;
    case 'a':
      editor.selectAll();
      return true;
    case 'g':
      return (shift ? ungroupSelection(editor) : groupSelection(editor)) || true;
    case 'c':
      return copySelection(editor) || true;
    case 'x':
      return cutSelection(editor) || true;
    case 'v':
      return pasteClipboard(editor, { inPlace: shift }) || true;
    case 'd':
      return duplicateSelection(editor) || true;
    case '+':
    case '=':
    case ';':
      zoomBy(editor, ZOOM_STEP);
      return true;
    case '-':
      zoomBy(editor, 1 / ZOOM_STEP);
      return true;
    case '0':
      return fit(editor);
    case "'":
      editor.setDisplay({ grid: !editor.display.grid });
      return true;
    default:
      return false;
  }
}

export function handleKey(editor: Editor, input: KeyInput): boolean {
  if (input.ctrlKey || input.metaKey) return withMod(editor, input);
  const key = letter(input);
  if (input.key === ' ' || input.code === 'Space') {
    if (editor.tool.id !== 'hand' && !heldSpace.has(editor) && editor.tool.state === 'idle') {
      heldSpace.set(editor, editor.tool.id);
      editor.setTool('hand');
    }
    return true;
  }
  if (input.shiftKey && !input.altKey && (key === 'h' || key === 'v')) return flipSelection(editor, key === 'h' ? 'x' : 'y') || true;
  if (input.shiftKey && input.altKey && (key === 'h' || key === 'v'))
    return alignSelection(editor, key === 'h' ? 'center' : 'middle') || true;
  if (input.shiftKey && (input.code === 'Digit1' || input.key === '!')) return fit(editor);
  if (input.key === '+' || input.key === '=') {
    zoomBy(editor, ZOOM_STEP);
    return true;
  }
  if (input.key === '-') {
    zoomBy(editor, 1 / ZOOM_STEP);
    return true;
  }
  if (!input.altKey && !input.shiftKey && TOOL_SHORTCUTS[key]) {
    editor.setTool(TOOL_SHORTCUTS[key]);
    return true;
  }
  if (input.key === 'Tab') return selectNext(editor, input.shiftKey);
  if (input.key === 'Escape') {
    if (editor.selection.length > 0) editor.clearSelection();
    else editor.setTool('select');
    return true;
  }
  const ids = editor.selection;
  if (ids.length === 0) return false;
  if (input.key === 'Enter') {
    const only = editor.selectedShapes;
    if (only.length !== 1 || only[0]!.type !== 'text') return false;
    editor.startEditingText(only[0]!.id);
    return true;
  }
  if (input.key === 'Delete' || input.key === 'Backspace') {
    editor.run('削除', (page) => deleteShapes(page, ids), []);
    return true;
  }
  const step = input.shiftKey ? NUDGE_LARGE_MM : NUDGE_MM;
  const arrows: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const arrow = arrows[input.key];
  if (arrow) {
    editor.run('移動', (page) => translateShapes(page, ids, arrow[0], arrow[1]));
    return true;
  }
  return false;
}

/** Keys released: the space bar gives back the tool it replaced by the hand. */
export function handleKeyUp(editor: Editor, input: KeyInput): boolean {
  if (input.key !== ' ' && input.code !== 'Space') return false;
  const previous = heldSpace.get(editor);
  if (previous === undefined) return false;
  heldSpace.delete(editor);
  editor.cancelPointer();
  editor.setTool(previous);
  return true;
}
