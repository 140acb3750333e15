import { describe, expect, it } from 'vitest';
import { shapeBounds } from '../geometry/shape-geometry.ts';
import { createArrow, createLine, createPencil, createRect, createText } from '../model/create.ts';
import type { ImageShape, Shape } from '../model/types.ts';
import { TestEditor } from '../testing/test-editor.ts';
import {
  alignSelection,
  applyStyle,
  copiedStyle,
  copySelection,
  copyStyle,
  cutSelection,
  deleteSelection,
  distributeSelection,
  duplicateSelection,
  flipSelection,
  groupSelection,
  pageToScreen,
  pasteClipboard,
  pasteStyle,
  restackSelection,
  rotateSelectionBy,
  screenToPage,
  selectNext,
  setArrowHeads,
  setSelectionPosition,
  setSelectionRotation,
  setSelectionSize,
  styleOf,
  ungroupSelection,
  zoomBy,
  zoomTo100,
  zoomToFit,
} from './actions.ts';
import { DEFAULT_STYLE } from './types.ts';

const rect = (id: string, x: number, y: number, w: number, h: number, extra: Partial<Shape> = {}) =>
  ({ ...createRect(id, { x, y, w, h }, DEFAULT_STYLE), ...extra }) as Shape;

const image: ImageShape = {
  type: 'image',
  id: 'img',
  x: 0,
  y: 0,
  w: 40,
  h: 20,
  rotation: 0,
  flipX: false,
  flipY: false,
  opacity: 1,
  fileUuid: 'f',
  src: '/f.png',
  mimeType: 'image/png',
  name: 'f.png',
  pixelWidth: 400,
  pixelHeight: 200,
  vector: false,
  photographic: false,
};

function withShapes(...shapes: Shape[]): TestEditor {
  const editor = new TestEditor({
    placements: [
      { printSpecId: 1, name: '前面', position: 'front', width: 300, height: 400 },
      { printSpecId: 2, name: '背面', position: 'back', width: 300, height: 400 },
    ],
  });
  editor.run('準備', (page) => ({ ...page, shapes }));
  return editor;
}

const labels = (editor: TestEditor) => editor.history.undo.map((c) => c.label).slice(1);

