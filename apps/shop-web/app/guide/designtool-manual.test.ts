import { describe, expect, it } from 'vitest';
import { DESIGN_TOOL_LINK, DESIGNTOOL_MANUAL, manualNeighbours } from './designtool-manual.ts';

describe('design-tool manual', () => {
  it('has the twenty pages the spec lists, each once', () => {
    const spec =
      'alignment, arrowtool, copypaste, delete, drawingstyle, editdisplay, ellipsetool, file, flip, group, importimage, linetool, move, penciltool, recttool, rotate, scale, stackingorder, textedit, texttool';
    expect(DESIGNTOOL_MANUAL.map((page) => page.slug).toSorted()).toEqual(spec.split(', '));
  });

  it.each([
    ['move', { previous: { label: '表示の編集', to: '/designtool/editdisplay' }, next: { label: '拡大・縮小', to: '/designtool/scale' } }],
    ['file', { previous: null, next: { label: '表示の編集', to: '/designtool/editdisplay' } }],
    ['penciltool', { previous: { label: '矢印ツール', to: '/designtool/arrowtool' }, next: DESIGN_TOOL_LINK }],
  ])('%s links to its neighbours; the first has none before, the last leads to the design tool', (slug, expected) => {
    expect(manualNeighbours(slug)).toEqual(expected);
  });

  it('has no neighbours for a page that is not in the manual', () => {
    expect(manualNeighbours('nothing')).toBeNull();
  });
});
