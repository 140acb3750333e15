/** Questions about what is under the pointer. */
import { hitTest } from '../geometry/shape-geometry.ts';
import type { Point, Shape } from '../model/types.ts';
import type { Editor } from './editor.ts';
import type { PointerInput } from './types.ts';

/** Hit slack in screen pixels: a finger needs more than a mouse. */
export function hitSlackPx(pointerType: PointerInput['pointerType']): number {
  return pointerType === 'touch' ? 12 : 4;
}

/** The topmost shape of the current page under a page point. */
export function shapeAt(editor: Editor, point: Point, pointerType: PointerInput['pointerType'] = 'mouse'): Shape | undefined {
  const tolerance = hitSlackPx(pointerType) / editor.camera.zoom;
  const shapes = editor.page.shapes;
  for (let i = shapes.length - 1; i >= 0; i--) {
    const shape = shapes[i]!;
    if (hitTest(shape, point, tolerance)) return shape;
  }
  return undefined;
}
