/**
 * The editor for the React tree: one `Editor` (libs/design-document) per page load, read through
 * `useSyncExternalStore` so a component re-renders only when what it selects changes.
 */
import type { Editor } from '@shop/design-document';
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';

const EditorContext = createContext<Editor | null>(null);

export function EditorProvider({ editor, children }: { editor: Editor; children: ReactNode }) {
  return <EditorContext value={editor}>{children}</EditorContext>;
}

export function useEditor(): Editor {
  const editor = use(EditorContext);
  if (!editor) throw new Error('useEditor outside <EditorProvider>');
  return editor;
}

/**
 * A value read from the editor, re-read on every change; the component re-renders when it differs
 * (`Object.is`). Select stable things (the editor's own objects or primitives), never new arrays.
 */
export function useEditorValue<T>(select: (editor: Editor) => T): T {
  const editor = useEditor();
  const subscribe = useCallback((listener: () => void) => editor.subscribe(listener), [editor]);
  return useSyncExternalStore(
    subscribe,
    () => select(editor),
    () => select(editor),
  );
}

/** Re-renders on every change of the editor (for panels that read many fields). */
export function useEditorVersion(): number {
  return useEditorValue((editor) => editor.version);
}
