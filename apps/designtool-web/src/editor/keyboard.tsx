/**
 * Keys for the editor: shortcuts go to `editor.keyDown` (libs/design-document's keyboard.ts: tools,
 * undo/redo, nudge, delete, clipboard, group, Tab through the shapes, Enter to edit a text, Space for
 * the hand…) only while focus is not in a form field, and never during an IME composition. Tab
 * walks the shapes only on the canvas, and leaves it past the last (or first) shape, so keyboard
 * users are never trapped.
 */
import type { Editor, KeyInput } from '@shop/design-document';
import { IME_PROCESS_KEY_CODE } from '@shop/ui';
import { useEffect } from 'react';

export function isFormField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

const isCanvas = (target: EventTarget | null) => target instanceof HTMLElement && target.dataset['testid'] === 'design-canvas';

function keyInput(event: KeyboardEvent): KeyInput {
  return {
    key: event.key,
    code: event.code,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    isComposing: event.isComposing || event.keyCode === IME_PROCESS_KEY_CODE,
  };
}

/** Whether Tab would step past the end of the page's shapes (then focus moves on instead). */
function tabLeavesCanvas(editor: Editor, backwards: boolean): boolean {
  const shapes = editor.page.shapes;
  if (shapes.length === 0) return true;
  const edge = backwards ? shapes[0]! : shapes.at(-1)!;
  return editor.selection.length === 1 && editor.selection[0] === edge.id;
}

export function handleEditorKeyDown(editor: Editor, event: KeyboardEvent): boolean {
  if (event.defaultPrevented || isFormField(event.target)) return false;
  const input = keyInput(event);
  if (input.isComposing) return false;
  const onControl = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement;
  // A focused button or link keeps Enter and Space.
  if (onControl && (event.key === 'Enter' || event.key === ' ')) return false;
  if (
    event.key === 'Tab' &&
    (!isCanvas(event.target) || event.ctrlKey || event.altKey || event.metaKey || tabLeavesCanvas(editor, event.shiftKey))
  )
    return false;
  return editor.keyDown(input);
}

/** What a paste from outside the editor brings: picture files, or an SVG document as text. */
export interface PastedContent {
  readonly files: readonly File[];
  readonly svgText: string | null;
}

/** The pictures and SVG text of a clipboard or a drop (null when it holds neither). */
export function importableContent(data: DataTransfer | null, looksLikeSvg: (text: string) => boolean): PastedContent | null {
  if (!data) return null;
  const files = [...data.files].filter((file) => file.type.startsWith('image/') || /\.(svg|png|jpe?g|webp|heic|heif)$/i.test(file.name));
  const text = data.getData('image/svg+xml') || data.getData('text/plain');
  const svgText = text && looksLikeSvg(text) ? text : null;
  return files.length > 0 || svgText ? { files, svgText } : null;
}

export interface KeyboardOptions {
  /** A paste of pictures or SVG text (the editor's own clipboard is used otherwise). */
  readonly onPasteContent?: (content: PastedContent) => void;
  readonly looksLikeSvg?: (text: string) => boolean;
}

const isPasteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'v';

/**
 * Listens on the window while mounted. Ctrl/⌘+V is left to the browser first: its paste event
 * brings pictures or SVG text copied elsewhere (imported), else the editor pastes its own
 * clipboard; without a paste event (nothing the browser can paste) the editor pastes a moment later.
 */
export function useEditorKeyboard(editor: Editor, options: KeyboardOptions = {}): void {
  const { onPasteContent, looksLikeSvg } = options;
  useEffect(() => {
    let pendingPaste: KeyInput | null = null;
    const pasteOwn = () => {
      if (pendingPaste) editor.keyDown(pendingPaste);
      pendingPaste = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (onPasteContent && isPasteKey(event) && !event.defaultPrevented && !isFormField(event.target) && !event.isComposing) {
        pendingPaste = keyInput(event);
        setTimeout(pasteOwn, 0);
        return;
      }
      if (handleEditorKeyDown(editor, event)) event.preventDefault();
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isFormField(event.target) || !onPasteContent) return;
      const content = importableContent(event.clipboardData, looksLikeSvg ?? (() => false));
      if (!content) {
        pasteOwn();
        return;
      }
      event.preventDefault();
      pendingPaste = null;
      onPasteContent(content);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (isFormField(event.target)) return;
      if (editor.keyUp(keyInput(event))) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('paste', onPaste);
    };
  }, [editor, onPasteContent, looksLikeSvg]);
}
