/**
 * Where a line's mock-up draws each print, in whole pixels of a square picture: the arithmetic the
 * storefront's true-scale proof uses (PrintPreview: the print area at the garment's px per mm,
 * `printAreaBox` of @shop/design-document/garment, and the artwork inside it where `placeArtwork` of
 * @shop/artwork-domain puts it), scaled from the 400 px garment picture to the mock-up's size.
 */
import { defaultLayout, placeArtwork, type ArtworkLayout } from '@shop/artwork-domain';
import { GARMENT_PICTURE_PX, type GarmentBox, printAreaBox, type Silhouette } from '@shop/design-document/garment';

/** One print as the mock-up draws it: its position and area (mm), the artwork's pixel size (null: PDF, AI) and layout. */
export interface MockupPrint {
  position: string;
  area: { widthMm: number; heightMm: number };
  /** The artwork's own size (pixels; an SVG's drawing size); null when the file has none. */
  artwork: { width: number; height: number } | null;
  /** The layout chosen; null: the default (as wide as fits, centred, at the top). */
  layout: ArtworkLayout | null;
}

/** A rectangle of the mock-up in whole pixels (sharp's composite takes integers). */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box of the 400 px picture at `sizePx`, rounded outwards to whole pixels, at least 1 × 1. */
function toPixels(box: GarmentBox, sizePx: number): PixelBox {
  const scale = sizePx / GARMENT_PICTURE_PX;
  const left = Math.round(box.x * scale);
  const top = Math.round(box.y * scale);
  return {
    left,
    top,
    width: Math.max(1, Math.round((box.x + box.width) * scale) - left),
    height: Math.max(1, Math.round((box.y + box.height) * scale) - top),
  };
}

/** The print area of a print in the mock-up (px). */
export function areaPixels(silhouette: Silhouette, print: Pick<MockupPrint, 'position' | 'area'>, sizePx: number): PixelBox {
  return toPixels(printAreaBox(silhouette, print.position, print.area), sizePx);
}

/**
 * Where the artwork of a print is drawn in a `sizePx` square mock-up: the print area at true scale
 * and the artwork where it prints in it (mm × the area's px per mm); null for a file without a size
 * (PDF, AI), which the mock-up outlines instead (`areaPixels`).
 *
 * @example artworkPixels('tshirt', { position: '前面', area: { widthMm: 300, heightMm: 400 }, artwork: { width: 3000, height: 1500 },
 *   layout: { widthMm: 250, anchor: 'top', offsetXMm: 0, offsetYMm: 30 } }, 400) // → { left: 157, top: 110, width: 86, height: 44 }
 */
export function artworkPixels(silhouette: Silhouette, print: MockupPrint, sizePx: number): PixelBox | null {
  if (!print.artwork || print.artwork.width <= 0 || print.artwork.height <= 0) return null;
  const area = printAreaBox(silhouette, print.position, print.area);
  const placed = placeArtwork(print.artwork, print.layout ?? defaultLayout(print.artwork, print.area), print.area);
  const pxPerMm = area.width / print.area.widthMm;
  return toPixels(
    {
      x: area.x + placed.xMm * pxPerMm,
      y: area.y + placed.yMm * pxPerMm,
      width: placed.widthMm * pxPerMm,
      height: placed.heightMm * pxPerMm,
    },
    sizePx,
  );
}

/** The part of `box` inside a `sizePx` square, and where that part starts in the box; null when nothing is inside. */
export function visiblePart(box: PixelBox, sizePx: number): { inside: PixelBox; offsetX: number; offsetY: number } | null {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(sizePx, box.left + box.width);
  const bottom = Math.min(sizePx, box.top + box.height);
  if (right <= left || bottom <= top) return null;
  return { inside: { left, top, width: right - left, height: bottom - top }, offsetX: left - box.left, offsetY: top - box.top };
}