describe('group and ungroup', () => {
  it('groups two or more shapes in place of the topmost and ungroups them back; each one command', () => {
    const editor = withShapes(rect('a', 0, 0, 10, 10), rect('b', 50, 50, 10, 10), rect('c', 20, 20, 10, 10));
    const before = editor.page;
    editor.select(['a']);
    expect(groupSelection(editor)).toBe(false);
    editor.select(['a', 'b']);
    expect(groupSelection(editor)).toBe(true);
    expect(editor.shapes.map((s) => s.id)).toEqual(['s1', 'c']);
    expect(editor.shape('s1')).toMatchObject({ type: 'group', x: 0, y: 0, w: 60, h: 60 });
    expect(editor.selection).toEqual(['s1']);
    // Moving a group moves its children.
    editor.key('ArrowRight');
    const group = editor.shape('s1');
    expect(group.type === 'group' && group.children.map((c) => c.x)).toEqual([1, 51]);
    editor.run('不透明度', (page) => ({ ...page, shapes: page.shapes.map((s) => (s.id === 's1' ? { ...s, opacity: 0.5 } : s)) }));
    expect(ungroupSelection(editor)).toBe(true);
    expect(editor.shapes.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(editor.shape('a')).toMatchObject({ x: 1, opacity: 0.5 });
    expect(editor.selection).toEqual(['a', 'b']);
    expect(ungroupSelection(editor)).toBe(false);
    expect(labels(editor)).toEqual(['グループ化', '移動', '不透明度', 'グループ解除']);
    while (editor.history.undo.length > 1) editor.undo();
    expect(editor.page).toEqual(before);
  });
});

describe('align and distribute', () => {
  it('a single shape aligns to the print area, several to their bounds', () => {
    const editor = withShapes(rect('a', 10, 10, 20, 10), rect('b', 50, 40, 40, 20));
    editor.select(['a']);
    alignSelection(editor, 'center');
    expect(editor.shape('a')).toMatchObject({ x: 140, y: 10 });
    alignSelection(editor, 'bottom');
    expect(editor.shape('a')).toMatchObject({ y: 390 });
    editor.select(['a', 'b']);
    alignSelection(editor, 'left');
    expect(editor.shape('b')).toMatchObject({ x: 50 });
    expect(editor.shape('a')).toMatchObject({ x: 50 });
    alignSelection(editor, 'top');
    expect(editor.shape('a')).toMatchObject({ y: 40 });
    alignSelection(editor, 'right');
    expect(editor.shape('a')).toMatchObject({ x: 70 });
    alignSelection(editor, 'middle');
    expect(editor.shape('a')).toMatchObject({ y: 45 });
    expect(labels(editor)).toEqual(['整列', '整列', '整列', '整列', '整列', '整列']);
    editor.clearSelection();
    expect(alignSelection(editor, 'left')).toBe(false);
  });

  it('distributes three or more shapes with equal gaps', () => {
    const editor = withShapes(rect('a', 0, 0, 10, 10), rect('b', 15, 30, 20, 10), rect('c', 90, 60, 10, 10));
    editor.select(['a', 'b']);
    expect(distributeSelection(editor, 'horizontal')).toBe(false);
    editor.select(['c', 'a', 'b']);
    distributeSelection(editor, 'horizontal');
    expect(editor.shape('b')).toMatchObject({ x: 40 });
    distributeSelection(editor, 'vertical');
    expect(editor.shape('b')).toMatchObject({ y: 30 });
    expect(labels(editor)).toEqual(['等間隔に分布']);
  });
});

describe('stacking order, flip, rotate', () => {
  it('restacks with a label for each move', () => {
    const editor = withShapes(rect('a', 0, 0, 10, 10), rect('b', 0, 0, 10, 10), rect('c', 0, 0, 10, 10));
    editor.select(['a']);
    restackSelection(editor, 'forward');
    expect(editor.shapes.map((s) => s.id)).toEqual(['b', 'a', 'c']);
    restackSelection(editor, 'front');
    expect(editor.shapes.map((s) => s.id)).toEqual(['b', 'c', 'a']);
    restackSelection(editor, 'backward');
    restackSelection(editor, 'back');
    expect(editor.shapes.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(restackSelection(editor, 'back')).toBe(false);
    expect(labels(editor)).toEqual(['前面へ', '最前面へ', '背面へ', '最背面へ']);
  });

  it('flips about the selection centre and rotates by steps or to an angle', () => {
    const editor = withShapes(rect('a', 0, 0, 10, 10), rect('b', 30, 0, 10, 10));
    editor.select(['a', 'b']);
    flipSelection(editor, 'x');
    expect(editor.shape('a')).toMatchObject({ x: 30, flipX: true });
    flipSelection(editor, 'y');
    expect(editor.shape('a')).toMatchObject({ flipY: true });
    expect(rotateSelectionBy(editor, 360)).toBe(false);
    rotateSelectionBy(editor, 90);
    expect(editor.shape('a').rotation).toBe(90);
    expect(setSelectionRotation(editor, 45)).toBe(false);
    editor.select(['a']);
    setSelectionRotation(editor, -30);
    expect(editor.shape('a').rotation).toBe(330);
    expect(setSelectionRotation(editor, 330)).toBe(false);
    expect(labels(editor)).toEqual(['左右反転', '上下反転', '回転', '回転']);
  });
});

describe('numeric size and position', () => {
  it('sets a shape’s width and height, with or without its ratio; texts and images always keep it', () => {
    const editor = withShapes(rect('a', 10, 10, 40, 20), image, {
      ...createText('t', { x: 0, y: 100 }, 'AB', DEFAULT_STYLE),
      w: 22,
      h: 20,
    });
    editor.select(['a']);
    setSelectionSize(editor, { w: 80 }, false);
    expect(editor.shape('a')).toMatchObject({ x: 10, y: 10, w: 80, h: 20 });
    setSelectionSize(editor, { h: 40 }, true);
    expect(editor.shape('a')).toMatchObject({ x: 10, y: 10, w: 160, h: 40 });
    expect(setSelectionSize(editor, { w: -1 }, true)).toBe(false);
    editor.select(['img']);
    setSelectionSize(editor, { w: 80 }, false);
    expect(editor.shape('img')).toMatchObject({ w: 80, h: 40 });
    editor.select(['t']);
    setSelectionSize(editor, { h: 40 }, false);
    const t = editor.shape('t');
    expect(t.type === 'text' && t.fontSize).toBe(40);
    expect(labels(editor)).toEqual(['サイズを変更', 'サイズを変更', 'サイズを変更', 'サイズを変更']);
  });

  it('scales several shapes uniformly about their top-left; positions the selection’s top-left', () => {
    const editor = withShapes(rect('a', 10, 10, 10, 10), rect('b', 30, 10, 10, 10, { flipX: true }));
    editor.select(['a', 'b']);
    setSelectionSize(editor, { w: 60 }, false);
    expect(editor.shape('b')).toMatchObject({ x: 50, y: 10, w: 20, h: 20 });
    setSelectionPosition(editor, { x: 0 });
    expect(editor.shape('a')).toMatchObject({ x: 0, y: 10 });
    setSelectionPosition(editor, { y: 5 });
    expect(editor.shape('a')).toMatchObject({ x: 0, y: 5 });
    expect(setSelectionPosition(editor, { y: 5 })).toBe(false);
    editor.select(['b']);
    setSelectionSize(editor, { w: 10 }, false);
    expect(editor.shape('b')).toMatchObject({ x: 40, w: 10 });
    editor.clearSelection();
    expect(setSelectionPosition(editor, { x: 1 })).toBe(false);
  });
});

describe('style', () => {
  it('applies each property only to the shapes that have it, into groups, and sets the default style', () => {
    const pencil = createPencil(
      'p',
      [
        { x: 0, y: 0, pressure: 0.5 },
        { x: 10, y: 10, pressure: 0.5 },
      ],
      DEFAULT_STYLE,
    );
    const text = { ...createText('t', { x: 0, y: 100 }, 'AB', DEFAULT_STYLE), w: 22, h: 20 };
    const line = createLine('l', { x: 0, y: 0 }, { x: 10, y: 0 }, DEFAULT_STYLE);
    const editor = withShapes(rect('a', 0, 0, 10, 10), pencil, text, line, image);
    editor.selectAll();
    applyStyle(editor, { fill: null, stroke: '#00ff00', radius: 3, fontSize: 10, opacity: 0.5, dash: 'dashed', strokeWidth: 0.01 });
    expect(editor.shape('a')).toMatchObject({ fill: null, stroke: '#00ff00', radius: 3, opacity: 0.5, dash: 'dashed', strokeWidth: 0.01 });
    expect(editor.shape('p')).toMatchObject({ stroke: '#00ff00', strokeWidth: 1, opacity: 0.5 });
    expect(editor.shape('t')).toMatchObject({ fill: '#e53935', fontSize: 10, w: 11, h: 10 });
    expect(editor.shape('l')).toMatchObject({ stroke: '#00ff00', dash: 'dashed' });
    expect(editor.shape('img')).toMatchObject({ opacity: 0.5 });
    expect(editor.style).toMatchObject({ fill: null, fontSize: 10 });
    applyStyle(editor, { stroke: null });
    expect(editor.shape('l')).toMatchObject({ stroke: '#00ff00' });
    expect(editor.shape('a')).toMatchObject({ stroke: null });
    expect(labels(editor)).toEqual(['スタイルを変更', 'スタイルを変更']);
    editor.select(['a', 'l']);
    groupSelection(editor);
    applyStyle(editor, { stroke: '#0000ff' });
    const group = editor.shapes.find((s) => s.type === 'group')!;
    expect(group.type === 'group' && group.children.map((c) => (c as { stroke: string }).stroke)).toEqual(['#0000ff', '#0000ff']);
    expect(applyStyle(editor, { stroke: '#0000ff' })).toBe(false);
    editor.clearSelection();
    expect(applyStyle(editor, { fill: '#123456' })).toBe(false);
    expect(editor.style.fill).toBe('#123456');
  });

  it('copies and pastes a style; arrow heads', () => {
    const editor = withShapes(
      rect('a', 0, 0, 10, 10, { fill: '#111111' }),
      createArrow('r', { x: 0, y: 0 }, { x: 10, y: 0 }, DEFAULT_STYLE),
      rect('b', 0, 0, 10, 10),
    );
    expect(copyStyle(editor)).toBe(false);
    expect(pasteStyle(editor)).toBe(false);
    editor.select(['a']);
    copyStyle(editor);
    expect(copiedStyle(editor)).toMatchObject({ fill: '#111111', radius: 0 });
    editor.select(['b']);
    pasteStyle(editor);
    expect(editor.shape('b')).toMatchObject({ fill: '#111111' });
    editor.select(['r', 'b']);
    setArrowHeads(editor, 'both');
    expect(editor.shape('r')).toMatchObject({ heads: 'both' });
    expect(setArrowHeads(editor, 'both')).toBe(false);
    groupSelection(editor);
    setArrowHeads(editor, 'end');
    expect(styleOf(editor.selectedShapes[0]!)).toMatchObject({ opacity: 1, stroke: '#212121' });
  });
});

describe('clipboard', () => {
  it('pastes with new ids 5 mm further each time on the same page, at the same place on another page', () => {
    const editor = withShapes(rect('a', 10, 10, 10, 10));
    expect(copySelection(editor)).toBe(false);
    expect(pasteClipboard(editor)).toBe(false);
    editor.select(['a']);
    copySelection(editor);
    pasteClipboard(editor);
    expect(editor.shapes.map((s) => [s.id, s.x])).toEqual([
      ['a', 10],
      ['s1', 15],
    ]);
    expect(editor.selection).toEqual(['s1']);
    pasteClipboard(editor);
    expect(editor.shape('s2')).toMatchObject({ x: 20, y: 20 });
    pasteClipboard(editor, { inPlace: true });
    expect(editor.shape('s3')).toMatchObject({ x: 20, y: 20 });
    editor.select(['a']);
    copySelection(editor);
    editor.setPage('page-2');
    pasteClipboard(editor);
    expect(editor.shapes).toEqual([{ ...rect('s4', 10, 10, 10, 10) }]);
    pasteClipboard(editor);
    expect(editor.shape('s5')).toMatchObject({ x: 15 });
    expect(labels(editor)).toEqual(['貼り付け', '貼り付け', '貼り付け', '貼り付け', '貼り付け']);
    editor.undo();
    editor.undo();
    expect(editor.pageId).toBe('page-2');
    expect(editor.shapes).toEqual([]);
  });

  it('cuts, duplicates and deletes', () => {
    const editor = withShapes(rect('a', 10, 10, 10, 10), rect('b', 50, 10, 10, 10));
    editor.select(['a']);
    duplicateSelection(editor);
    expect(editor.shape('s1')).toMatchObject({ x: 15, y: 15 });
    expect(editor.selection).toEqual(['s1']);
    cutSelection(editor);
    expect(editor.shapes.map((s) => s.id)).toEqual(['a', 'b']);
    expect(editor.clipboard!.shapes[0]).toMatchObject({ id: 's1' });
    editor.select(['b']);
    deleteSelection(editor);
    expect(editor.shapes.map((s) => s.id)).toEqual(['a']);
    expect(deleteSelection(editor)).toBe(false);
    expect(cutSelection(editor)).toBe(false);
    expect(duplicateSelection(editor)).toBe(false);
    expect(labels(editor)).toEqual(['複製', '切り取り', '削除']);
  });
});

describe('selection cycling and the view', () => {
  it('Tab cycles forwards and backwards, wrapping', () => {
    const editor = withShapes(rect('a', 0, 0, 10, 10), rect('b', 0, 0, 10, 10), rect('c', 0, 0, 10, 10));
    selectNext(editor);
    expect(editor.selection).toEqual(['a']);
    selectNext(editor);
    selectNext(editor);
    selectNext(editor);
    expect(editor.selection).toEqual(['a']);
    selectNext(editor, true);
    expect(editor.selection).toEqual(['c']);
    editor.clearSelection();
    selectNext(editor, true);
    expect(editor.selection).toEqual(['c']);
    editor.setPage('page-2');
    expect(selectNext(editor)).toBe(false);
  });

  it('zooms about a screen point, fits the print area and shows true size', () => {
    const editor = withShapes();
    editor.setCamera({ zoom: 2, x: 100, y: 50 });
    zoomBy(editor, 2, { x: 300, y: 250 });
    expect(editor.camera).toEqual({ zoom: 4, x: -100, y: -150 });
    expect(screenToPage(editor, pageToScreen(editor, { x: 12, y: 34 }))).toEqual({ x: 12, y: 34 });
    zoomToFit(editor, { width: 800, height: 600 }, 20);
    expect(editor.camera).toEqual({ zoom: 1.4, x: 190, y: 20 });
    editor.setViewport({ width: 800, height: 600, pxPerMm: 4 });
    zoomTo100(editor);
    expect(editor.camera.zoom).toBeCloseTo(4);
    expect(screenToPage(editor, { x: 400, y: 300 }).x).toBeCloseTo(150);
    zoomBy(editor, 1000);
    expect(editor.camera.zoom).toBe(64);
  });
});

describe('bounds after actions', () => {
  it('a rotated line keeps its bounds when moved numerically', () => {
    const editor = withShapes(createLine('l', { x: 0, y: 0 }, { x: 10, y: 10 }, DEFAULT_STYLE));
    editor.select(['l']);
    setSelectionPosition(editor, { x: 100, y: 100 });
    expect(shapeBounds(editor.shape('l'))).toEqual({ x: 100, y: 100, w: 10, h: 10 });
  });
});
