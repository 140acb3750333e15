import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/test-editor.ts';
import { createTools } from './index.ts';

describe('tools', () => {
  it('registers every tool with a state', () => {
    const tools = createTools();
    expect([...tools.keys()]).toEqual(['select', 'rect', 'ellipse', 'line', 'arrow', 'pencil', 'text', 'hand']);
    for (const tool of tools.values()) expect(tool.state).toBe('idle');
  });
});

describe('ellipse tool', () => {
  it('drags an ellipse (Shift: circle), selects it and returns to select; a click places a 40 mm circle; undo and redo', () => {
    const editor = new TestEditor();
    editor.setTool('ellipse');
    editor.holding({ shiftKey: true }).drag(10, 10, 50, 30).release();
    expect(editor.shapes[0]).toMatchObject({ type: 'ellipse', x: 10, y: 10, w: 40, h: 40 });
    expect(editor.selection).toEqual(['s1']);
    expect(editor.toolState).toBe('select.idle');
    expect(editor.history.undo.at(-1)!.label).toBe('楕円を追加');
    editor.setTool('ellipse');
    editor.click(100, 100);
    expect(editor.shapes[1]).toMatchObject({ type: 'ellipse', x: 80, y: 80, w: 40, h: 40 });
    editor.undo();
    editor.undo();
    expect(editor.shapes).toHaveLength(0);
    editor.redo();
    expect(editor.shapes).toHaveLength(1);
  });
});

describe('line and arrow tools', () => {
  it('drags a line from start to end, one command, then the select tool', () => {
    const editor = new TestEditor();
    editor.setTool('line');
    editor.drag(10, 50, 60, 20);
    expect(editor.shapes[0]).toMatchObject({
      type: 'line',
      x: 10,
      y: 20,
      w: 50,
      h: 30,
      points: [
        { x: 0, y: 30 },
        { x: 50, y: 0 },
      ],
    });
    expect(editor.toolState).toBe('select.idle');
    expect(editor.history.undo.map((c) => c.label)).toEqual(['直線を追加']);
    editor.undo();
    expect(editor.shapes).toHaveLength(0);
    editor.redo();
    expect(editor.shapes).toHaveLength(1);
  });

  it('Shift keeps 45° steps; a click places a 40 mm horizontal arrow; Escape drops a drag', () => {
    const editor = new TestEditor();
    editor.setTool('arrow');
    editor.holding({ shiftKey: true }).drag(0, 0, 30, 28).release();
    const arrow = editor.shapes[0]!;
    expect(arrow).toMatchObject({ type: 'arrow', heads: 'end' });
    expect(arrow.w).toBeCloseTo(arrow.h, 9);
    editor.setTool('arrow');
    editor.click(100, 100);
    expect(editor.shapes[1]).toMatchObject({ type: 'arrow', x: 80, y: 100, w: 40, h: 0 });
    expect(editor.history.undo.at(-1)!.label).toBe('矢印を追加');
    editor.setTool('line');
    editor.down(0, 0).move(50, 50);
    expect(editor.toolState).toBe('line.creating');
    expect(editor.key('Escape')).toBe(true);
    expect(editor.shapes).toHaveLength(2);
    expect(editor.toolState).toBe('line.idle');
    // Escape clears the selection first, then gives the select tool back.
    editor.key('Escape');
    expect(editor.selection).toEqual([]);
    editor.key('Escape');
    expect(editor.toolState).toBe('select.idle');
  });
});

describe('pencil tool', () => {
  it('collects points while dragging, shows the draft, creates one stroke and stays for the next', () => {
    const editor = new TestEditor();
    editor.setTool('pencil');
    editor.down(10, 10).move(10.2, 10).move(20, 15);
    expect(editor.toolState).toBe('pencil.drawing');
    expect(editor.overlay.draft).toMatchObject({
      type: 'pencil',
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 5 },
      ],
    });
    editor.move(30, 10).up();
    expect(editor.overlay.draft).toBeNull();
    expect(editor.shapes).toHaveLength(1);
    expect(editor.shapes[0]).toMatchObject({ type: 'pencil', x: 10, y: 10, w: 20, h: 5 });
    expect(editor.shapes[0]!.type === 'pencil' && editor.shapes[0]!.points).toHaveLength(3);
    expect(editor.toolState).toBe('pencil.idle');
    expect(editor.selection).toEqual(['s1']);
    // A tap makes a dot; pen pressure is kept.
    editor.using('pen').down(100, 100, { pressure: 0.8 }).up();
    expect(editor.shapes[1]).toMatchObject({ type: 'pencil', w: 0, h: 0, points: [{ x: 0, y: 0, pressure: 0.8 }] });
    expect(editor.history.undo.map((c) => c.label)).toEqual(['線を描く', '線を描く']);
    editor.undo();
    expect(editor.shapes).toHaveLength(1);
  });

  it('skips points closer than 0.5 screen px (they depend on the zoom); Escape and leaving the tool drop the stroke', () => {
    const editor = new TestEditor();
    editor.setCamera({ zoom: 10, x: 0, y: 0 });
    editor.setTool('pencil');
    editor.down(0, 0).move(0.04, 0).move(0.06, 0);
    expect(editor.overlay.draft!.type === 'pencil' && editor.overlay.draft!.points).toHaveLength(2);
    editor.key('Escape');
    expect(editor.overlay.draft).toBeNull();
    editor.using('touch').down(0, 0, { pressure: 0 }).move(5, 5);
    expect(editor.overlay.draft!.type === 'pencil' && editor.overlay.draft!.points[0]!.pressure).toBe(0.5);
    editor.setTool('select');
    expect(editor.overlay.draft).toBeNull();
    expect(editor.shapes).toHaveLength(0);
    expect(editor.history.undo).toHaveLength(0);
  });
});

