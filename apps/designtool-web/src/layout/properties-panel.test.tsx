import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorWithRect, renderWithEditor } from '../testing/render.tsx';
import { PropertiesPanel } from './properties-panel.tsx';

const rect = (editor: ReturnType<typeof editorWithRect>) =>
  editor.page.shapes[0] as Extract<(typeof editor.page.shapes)[number], { type: 'rect' }>;

describe('PropertiesPanel', () => {
  it('applies a stroke width to the selection as one undoable command when the field is left', () => {
    const editor = editorWithRect();
    renderWithEditor(<PropertiesPanel />, editor);
    const before = editor.history.undo.length;
    const field = screen.getByTestId('style-stroke-width');
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.change(field, { target: { value: '2.5' } });
    // Typing alone changes nothing; leaving the field commits once.
    expect(rect(editor).strokeWidth).toBe(1);
    fireEvent.blur(field);
    expect(rect(editor).strokeWidth).toBe(2.5);
    expect(editor.history.undo.length).toBe(before + 1);
    expect(editor.style.strokeWidth).toBe(2.5);

    editor.undo();
    expect(rect(editor).strokeWidth).toBe(1);
  });

  it('commits a number on Enter and moves the selection by its position in mm', () => {
    const editor = editorWithRect();
    renderWithEditor(<PropertiesPanel />, editor);
    const x = screen.getByTestId('arrange-x');
    fireEvent.change(x, { target: { value: '20' } });
    fireEvent.keyDown(x, { key: 'Enter' });
    expect(rect(editor).x).toBeCloseTo(20);
    expect(editor.history.undo.at(-1)?.label).toBe('移動');
  });

  it('restacks, flips and deletes the selection from its buttons', () => {
    const editor = editorWithRect();
    renderWithEditor(<PropertiesPanel />, editor);
    fireEvent.click(screen.getByRole('button', { name: '左右反転' }));
    expect(rect(editor).flipX).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(editor.page.shapes).toHaveLength(0);
    editor.undo();
    expect(editor.page.shapes).toHaveLength(1);
  });

  it('sets the style for new shapes when nothing is selected (no command)', () => {
    const editor = editorWithRect();
    editor.clearSelection();
    renderWithEditor(<PropertiesPanel />, editor);
    const before = editor.history.undo.length;
    fireEvent.change(screen.getByTestId('style-dash'), { target: { value: 'dashed' } });
    expect(editor.style.dash).toBe('dashed');
    expect(rect(editor).dash).toBe('solid');
    expect(editor.history.undo.length).toBe(before);
  });
});
