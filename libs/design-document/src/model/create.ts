/** New shapes in the editor's current drawing style. */
import type { DrawingStyle } from '../editor/types.ts';
import type {
  ArrowShape,
  EllipseShape,
  GroupShape,
  LineShape,
  PencilShape,
  Point,
  PressurePoint,
  RectShape,
  Shape,
  TextShape,
} from './types.ts';

const base = { rotation: 0, flipX: false, flipY: false };

export function createRect(id: string, box: { x: number; y: number; w: number; h: number }, style: DrawingStyle): RectShape {
  return {
    type: 'rect',
    id,
    ...box,
    ...base,
    opacity: style.opacity,
    fill: style.fill,
    stroke: style.stroke,
    strokeWidth: style.strokeWidth,
    dash: style.dash,
    radius: style.radius,
  };
}

export function createEllipse(id: string, box: { x: number; y: number; w: number; h: number }, style: DrawingStyle): EllipseShape {
  return {
    type: 'ellipse',
    id,
    ...box,
    ...base,
    opacity: style.opacity,
    fill: style.fill,
    stroke: style.stroke,
    strokeWidth: style.strokeWidth,
    dash: style.dash,
  };
}

/** A line (or arrow) from `a` to `b` on the page: its box is the two points' bounding box. */
export function createLine(id: string, a: Point, b: Point, style: DrawingStyle): LineShape {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    type: 'line',
    id,
    x,
    y,
    w: Math.abs(b.x - a.x),
    h: Math.abs(b.y - a.y),
    ...base,
    opacity: style.opacity,
    stroke: style.stroke ?? '#212121',
    strokeWidth: style.strokeWidth,
    dash: style.dash,
    points: [
      { x: a.x - x, y: a.y - y },
      { x: b.x - x, y: b.y - y },
    ],
  };
}

/**
 * A group of `children` with an empty box at the origin: `refitGroup` (ops/group.ts) gives it its
 * children's box.
 */
export function createGroup(id: string, children: Shape[], opacity = 1): GroupShape {
  return { type: 'group', id, x: 0, y: 0, w: 0, h: 0, ...base, opacity, children };
}

export function createArrow(id: string, a: Point, b: Point, style: DrawingStyle): ArrowShape {
  return { ...createLine(id, a, b, style), type: 'arrow', heads: 'end' };
}

/** A freehand stroke through page points: its box is their bounding box. */
export function createPencil(id: string, points: readonly PressurePoint[], style: DrawingStyle): PencilShape {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return {
    type: 'pencil',
    id,
    x,
    y,
    w: Math.max(...xs) - x,
    h: Math.max(...ys) - y,
    ...base,
    opacity: style.opacity,
    stroke: style.stroke ?? style.fill ?? '#212121',
    strokeWidth: Math.max(0.3, style.strokeWidth),
    points: points.map((p) => ({ x: p.x - x, y: p.y - y, pressure: p.pressure })),
  };
}

export function createText(id: string, at: Point, text: string, style: DrawingStyle): TextShape {
  return {
    type: 'text',
    id,
    x: at.x,
    y: at.y,
    w: 0,
    h: 0,
    ...base,
    opacity: style.opacity,
    text,
    fontId: style.fontId,
    fontSize: style.fontSize,
    letterSpacing: style.letterSpacing,
    lineHeight: style.lineHeight,
    writingMode: style.writingMode,
    align: style.align,
    fill: style.fill ?? '#212121',
    stroke: null,
    strokeWidth: 0,
  };
}
