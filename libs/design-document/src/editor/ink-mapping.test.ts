import { describe, expect, it } from 'vitest';
import { inkColours } from '../checks/ink-colours.ts';
import { createPencil, createRect, createText } from '../model/create.ts';
import { newDesignDocument } from '../model/new-document.ts';
import type { GroupShape, PathShape, Shape } from '../model/types.ts';
import { Editor } from './editor.ts';
import { mapColoursToInks } from './ink-mapping.ts';
import { DEFAULT_STYLE } from './types.ts';

const palette = [
  { name: 'スミ', hex: '#1a1a1a' },
  { name: 'レッド', hex: '#d7001d' },
  { name: 'ホワイト', hex: '#ffffff' },
];

/** Where the test's shapes stand (the same box for each). */
const BOX = { x: 10, y: 10, w: 10, h: 10, rotation: 0, flipX: false, flipY: false, opacity: 1 } as const;

const path = (id: string, fill: string | null, stroke: string | null): PathShape => ({
  type: 'path',
  id,
  ...BOX,
  d: 'M0 0L10 0L10 10Z',
  viewWidth: 10,
  viewHeight: 10,
  fill,
  fillRule: 'nonzero',
  stroke,
  strokeWidth: 1,
  dash: 'solid',
  name: 'logo',
});

function editorWith(shapes: Shape[]): Editor {
  const doc = newDesignDocument({ id: 'd', now: 1, method: 'silkscreen' });
  return new Editor({ document: { ...doc, pages: [{ ...doc.pages[0]!, shapes }] }, now: () => 2 });
}

describe('mapColoursToInks', () => {
  it('turns every colour of the page, inside groups too, into its nearest ink as one undoable command, and the plates follow', () => {
    const group: GroupShape = { type: 'group', id: 'g', ...BOX, children: [path('a', '#000000', '#cc0000'), path('b', '#222222', null)] };
    const editor = editorWith([
      group,
      createText('t', { x: 1, y: 1 }, 'チーム', { ...DEFAULT_STYLE, fill: '#e00010', stroke: null }),
      createPencil('p', [{ x: 1, y: 1, pressure: 0.5 }], { ...DEFAULT_STYLE, stroke: '#fafafa' }),
    ]);
    expect(inkColours(editor.page).plates).toBe(5);
    expect(mapColoursToInks(editor, palette)).toBe(true);
    const [g, t, p] = editor.page.shapes as [GroupShape, Shape, Shape];
    expect(g.children.map((c) => [(c as PathShape).fill, (c as PathShape).stroke])).toEqual([
      ['#1a1a1a', '#d7001d'],
      ['#1a1a1a', null],
    ]);
    expect(t).toMatchObject({ fill: '#d7001d', stroke: null });
    expect(p).toMatchObject({ stroke: '#ffffff' });
    expect(inkColours(editor.page).plates).toBe(3);
    expect(editor.history.undo.at(-1)?.label).toBe('インクの色に合わせる');
    editor.undo();
    expect((editor.page.shapes[0] as GroupShape).children[0]).toMatchObject({ fill: '#000000' });
  });

  it('maps only the selection when there is one, and records nothing when the colours are inks already', () => {
    const editor = editorWith([
      createRect('r1', { x: 0, y: 0, w: 5, h: 5 }, { ...DEFAULT_STYLE, fill: '#010101' }),
      path('x', '#ff0000', null),
    ]);
    editor.select(['x']);
    expect(mapColoursToInks(editor, palette)).toBe(true);
    expect(editor.page.shapes.map((s) => (s as PathShape).fill)).toEqual(['#010101', '#d7001d']);
    expect(mapColoursToInks(editor, palette)).toBe(false);
    expect(editor.history.undo).toHaveLength(1);
  });
});
