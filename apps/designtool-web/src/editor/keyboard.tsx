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

/** Listens on the window while mounted. */
export function useEditorKeyboard(editor: Editor): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (handleEditorKeyDown(editor, event)) event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (isFormField(event.target)) return;
      if (editor.keyUp(keyInput(event))) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [editor]);
}
