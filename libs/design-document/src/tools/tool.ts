/**
 * A tool is a small state machine fed pointer and key events (as tldraw's tools are): it reads and
 * changes the editor only through the editor's methods, and names its current state (`state`), which
 * tests and the canvas (cursor, handles) read.
 */
import type { Editor } from '../editor/editor.ts';
import type { KeyInput, PointerInput, ToolId } from '../editor/types.ts';

export interface Tool {
  readonly id: ToolId;
  /** The state the machine is in (`idle`, `pointing`, `creating`, `translating`…). */
  readonly state: string;
  /** Called when the tool becomes the current one or stops being it (leaving must not leave a draft behind). */
  onEnter?(editor: Editor): void;
  onExit?(editor: Editor): void;
  onPointerDown?(editor: Editor, input: PointerInput): void;
  onPointerMove?(editor: Editor, input: PointerInput): void;
  onPointerUp?(editor: Editor, input: PointerInput): void;
  onDoubleClick?(editor: Editor, input: PointerInput): void;
  /** Returns true when the key was the tool's (Escape while drawing…). */
  onKeyDown?(editor: Editor, input: KeyInput): boolean;
  /** The pointer was lost (pointercancel, a second finger): drop what is in progress. */
  onCancel?(editor: Editor): void;
}

export type ToolFactory = () => Tool;
