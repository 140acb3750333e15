/** Renders a component with an editor (TestEditor: counted ids, a 300 × 400 mm front page). */
import { createRect, createText, DEFAULT_STYLE, type Editor } from '@shop/design-document';
import { TestEditor } from '@shop/design-document/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EditorProvider } from '../editor/editor-context.tsx';

export function renderWithEditor(node: ReactNode, editor: Editor = new TestEditor()) {
  const view = render(<EditorProvider editor={editor}>{node}</EditorProvider>);
  return { ...view, editor };
}

/** An editor with one rectangle (`r1`), selected. */
export function editorWithRect(): Editor {
  const editor = new TestEditor();
  editor.run('四角形', (page) => ({ ...page, shapes: [createRect('r1', { x: 10, y: 10, w: 50, h: 30 }, DEFAULT_STYLE)] }), ['r1']);
  return editor;
}

/** An editor with a text (`t1`) open for typing. */
export function editorEditingText(text = 'あ'): Editor {
  const editor = new TestEditor();
  editor.run('テキスト', (page) => ({ ...page, shapes: [createText('t1', { x: 10, y: 10 }, text, DEFAULT_STYLE)] }), ['t1']);
  editor.startEditingText('t1');
  return editor;
}
