import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handleEditorKeyDown } from '../editor/keyboard.tsx';
import { editorEditingText, renderWithEditor } from '../testing/render.tsx';
import { TextEditorOverlay } from './text-editor-overlay.tsx';

function setup(text = 'あ') {
  const editor = editorEditingText(text);
  const shape = editor.page.shapes[0];
  if (shape?.type !== 'text') throw new Error('no text');
  const view = renderWithEditor(<TextEditorOverlay editor={editor} shape={shape} />, editor);
  return { ...view, editor, box: screen.getByTestId('text-editor') as HTMLTextAreaElement };
}

describe('TextEditorOverlay', () => {
  it('shows the text being typed and sends every input to the editor', () => {
    const { editor, box } = setup();
    expect(box.value).toBe('あ');
    fireEvent.change(box, { target: { value: 'あい' } });
    expect(editor.getShape('t1')).toMatchObject({ text: 'あい' });
  });

  it('ignores Enter during an IME composition: typing goes on, nothing is committed', () => {
    const { editor, box } = setup();
    const before = editor.history.undo.length;
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'あかんじ' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    // Safari: the confirming Enter after compositionend, with keyCode 229.
    fireEvent.compositionEnd(box, { data: '漢字' });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(editor.editingTextId).toBe('t1');
    expect(editor.history.undo.length).toBe(before);
    fireEvent.keyDown(box, { key: 'Escape', isComposing: true });
    expect(editor.editingTextId).toBe('t1');
  });

  it('lets Enter be a newline and finishes the edit as one command on Escape', () => {
    const { editor, box } = setup();
    const before = editor.history.undo.length;
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'あ\nい' } });
    expect(editor.editingTextId).toBe('t1');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(editor.editingTextId).toBeNull();
    expect(editor.getShape('t1')).toMatchObject({ text: 'あ\nい' });
    expect(editor.history.undo.length).toBe(before + 1);
  });

  it('is vertical for 縦書き', () => {
    const editor = editorEditingText('縦');
    editor.updatePage((page) => ({
      ...page,
      shapes: page.shapes.map((s) => (s.type === 'text' ? { ...s, writingMode: 'vertical' as const } : s)),
    }));
    const shape = editor.page.shapes[0]!;
    if (shape.type !== 'text') throw new Error('no text');
    renderWithEditor(<TextEditorOverlay editor={editor} shape={shape} />, editor);
    const box = screen.getByRole('textbox', { name: 'テキスト（縦書き）' }) as HTMLTextAreaElement;
    expect(box.style.writingMode).toBe('vertical-rl');
  });

  it('keeps the shortcuts away from form fields and compositions', () => {
    const { editor, box } = setup();
    editor.finishEditingText();
    editor.select(['t1']);
    const event = new KeyboardEvent('keydown', { key: 'Delete', bubbles: true });
    Object.defineProperty(event, 'target', { value: box });
    expect(handleEditorKeyDown(editor, event)).toBe(false);
    const composing = new KeyboardEvent('keydown', { key: 'Delete', isComposing: true });
    expect(handleEditorKeyDown(editor, composing)).toBe(false);
    expect(editor.page.shapes).toHaveLength(1);
    expect(handleEditorKeyDown(editor, new KeyboardEvent('keydown', { key: 'Delete' }))).toBe(true);
    expect(editor.page.shapes).toHaveLength(0);
  });
});
