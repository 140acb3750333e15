import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from '../editor/types.ts';
import { handleAt, handlesOf, HANDLE_SIZE_PX, selectionFrame, TOUCH_HANDLE_SIZE_PX } from '../editor/queries.ts';
import { shapeBounds } from '../geometry/shape-geometry.ts';
import { createArrow, createLine, createRect, createText } from '../model/create.ts';
import type { Shape } from '../model/types.ts';
import { TestEditor } from '../testing/test-editor.ts';
import { resizedFrameBox, snapAngle } from './select-tool.ts';

function withShapes(...shapes: Shape[]): TestEditor {
  const editor = new TestEditor();
  editor.run('準備', (page) => ({ ...page, shapes }));
  return editor;
}

const rect = (id: string, x: number, y: number, w: number, h: number, extra: Partial<Shape> = {}) =>
  ({ ...createRect(id, { x, y, w, h }, DEFAULT_STYLE), ...extra }) as Shape;

function close(actual: number, expected: number) {
  expect(actual).toBeCloseTo(expected, 6);
}

describe('select tool: clicking and the marquee', () => {
  it('Shift-click adds and removes; clicking empty space clears', () => {
    const editor = withShapes(rect('a', 10, 10, 20, 20), rect('b', 100, 100, 20, 20));
    editor.click(20, 20);
    expect(editor.selection).toEqual(['a']);
    editor.holding({ shiftKey: true }).click(110, 110);
    expect(editor.selection).toEqual(['a', 'b']);
    editor.click(20, 20);
    expect(editor.selection).toEqual(['b']);
    editor.release().click(250, 350);
    expect(editor.selection).toEqual([]);
  });

  it('a drag on empty canvas selects what its box touches and shows the marquee while dragging', () => {
    const editor = withShapes(rect('a', 10, 10, 20, 20), rect('b', 100, 100, 20, 20), rect('c', 200, 200, 20, 20));
    editor.down(5, 5).move(50, 50).move(105, 105);
    expect(editor.toolState).toBe('select.brushing');
    expect(editor.overlay.marquee).toEqual({ x: 5, y: 5, w: 100, h: 100 });
    expect(editor.selection).toEqual(['a', 'b']);
    editor.move(60, 60);
    expect(editor.selection).toEqual(['a']);
    editor.up();
    expect(editor.overlay.marquee).toBeNull();
    expect(editor.toolState).toBe('select.idle');
    // Shift keeps what was selected.
    editor.select(['c']);
    editor.holding({ shiftKey: true }).drag(90, 90, 130, 130).release();
    expect(editor.selection).toEqual(['c', 'b']);
    expect(editor.history.undo).toHaveLength(1);
  });

  it('double-clicking a text opens it for editing; Escape finishes with one command', () => {
    const editor = withShapes({ ...createText('t', { x: 10, y: 10 }, 'abc', DEFAULT_STYLE), w: 40, h: 20 });
    editor.dblclick(20, 20);
    expect(editor.editingTextId).toBe('t');
    editor.updateEditingText('abcd');
    editor.key('Escape');
    expect(editor.editingTextId).toBeNull();
    expect(editor.shape('t')).toMatchObject({ text: 'abcd' });
    expect(editor.history.undo.at(-1)!.label).toBe('テキストを編集');
    editor.dblclick(20, 20);
    // A click elsewhere ends the editing too.
    editor.updateEditingText('x');
    editor.click(250, 350);
    expect(editor.editingTextId).toBeNull();
    expect(editor.shape('t')).toMatchObject({ text: 'x' });
    editor.dblclick(250, 350);
    expect(editor.editingTextId).toBeNull();
  });
});