describe('text tool', () => {
  it('a click places an empty text and opens it; typing and finishing is one command 「テキストを追加」', () => {
    const editor = new TestEditor();
    editor.setTool('text');
    editor.click(50, 60);
    expect(editor.toolState).toBe('select.idle');
    expect(editor.editingTextId).toBe('s1');
    expect(editor.shape('s1')).toMatchObject({ type: 'text', x: 50, y: 60, text: '' });
    editor.updateEditingText('こんにちは');
    editor.key('Escape');
    expect(editor.shape('s1')).toMatchObject({ text: 'こんにちは', w: 100, h: 20 });
    expect(editor.history.undo.map((c) => c.label)).toEqual(['テキストを追加']);
    editor.undo();
    expect(editor.shapes).toHaveLength(0);
    editor.redo();
    expect(editor.shape('s1')).toMatchObject({ text: 'こんにちは' });
  });

  it('a text left empty leaves nothing; a vertical text grows from its top-right', () => {
    const editor = new TestEditor();
    editor.setTool('text');
    editor.click(50, 60);
    editor.key('Escape');
    expect(editor.shapes).toHaveLength(0);
    expect(editor.history.undo).toHaveLength(0);
    editor.setDefaultStyle({ writingMode: 'vertical' });
    editor.setTool('text');
    editor.down(100, 10);
    editor.cancelPointer();
    expect(editor.shapes).toHaveLength(0);
    editor.click(100, 10);
    const text = editor.shape(editor.editingTextId!);
    expect(text.x + text.w).toBe(100);
  });
});

describe('hand tool', () => {
  it('dragging pans the camera in screen px and keeps the grabbed point under the pointer', () => {
    const editor = new TestEditor();
    editor.setCamera({ zoom: 2, x: 10, y: 20 });
    editor.setTool('hand');
    editor.down(50, 50);
    expect(editor.toolState).toBe('hand.panning');
    // The app converts the screen point with the current camera: the pointer moved 30 px right.
    editor.move(65, 50);
    expect(editor.camera).toEqual({ zoom: 2, x: 40, y: 20 });
    // The same screen point now maps back to the grabbed page point: nothing more moves.
    editor.move(50, 50);
    expect(editor.camera).toEqual({ zoom: 2, x: 40, y: 20 });
    editor.up();
    expect(editor.toolState).toBe('hand.idle');
    editor.down(0, 0);
    editor.cancelPointer();
    expect(editor.toolState).toBe('hand.idle');
    editor.move(10, 10);
    expect(editor.camera.x).toBe(40);
    expect(editor.history.undo).toHaveLength(0);
  });
});

describe('a new text stays inside the print area', () => {
  it('moves back in as it grows past the edge, and is made smaller when it is wider than the area', () => {
    const editor = new TestEditor();
    const area = editor.page;
    editor.setTool('text');
    editor.click(area.width - 20, 60);
    editor.updateEditingText('こんにちは'); // 5 em of 20 mm: 100 mm wide
    expect(editor.shape('s1')).toMatchObject({ x: area.width - 100, y: 60, w: 100, fontSize: 20 });
    editor.updateEditingText('こんにちは、チームのみなさん、ようこそ'); // 19 em: 380 mm at 20 mm, wider than the area
    const fitted = editor.shape('s1') as { x: number; w: number; fontSize: number };
    expect(fitted.fontSize).toBeLessThan(20);
    expect(fitted.x).toBeGreaterThanOrEqual(0);
    expect(fitted.x + fitted.w).toBeLessThanOrEqual(area.width + 1e-9);
    editor.key('Escape');
    expect(editor.history.undo.map((c) => c.label)).toEqual(['テキストを追加']);
  });

  it('leaves an existing text where the shopper put it while it is edited again', () => {
    const editor = new TestEditor();
    editor.setTool('text');
    editor.click(10, 60);
    editor.updateEditingText('あ');
    editor.key('Escape');
    editor.run('移動', (page) => ({ ...page, shapes: page.shapes.map((s) => ({ ...s, x: page.width - 5 })) }));
    editor.startEditingText('s1');
    editor.updateEditingText('ああああ');
    expect(editor.shape('s1').x).toBe(editor.page.width - 5);
  });
});
