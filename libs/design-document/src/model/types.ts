/**
 * The design document: what a shopper designs for one print order, one page per placement
 * (front, back, left chest…). Every length is in millimetres at print size; a page's origin is the
 * top-left corner of its print area, x to the right, y down. Plain data (JSON as it is), versioned
 * by `DOCUMENT_VERSION` and read through `parseDesignDocument` (schema.ts), which migrates older
 * versions.
 */

export const DOCUMENT_VERSION = 1;

export type ShapeId = string;
export type PageId = string;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A point of a freehand stroke with the pen pressure (0–1; 0.5 for a mouse). */
export interface PressurePoint extends Point {
  readonly pressure: number;
}

export type Dash = 'solid' | 'dashed' | 'dotted';

/**
 * What every shape has: its box and transform. The shape's own geometry lives in its local box
 * `[0, w] × [0, h]`; on the page that box is flipped (about its centre), then rotated by `rotation`
 * degrees clockwise about its centre, then its top-left is placed at (`x`, `y`) as if unrotated.
 * In SVG: `translate(x + w/2, y + h/2) rotate(rotation) scale(flipX ? -1 : 1, flipY ? -1 : 1) translate(-w/2, -h/2)`.
 */
export interface ShapeBase {
  readonly id: ShapeId;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Degrees clockwise, normalised to [0, 360). */
  readonly rotation: number;
  readonly flipX: boolean;
  readonly flipY: boolean;
  /** 0–1. */
  readonly opacity: number;
}

/** A colour as `#rrggbb` (lower case) or `null` for none. */
export type Paint = string | null;

export interface StrokeStyle {
  readonly stroke: Paint;
  /** Millimetres at print size. */
  readonly strokeWidth: number;
  readonly dash: Dash;
}

export interface RectShape extends ShapeBase, StrokeStyle {
  readonly type: 'rect';
  readonly fill: Paint;
  /** Corner radius in mm. */
  readonly radius: number;
}

export interface EllipseShape extends ShapeBase, StrokeStyle {
  readonly type: 'ellipse';
  readonly fill: Paint;
}

/** A straight line: `points` are its two ends in the local box (mm). */
export interface LineShape extends ShapeBase, StrokeStyle {
  readonly type: 'line';
  readonly points: readonly [Point, Point];
}

/** A line with an arrow head at its end (`heads: 'end'`) or at both ends. */
export interface ArrowShape extends ShapeBase, StrokeStyle {
  readonly type: 'arrow';
  readonly points: readonly [Point, Point];
  readonly heads: 'end' | 'both';
}

/** A freehand stroke, drawn as the filled outline perfect-freehand makes of `points` (local mm). */
export interface PencilShape extends ShapeBase {
  readonly type: 'pencil';
  readonly points: readonly PressurePoint[];
  /** The stroke colour (never null) and its nominal width in mm. */
  readonly stroke: string;
  readonly strokeWidth: number;
}

export type WritingMode = 'horizontal' | 'vertical';
export type TextAlign = 'start' | 'center' | 'end';

/**
 * Text, multi-line (`\n`), set horizontally or vertically (縦書き: columns right to left, kana and
 * kanji upright, Latin runs rotated). Its box (`w`, `h`) is what the layout measured (text/layout.ts);
 * scaling a text scales its `fontSize`.
 */
export interface TextShape extends ShapeBase {
  readonly type: 'text';
  readonly text: string;
  /** An id of FONT_FAMILIES (text/fonts.ts). */
  readonly fontId: string;
  /** The em size in mm at print size. */
  readonly fontSize: number;
  /** Extra space between characters, in em (0 = the font's own spacing). */
  readonly letterSpacing: number;
  /** Line pitch as a multiple of the em (1.5 = 150%). */
  readonly lineHeight: number;
  readonly writingMode: WritingMode;
  readonly align: TextAlign;
  readonly fill: string;
  readonly stroke: Paint;
  readonly strokeWidth: number;
}

/**
 * A raster or vector picture uploaded through the file API: `fileUuid` identifies the original
 * (full resolution, used by the export), `src` is a URL the browser can show, and the natural size
 * in pixels gives the resolution it prints at (`pixelWidth / (w / 25.4)` dpi).
 */
export interface ImageShape extends ShapeBase {
  readonly type: 'image';
  readonly fileUuid: string;
  readonly src: string;
  readonly mimeType: string;
  readonly name: string;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** An SVG picture prints sharp at any size (no resolution warning). */
  readonly vector: boolean;
  /** For silk-screen: true when the picture is a photo or gradient (not countable as flat inks). */
  readonly photographic: boolean;
}

/**
 * A vector outline, as an imported SVG's paths become (svg/svg-import.ts): `d` holds absolute
 * M, L, C, Q and Z commands in its own units, within `[0, viewWidth] × [0, viewHeight]`, drawn
 * stretched onto the shape's box (`pathShapePath` gives it in local mm), so resizing keeps the
 * outline and its fill editable; the stroke width is in mm like every other shape's.
 */
export interface PathShape extends ShapeBase, StrokeStyle {
  readonly type: 'path';
  readonly d: string;
  readonly viewWidth: number;
  readonly viewHeight: number;
  readonly fill: Paint;
  readonly fillRule: 'nonzero' | 'evenodd';
  /** Where it came from (the SVG file's name), for the print checks' messages; '' when none. */
  readonly name: string;
}

/**
 * A group: its children keep their own page coordinates; the group's box is their union's
 * bounding box (kept up to date by every command) and its transform fields stay identity, so moving,
 * rotating, flipping or scaling a group applies to each child about the group's centre.
 */
export interface GroupShape extends ShapeBase {
  readonly type: 'group';
  readonly children: readonly Shape[];
}

export type Shape = RectShape | EllipseShape | LineShape | ArrowShape | PencilShape | TextShape | ImageShape | PathShape | GroupShape;
export type ShapeType = Shape['type'];

/** One placement of the print order: a print area of `width` × `height` mm and its shapes, back to front. */
export interface Page {
  readonly id: PageId;
  /** The product's print spec this page prints as (null while designing without a product). */
  readonly printSpecId: number | null;
  /** Japanese name of the placement (前面, 背面, 左胸…). */
  readonly name: string;
  /** Position keyword of the print spec (front, back, left_chest…), for the garment picture. */
  readonly position: string;
  readonly width: number;
  readonly height: number;
  readonly shapes: readonly Shape[];
}

export type PrintMethodKind = 'inkjet' | 'white-inkjet' | 'silkscreen';

/** The garment the design is for: shown under the canvas, never exported. */
export interface DesignProduct {
  readonly code: string;
  readonly name: string;
  readonly colorId: number;
  readonly colorName: string;
  /** Body colour `#rrggbb`. */
  readonly colorHex: string;
  /** The garment silhouette (garment/garments.ts), for the picture and its true scale. */
  readonly silhouette: string;
}

export interface DesignDocument {
  readonly version: typeof DOCUMENT_VERSION;
  readonly id: string;
  readonly name: string;
  readonly method: PrintMethodKind;
  readonly product: DesignProduct | null;
  readonly pages: readonly Page[];
  /** Epoch ms of the last change. */
  readonly updatedAt: number;
}