describe('select tool: moving', () => {
  it('snaps the left edge to the print area within 6 screen px and shows the line; Alt turns snapping off', () => {
    const editor = withShapes(rect('a', 20, 20, 20, 20));
    editor.down(30, 30).move(20, 35).move(14, 35);
    // The left edge would be at 4: it snaps to 0.
    expect(editor.shape('a')).toMatchObject({ x: 0, y: 25 });
    expect(editor.overlay.snapLines).toEqual([{ axis: 'x', at: 0 }]);
    editor.up();
    expect(editor.overlay.snapLines).toEqual([]);
    expect(editor.history.undo.map((c) => c.label)).toEqual(['準備', '移動']);
    editor.holding({ altKey: true });
    editor.undo();
    editor.select(['a']);
    editor.setDisplay({ snap: true });
    editor.holding({ altKey: false });
    editor.setDisplay({ snap: false });
    editor.drag(30, 30, 14, 35);
    expect(editor.shape('a')).toMatchObject({ x: 4, y: 25 });
  });

  it('snaps centres to other shapes and to the print area centre; the snap distance shrinks as the zoom grows', () => {
    const editor = withShapes(rect('a', 10, 10, 20, 20), rect('b', 100, 200, 40, 40));
    editor.drag(20, 20, 108, 22);
    // The left edge would be at 98: b's left edge is at 100.
    expect(editor.shape('a')).toMatchObject({ x: 100, y: 12 });
    expect(editor.overlay.snapLines).toEqual([]);
    editor.undo();
    editor.setCamera({ zoom: 4, x: 0, y: 0 });
    editor.drag(20, 20, 108, 22);
    expect(editor.shape('a')).toMatchObject({ x: 98 });
    editor.undo();
    editor.setCamera({ zoom: 1, x: 0, y: 0 });
    editor.down(20, 20).move(30, 30).move(158, 197);
    // The left edge at 148 snaps to the print area's centre (150); the middle (207) to b's top? no: to 200 (the print area's middle).
    expect(editor.shape('a')).toMatchObject({ x: 150, y: 190 });
    expect(editor.overlay.snapLines).toEqual([
      { axis: 'x', at: 150 },
      { axis: 'y', at: 200 },
    ]);
    editor.up();
  });

  it('Shift keeps the move horizontal or vertical', () => {
    const editor = withShapes(rect('a', 50, 50, 20, 20));
    editor.holding({ shiftKey: true }).drag(60, 60, 90, 67);
    expect(editor.shape('a')).toMatchObject({ x: 80, y: 50 });
  });

  it('Alt drags a copy (one command 「複製」) and leaves the original', () => {
    const editor = withShapes(rect('a', 50, 50, 20, 20));
    editor.holding({ altKey: true }).drag(60, 60, 100, 110).release();
    expect(editor.shapes.map((s) => s.id)).toEqual(['a', 's1']);
    expect(editor.shape('a')).toMatchObject({ x: 50, y: 50 });
    expect(editor.shape('s1')).toMatchObject({ x: 90, y: 100 });
    expect(editor.selection).toEqual(['s1']);
    expect(editor.history.undo.at(-1)!.label).toBe('複製');
    editor.undo();
    expect(editor.shapes.map((s) => s.id)).toEqual(['a']);
    expect(editor.selection).toEqual(['a']);
  });

  it('Escape and a lost pointer drop a move', () => {
    const editor = withShapes(rect('a', 50, 50, 20, 20));
    editor.down(60, 60).move(100, 100);
    expect(editor.toolState).toBe('select.translating');
    editor.key('Escape');
    expect(editor.shape('a')).toMatchObject({ x: 50, y: 50 });
    expect(editor.toolState).toBe('select.idle');
    editor.down(60, 60).move(100, 100);
    editor.cancelPointer();
    expect(editor.shape('a')).toMatchObject({ x: 50, y: 50 });
    expect(editor.history.undo).toHaveLength(1);
    expect(editor.key('Escape')).toBe(true);
  });
});

