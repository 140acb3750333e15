/** What the editor is fed (pointer and key events in page millimetres) and what it shows besides the document. */
import type { Box } from '../geometry/shape-geometry.ts';
import type { Dash, Paint, Point, Shape, ShapeId, TextAlign, TextShape, WritingMode } from '../model/types.ts';

export interface PointerInput {
  /** Where the pointer is, in the current page's millimetres. */
  readonly point: Point;
  readonly pointerId: number;
  readonly pointerType: 'mouse' | 'pen' | 'touch';
  /** 0–1 (0.5 for a mouse). */
  readonly pressure: number;
  readonly button: number;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

export interface KeyInput {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  /** True while an IME composition is in progress (KeyboardEvent.isComposing): such keys are never commands. */
  readonly isComposing: boolean;
}

export type ToolId = 'select' | 'rect' | 'ellipse' | 'line' | 'arrow' | 'pencil' | 'text' | 'hand';

/** The style new shapes get and the style panel edits. */
export interface DrawingStyle {
  readonly fill: Paint;
  readonly stroke: Paint;
  readonly strokeWidth: number;
  readonly dash: Dash;
  readonly opacity: number;
  readonly radius: number;
  readonly fontId: string;
  readonly fontSize: number;
  readonly letterSpacing: number;
  readonly lineHeight: number;
  readonly writingMode: WritingMode;
  readonly align: TextAlign;
}

export const DEFAULT_STYLE: DrawingStyle = {
  fill: '#e53935',
  stroke: '#212121',
  strokeWidth: 1,
  dash: 'solid',
  opacity: 1,
  radius: 0,
  fontId: 'gothic',
  fontSize: 20,
  letterSpacing: 0,
  lineHeight: 1.4,
  writingMode: 'horizontal',
  align: 'start',
};

/** The view: screen pixels per mm (`zoom`) and where the page's origin is on screen (`x`, `y`, px). */
export interface Camera {
  readonly zoom: number;
  readonly x: number;
  readonly y: number;
}

export interface DisplayOptions {
  readonly grid: boolean;
  /** Grid pitch in mm. */
  readonly gridSize: number;
  readonly rulers: boolean;
  readonly guides: boolean;
  readonly snap: boolean;
}

export const DEFAULT_DISPLAY: DisplayOptions = { grid: false, gridSize: 10, rulers: true, guides: true, snap: true };

/** A line the canvas draws while snapping (page mm): vertical at `x` or horizontal at `y`. */
export type SnapLine = { readonly axis: 'x'; readonly at: number } | { readonly axis: 'y'; readonly at: number };

export type HandleId = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'rotate' | 'start' | 'end';

/** What the canvas draws over the document: the selection frame, a marquee, snap lines. */
export interface Overlay {
  readonly marquee: Box | null;
  readonly snapLines: readonly SnapLine[];
  /** A shape being drawn that is not in the document yet (the pencil's live stroke…). */
  readonly draft: Shape | null;
}

export const EMPTY_OVERLAY: Overlay = { marquee: null, snapLines: [], draft: null };

/** Measures a text shape's box from its layout (text/layout.ts); the editor keeps `w`/`h` of texts up to date with it. */
export type TextMeasurer = (shape: TextShape) => { w: number; h: number };

export interface ClipboardContent {
  readonly shapes: readonly Shape[];
  /** The page they were copied from, so a paste on another placement keeps their position. */
  readonly pageId: string;
}

export type SelectionIds = readonly ShapeId[];

/** The canvas element's size in screen px (the app reports it with `editor.setViewport`), and optionally the screen's px per mm for 100 %. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** CSS px per real millimetre (96 / 25.4 unless the app knows better). */
  readonly pxPerMm?: number;
}
