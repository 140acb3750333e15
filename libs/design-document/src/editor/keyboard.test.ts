import { describe, expect, it } from 'vitest';
import { createRect, createText } from '../model/create.ts';
import type { Shape } from '../model/types.ts';
import { TestEditor } from '../testing/test-editor.ts';
import { SHORTCUTS, TOOL_SHORTCUTS } from './keyboard.ts';
import { DEFAULT_STYLE } from './types.ts';

const rect = (id: string, x: number, y: number) => createRect(id, { x, y, w: 10, h: 10 }, DEFAULT_STYLE);

function withShapes(...shapes: Shape[]): TestEditor {
  const editor = new TestEditor();
  editor.run('準備', (page) => ({ ...page, shapes }));
  return editor;
}

const mod = { ctrlKey: true };

describe('keyboard shortcuts', () => {
  it('every tool has a letter, listed in SHORTCUTS', () => {
    const editor = new TestEditor();
    for (const [letter, tool] of Object.entries(TOOL_SHORTCUTS)) {
      expect(editor.key(letter)).toBe(true);
      expect(editor.tool.id).toBe(tool);
      expect(SHORTCUTS[letter.toUpperCase()]).toBeDefined();
    }
    expect(editor.key('q')).toBe(false);
  });

  it('groups, ungroups, copies, cuts, pastes and duplicates with Ctrl/⌘', () => {
    const editor = withShapes(rect('a', 0, 0), rect('b', 20, 0));
    editor.key('a', mod);
    editor.key('g', mod);
    expect(editor.shapes.map((s) => s.type)).toEqual(['group']);
    editor.key('G', { ctrlKey: true, shiftKey: true });
    expect(editor.shapes.map((s) => s.id)).toEqual(['a', 'b']);
    editor.select(['a']);
    editor.key('c', { metaKey: true });
    editor.key('v', mod);
    expect(editor.shapes.at(-1)).toMatchObject({ x: 5 });
    editor.key('v', { ctrlKey: true, shiftKey: true });
    expect(editor.shapes.at(-1)).toMatchObject({ x: 5 });
    editor.key('d', mod);
    expect(editor.shapes.at(-1)).toMatchObject({ x: 10 });
    editor.key('x', mod);
    expect(editor.shapes).toHaveLength(4);
    expect(editor.history.undo.map((c) => c.label).slice(1)).toEqual([
      'グループ化',
      'グループ解除',
      '貼り付け',
      '貼り付け',
      '複製',
      '切り取り',
    ]);
    editor.key('z', mod);
    expect(editor.shapes).toHaveLength(5);
    editor.key('z', { ctrlKey: true, shiftKey: true });
    expect(editor.shapes).toHaveLength(4);
    editor.key('z', mod);
    editor.key('y', mod);
    expect(editor.shapes).toHaveLength(4);
  });

  it('restacks with brackets (Shift or Alt: to the very front or back), whatever the layout sends', () => {
    const editor = withShapes(rect('a', 0, 0), rect('b', 0, 0), rect('c', 0, 0));
    editor.select(['a']);
    editor.key(']', mod);
    expect(editor.shapes.map((s) => s.id)).toEqual(['b', 'a', 'c']);
    editor.key('}', { ctrlKey: true, shiftKey: true });
    expect(editor.shapes.map((s) => s.id)).toEqual(['b', 'c', 'a']);
    editor.key('[', mod);
    expect(editor.shapes.map((s) => s.id)).toEqual(['b', 'a', 'c']);
    editor.key('“', { metaKey: true, altKey: true, code: 'BracketLeft' });
    expect(editor.shapes.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    editor.key('‘', { metaKey: true, altKey: true, code: 'BracketRight' });
    expect(editor.shapes.map((s) => s.id)).toEqual(['b', 'c', 'a']);
  });

  it('flips with Shift+H / Shift+V, centres with Alt+Shift+H / V, rotates 90° with Ctrl+Alt+R / L', () => {
    const editor = withShapes(rect('a', 0, 0));
    editor.select(['a']);
    editor.key('H', { shiftKey: true });
    expect(editor.shape('a')).toMatchObject({ flipX: true });
    editor.key('V', { shiftKey: true });
    expect(editor.shape('a')).toMatchObject({ flipY: true });
    expect(editor.tool.id).toBe('select');
    editor.key('Ó', { shiftKey: true, altKey: true, code: 'KeyH' });
    expect(editor.shape('a')).toMatchObject({ x: 145 });
    editor.key('◊', { shiftKey: true, altKey: true, code: 'KeyV' });
    expect(editor.shape('a')).toMatchObject({ y: 195 });
    editor.key('®', { ctrlKey: true, altKey: true, code: 'KeyR' });
    expect(editor.shape('a').rotation).toBe(90);
    editor.key('l', { ctrlKey: true, altKey: true });
    expect(editor.shape('a').rotation).toBe(0);
    expect(editor.key('q', { ctrlKey: true, altKey: true })).toBe(false);
  });

  it('copies and pastes a style with Ctrl+Alt+C / V', () => {
    const editor = withShapes({ ...rect('a', 0, 0), fill: '#000000' }, rect('b', 0, 0));
    editor.select(['a']);
    editor.key('c', { ctrlKey: true, altKey: true });
    editor.select(['b']);
    editor.key('v', { ctrlKey: true, altKey: true });
    expect(editor.shape('b')).toMatchObject({ fill: '#000000' });
  });

  it('Tab cycles the selection; Enter edits a selected text; arrows nudge; Delete deletes; Escape clears', () => {
    const editor = withShapes(rect('a', 0, 0), { ...createText('t', { x: 50, y: 50 }, 'A', DEFAULT_STYLE), w: 11, h: 20 });
    expect(editor.key('Enter')).toBe(false);
    editor.key('Tab');
    expect(editor.selection).toEqual(['a']);
    expect(editor.key('Enter')).toBe(false);
    editor.key('Tab');
    expect(editor.selection).toEqual(['t']);
    editor.key('Tab', { shiftKey: true });
    expect(editor.selection).toEqual(['a']);
    editor.key('ArrowDown');
    editor.key('ArrowLeft', { shiftKey: true });
    expect(editor.shape('a')).toMatchObject({ x: -10, y: 1 });
    editor.key('Tab');
    editor.key('Enter');
    expect(editor.editingTextId).toBe('t');
    // While typing, keys are the text box's, and IME composition never reaches the editor.
    expect(editor.key('Delete')).toBe(false);
    expect(editor.key('Enter', { isComposing: true })).toBe(false);
    editor.key('Escape');
    expect(editor.editingTextId).toBeNull();
    editor.key('Backspace');
    expect(editor.shapes.map((s) => s.id)).toEqual(['a']);
    editor.select(['a']);
    editor.key('Escape');
    expect(editor.selection).toEqual([]);
    expect(editor.key('Delete')).toBe(false);
  });

  it('zooms with + and -, fits with Shift+1 or Ctrl+0 once the viewport is known, 100 % with Ctrl+Alt+0; toggles the grid', () => {
    const editor = new TestEditor();
    editor.key('+');
    expect(editor.camera.zoom).toBe(1.25);
    editor.key('-');
    expect(editor.camera.zoom).toBe(1);
    editor.key('=', mod);
    editor.key('-', mod);
    expect(editor.camera.zoom).toBe(1);
    expect(editor.key('!', { shiftKey: true, code: 'Digit1' })).toBe(false);
    editor.setViewport({ width: 348, height: 448 });
    editor.key('!', { shiftKey: true, code: 'Digit1' });
    expect(editor.camera).toEqual({ zoom: 1, x: 24, y: 24 });
    editor.key('+');
    editor.key('0', mod);
    expect(editor.camera.zoom).toBe(1);
    editor.key('º', { ctrlKey: true, altKey: true, code: 'Digit0' });
    expect(editor.camera.zoom).toBeCloseTo(96 / 25.4);
    expect(editor.display.grid).toBe(false);
    editor.key("'", mod);
    expect(editor.display.grid).toBe(true);
    expect(editor.key('s', mod)).toBe(false);
  });

  it('holding the space bar pans with the hand and gives the tool back', () => {
    const editor = new TestEditor();
    editor.setTool('rect');
    editor.key(' ');
    expect(editor.tool.id).toBe('hand');
    editor.key(' ');
    editor.down(10, 10).move(20, 10);
    expect(editor.camera.x).toBe(10);
    expect(editor.keyRelease(' ')).toBe(true);
    expect(editor.tool.id).toBe('rect');
    expect(editor.keyRelease(' ')).toBe(false);
    expect(editor.keyRelease('a')).toBe(false);
    expect(
      editor.keyUp({ key: ' ', code: 'Space', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, isComposing: true }),
    ).toBe(false);
  });
});