describe('handles', () => {
  it('a shape has eight resize handles and a rotate handle, turned with it; touch handles are larger', () => {
    const editor = withShapes(rect('a', 10, 20, 40, 20));
    expect(handlesOf(editor)).toEqual([]);
    expect(selectionFrame(editor)).toBeNull();
    editor.select(['a']);
    const handles = handlesOf(editor);
    expect(handles.map((h) => h.id)).toEqual(['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w', 'rotate']);
    expect(handles[0]!.point).toEqual({ x: 10, y: 20 });
    expect(handles[4]!.point).toEqual({ x: 50, y: 40 });
    expect(handles[8]!.point).toEqual({ x: 30, y: -4 });
    expect(handleAt(editor, { x: 51, y: 41 })).toBe('se');
    expect(handleAt(editor, { x: 58, y: 48 })).toBeNull();
    expect(handleAt(editor, { x: 58, y: 48 }, 'touch')).toBe('se');
    expect(TOUCH_HANDLE_SIZE_PX).toBeGreaterThan(HANDLE_SIZE_PX);
    editor.run('回転', (page) => ({ ...page, shapes: [{ ...page.shapes[0]!, rotation: 90 }] }));
    const turned = handlesOf(editor);
    close(turned[0]!.point.x, 40);
    close(turned[0]!.point.y, 10);
    expect(selectionFrame(editor)!.rotation).toBe(90);
  });

  it('a single line or arrow has start and end handles', () => {
    const editor = withShapes(createLine('l', { x: 10, y: 10 }, { x: 50, y: 30 }, DEFAULT_STYLE));
    editor.select(['l']);
    expect(handlesOf(editor)).toEqual([
      { id: 'start', point: { x: 10, y: 10 } },
      { id: 'end', point: { x: 50, y: 30 } },
    ]);
  });
});

describe('select tool: resizing', () => {
  it('drags a corner of a rectangle from the opposite corner; one command; undo and redo', () => {
    const editor = withShapes(rect('a', 10, 10, 40, 20));
    editor.select(['a']);
    editor.dragHandle('se', 70, 50);
    expect(editor.shape('a')).toMatchObject({ x: 10, y: 10, w: 60, h: 40, strokeWidth: 1 });
    expect(editor.history.undo.at(-1)!.label).toBe('拡大・縮小');
    editor.undo();
    expect(editor.shape('a')).toMatchObject({ x: 10, y: 10, w: 40, h: 20 });
    editor.redo();
    expect(editor.shape('a')).toMatchObject({ w: 60, h: 40 });
  });

  it('Shift keeps the ratio; Alt resizes about the centre; an edge changes one side; never below the minimum', () => {
    const editor = withShapes(rect('a', 10, 10, 40, 20));
    editor.select(['a']);
    editor.holding({ shiftKey: true }).dragHandle('se', 90, 35).release();
    expect(editor.shape('a')).toMatchObject({ x: 10, y: 10, w: 80, h: 40 });
    editor.undo();
    editor.holding({ altKey: true }).dragHandle('e', 60, 20).release();
    expect(editor.shape('a')).toMatchObject({ x: 0, y: 10, w: 60, h: 20 });
    editor.undo();
    editor.dragHandle('n', 30, 0);
    expect(editor.shape('a')).toMatchObject({ x: 10, y: 0, w: 40, h: 30 });
    editor.undo();
    editor.dragHandle('w', 200, 20);
    expect(editor.shape('a')).toMatchObject({ x: 49.5, w: 0.5 });
  });

  it('a rotated shape resizes along its own axes', () => {
    const editor = withShapes(rect('a', 0, 100, 40, 20, { rotation: 90 }));
    editor.select(['a']);
    // Turned 90°: its local x axis points down the page; the centre is (20, 110).
    const e = handlesOf(editor).find((h) => h.id === 'e')!.point;
    close(e.x, 20);
    close(e.y, 130);
    editor.dragHandle('e', 20, 150);
    const a = editor.shape('a');
    close(a.w, 60);
    close(a.h, 20);
    expect(a.rotation).toBe(90);
    const b = shapeBounds(a);
    close(b.y, 90);
    close(b.h, 60);
  });

  it('texts keep their ratio and scale their font size; images keep their ratio', () => {
    const text = { ...createText('t', { x: 0, y: 0 }, 'AB', DEFAULT_STYLE), w: 22, h: 20 };
    const editor = withShapes(text);
    editor.select(['t']);
    editor.dragHandle('e', 44, 10);
    const t = editor.shape('t');
    expect(t.type === 'text' && t.fontSize).toBeCloseTo(40);
    expect(t.h).toBeCloseTo(40);
  });

  it('scales several shapes uniformly about the opposite corner; lines scale their points, strokes keep their width', () => {
    const line = createLine('l', { x: 50, y: 10 }, { x: 60, y: 20 }, DEFAULT_STYLE);
    const editor = withShapes(rect('a', 10, 10, 20, 10), line);
    editor.select(['a', 'l']);
    editor.dragHandle('se', 110, 30);
    expect(editor.shape('a')).toMatchObject({ x: 10, y: 10, w: 40, h: 20, strokeWidth: 1 });
    const l = editor.shape('l');
    expect(l).toMatchObject({ x: 90, y: 10, w: 20, h: 20, strokeWidth: 1 });
    expect(l.type === 'line' && l.points).toEqual([
      { x: 0, y: 0 },
      { x: 20, y: 20 },
    ]);
    editor.undo();
    expect(editor.shape('l')).toEqual(line);
    // An edge handle scales uniformly too.
    editor.dragHandle('s', 40, 30);
    expect(editor.shape('a')).toMatchObject({ w: 40, h: 20 });
  });

  it('a group scales uniformly with its children', () => {
    const editor = withShapes(rect('a', 0, 0, 10, 10), rect('b', 20, 0, 10, 10));
    editor.select(['a', 'b']);
    editor.key('g', { ctrlKey: true });
    const group = editor.selection[0]!;
    editor.holding({ altKey: true }).dragHandle('e', 45, 5).release();
    const g = editor.shape(group);
    expect(g).toMatchObject({ x: -15, w: 60, h: 20, y: -5 });
  });

  it('resizedFrameBox covers each handle', () => {
    expect(resizedFrameBox('nw', 10, 10, { x: -10, y: -10 }, { keepRatio: false, fromCentre: false })).toEqual({
      x: -10,
      y: -10,
      w: 20,
      h: 20,
    });
    expect(resizedFrameBox('s', 10, 10, { x: 5, y: 20 }, { keepRatio: true, fromCentre: false })).toEqual({ x: -5, y: 0, w: 20, h: 20 });
    expect(resizedFrameBox('sw', 10, 0, { x: -10, y: 20 }, { keepRatio: true, fromCentre: false })).toEqual({ x: -10, y: 0, w: 20, h: 0 });
  });
});

