/**
 * Silk-screen in one step (issue #34): every colour of the selection (or of the whole placement when
 * nothing is selected) becomes its nearest ink of the order's palette (`nearestInk`), fills and
 * strokes alike, inside groups too: an imported SVG's dozen near-blacks and near-reds become the two
 * inks they will be printed in. One command 「インクの色に合わせる」; nothing changes (and no
 * command is recorded) when every colour is an ink already.
 */
import { nearestInk, type InkPalette } from '../checks/ink-colours.ts';
import type { Shape } from '../model/types.ts';
import { updateShapes } from '../ops/transform.ts';
import type { Editor } from './editor.ts';

/** A shape whose colours are each the nearest ink of `palette` (the same object when none changes). */
export function shapeInInks(shape: Shape, palette: InkPalette): Shape {
  if (palette.length === 0) return shape;
  const ink = (hex: string) => nearestInk(hex, palette)?.hex ?? hex;
  const inkOrNone = (hex: string | null) => (hex === null ? null : ink(hex));
  switch (shape.type) {
    case 'group': {
      const children = shape.children.map((child) => shapeInInks(child, palette));
      return children.every((c, i) => c === shape.children[i]) ? shape : { ...shape, children };
    }
    case 'rect':
    case 'ellipse':
    case 'path':
    case 'text': {
      const fill = shape.type === 'text' ? ink(shape.fill) : inkOrNone(shape.fill);
      const stroke = inkOrNone(shape.stroke);
      return fill === shape.fill && stroke === shape.stroke ? shape : ({ ...shape, fill, stroke } as Shape);
    }
    case 'line':
    case 'arrow': {
      const stroke = inkOrNone(shape.stroke);
      return stroke === shape.stroke ? shape : { ...shape, stroke };
    }
    case 'pencil': {
      const stroke = ink(shape.stroke);
      return stroke === shape.stroke ? shape : { ...shape, stroke };
    }
    case 'image':
      return shape;
  }
}

/** Maps the selection's (else the page's) colours to the palette's inks as one command; answers whether anything changed. */
export function mapColoursToInks(editor: Editor, palette: InkPalette): boolean {
  const ids = editor.selection.length > 0 ? editor.selection : editor.page.shapes.map((s) => s.id);
  return editor.run('インクの色に合わせる', (page) => updateShapes(page, ids, (shape) => shapeInInks(shape, palette)));
}
