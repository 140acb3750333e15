import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/test-editor.ts';

describe('rect tool', () => {
  it('drags a rectangle, selects it, returns to the select tool, and undoes and redoes', () => {
    const editor = new TestEditor();
    editor.setTool('rect');
    editor.drag(10, 20, 60, 50);
    expect(editor.shapes).toHaveLength(1);
    expect(editor.shapes[0]).toMatchObject({ type: 'rect', x: 10, y: 20, w: 50, h: 30 });
    expect(editor.selection).toEqual(['s1']);
    expect(editor.toolState).toBe('select.idle');
    expect(editor.history.undo).toHaveLength(1);
    editor.undo();
    expect(editor.shapes).toHaveLength(0);
    editor.redo();
    expect(editor.shapes[0]).toMatchObject({ x: 10, y: 20, w: 50, h: 30 });
  });

  it('Shift draws a square; Escape during the drag drops it', () => {
    const editor = new TestEditor();
    editor.setTool('rect');
    editor.holding({ shiftKey: true }).drag(0, 0, 30, 10).release();
    expect(editor.shapes[0]).toMatchObject({ w: 30, h: 30 });
    editor.setTool('rect');
    editor.down(100, 100).move(150, 150);
    expect(editor.toolState).toBe('rect.creating');
    editor.key('Escape');
    expect(editor.shapes).toHaveLength(1);
    expect(editor.history.undo).toHaveLength(1);
  });
});

describe('select tool', () => {
  it('moves a shape by dragging as one command; arrow keys nudge by 1 mm and Shift by 10 mm', () => {
    const editor = new TestEditor();
    editor.setTool('rect');
    editor.drag(10, 10, 50, 50);
    editor.drag(30, 30, 40, 45, 10);
    expect(editor.shapes[0]).toMatchObject({ x: 20, y: 25 });
    expect(editor.history.undo.map((c) => c.label)).toEqual(['四角形を追加', '移動']);
    editor.key('ArrowRight');
    editor.holding({ shiftKey: true });
    editor.key('ArrowDown');
    expect(editor.shapes[0]).toMatchObject({ x: 21, y: 35 });
    editor.release().key('Delete');
    expect(editor.shapes).toHaveLength(0);
    editor.holding({ ctrlKey: true }).key('z');
    expect(editor.shapes).toHaveLength(1);
  });
});