describe('select tool: rotating and line ends', () => {
  it('rotates about the centre; Shift in 15° steps; one command', () => {
    const editor = withShapes(rect('a', 0, 0, 20, 20));
    editor.select(['a']);
    // The centre is (10, 10); the rotate handle above it. Drag to the right of the centre: +90°.
    editor.dragHandle('rotate', 40, 10);
    close(editor.shape('a').rotation, 90);
    expect(editor.shape('a')).toMatchObject({ x: 0, y: 0 });
    expect(editor.history.undo.at(-1)!.label).toBe('回転');
    editor.undo();
    editor.holding({ shiftKey: true }).dragHandle('rotate', 40, 22).release();
    expect(editor.shape('a').rotation).toBe(105);
  });

  it('rotates several shapes about the selection centre', () => {
    const editor = withShapes(rect('a', 0, 0, 10, 10), rect('b', 30, 0, 10, 10));
    editor.select(['a', 'b']);
    editor.holding({ shiftKey: true }).dragHandle('rotate', 50, 6).release();
    close(editor.shape('a').rotation, 90);
    close(editor.shape('a').x, 15);
    close(editor.shape('a').y, -15);
  });

  it("drags a line's end; Shift keeps 45° steps; one command", () => {
    const editor = withShapes(createArrow('l', { x: 10, y: 10 }, { x: 50, y: 10 }, DEFAULT_STYLE));
    editor.select(['l']);
    editor.dragHandle('end', 50, 50);
    expect(editor.shape('l')).toMatchObject({ type: 'arrow', x: 10, y: 10, w: 40, h: 40 });
    expect(editor.history.undo.at(-1)!.label).toBe('線の端を移動');
    editor.holding({ shiftKey: true }).dragHandle('start', 49, 0).release();
    const l = editor.shape('l');
    expect(l).toMatchObject({ x: 50, w: 0 });
    editor.undo();
    editor.undo();
    expect(editor.shape('l')).toMatchObject({ w: 40, h: 0 });
  });

  it('snapAngle keeps the length', () => {
    expect(snapAngle({ x: 0, y: 0 }, { x: 10, y: 1 }, 45)).toEqual({ x: 10.04987562112089, y: 0 });
    const p = snapAngle({ x: 0, y: 0 }, { x: 10, y: 9 }, 45);
    close(p.x, p.y);
  });
});
