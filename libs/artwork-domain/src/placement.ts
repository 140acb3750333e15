/**
 * The print-size rule (issue #30 "Proof before paying"), one function for the storefront's proof, the
 * design tool's export and the back office: the shopper picks a print width in millimetres (the
 * artwork's aspect ratio is kept) and a place in the placement's print area (centred across, at the
 * top or centred down, moved by offsets in mm); what prints is that rectangle made to fit: first
 * narrowed until it fits the area, then moved back inside it. Coordinates are millimetres from the
 * area's top-left corner, x to the right, y down (as the design document's pages).
 */
import type { ArtworkLayout, PrintArea } from './model.ts';

/** The artwork's own size: pixels of a raster image, the drawing's units of a vector file. Only the ratio matters here. */
export interface ArtworkSize {
  readonly width: number;
  readonly height: number;
}

/** A rectangle in millimetres from the print area's top-left. */
export interface MmRect {
  readonly xMm: number;
  readonly yMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

/** Where the artwork prints, and whether the shopper's choice had to be changed to fit. */
export interface PlacedArtwork extends MmRect {
  /** The rectangle the layout asked for, before fitting (it may lie partly outside the area). */
  readonly requested: MmRect;
  /** The requested width did not fit and was narrowed (aspect kept). */
  readonly widthReduced: boolean;
  /** The requested place reached outside the area and was moved back inside. */
  readonly moved: boolean;
}

function positive(name: string, value: number): void {
  if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`${name} must be a positive finite number, got ${value}`);
}

function finite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/**
 * Whether a layout is one `placeArtwork` accepts: a positive width and finite offsets. With the
 * placement's `area`, also one the shopper could have chosen there: no wider than the area, and
 * offsets that keep the artwork's anchor point inside it (the storefront's and the design tool's
 * controls never go further; a request that does is refused, not fitted).
 */
export function isValidLayout(layout: ArtworkLayout, area?: PrintArea): boolean {
  const wellFormed =
    Number.isFinite(layout.widthMm) &&
    layout.widthMm > 0 &&
    Number.isFinite(layout.offsetXMm) &&
    Number.isFinite(layout.offsetYMm) &&
    (layout.anchor === 'top' || layout.anchor === 'center');
  if (!wellFormed || area === undefined) return wellFormed;
  return layout.widthMm <= area.widthMm && Math.abs(layout.offsetXMm) <= area.widthMm / 2 && Math.abs(layout.offsetYMm) <= area.heightMm;
}

/** The widest the artwork can print in the area with its aspect kept (mm). */
export function fitWidthMm(artwork: ArtworkSize, area: PrintArea): number {
  positive('artwork.width', artwork.width);
  positive('artwork.height', artwork.height);
  positive('area.widthMm', area.widthMm);
  positive('area.heightMm', area.heightMm);
  return Math.min(area.widthMm, area.heightMm * (artwork.width / artwork.height));
}

/** The layout a new artwork starts with: as wide as fits, centred across, at the top (prints start under the collar). */
export function defaultLayout(artwork: ArtworkSize, area: PrintArea): ArtworkLayout {
  return { widthMm: fitWidthMm(artwork, area), anchor: 'top', offsetXMm: 0, offsetYMm: 0 };
}

function rectAt(layout: ArtworkLayout, area: PrintArea, widthMm: number, heightMm: number): MmRect {
  const xMm = (area.widthMm - widthMm) / 2 + layout.offsetXMm;
  const yMm = (layout.anchor === 'top' ? 0 : (area.heightMm - heightMm) / 2) + layout.offsetYMm;
  return { xMm, yMm, widthMm, heightMm };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The rectangle the artwork prints in: `layout.widthMm` wide with the artwork's aspect, placed by
 * the anchor and offsets, narrowed to fit the area and moved inside it. Malformed sizes (zero,
 * negative, not finite) are bugs and throw RangeError; any finite offset is fitted.
 *
 * @example placeArtwork({ width: 3000, height: 1500 }, { widthMm: 250, anchor: 'top', offsetXMm: 0, offsetYMm: 30 }, { widthMm: 300, heightMm: 400 })
 *   // → { xMm: 25, yMm: 30, widthMm: 250, heightMm: 125, widthReduced: false, moved: false, requested: … }
 */
export function placeArtwork(artwork: ArtworkSize, layout: ArtworkLayout, area: PrintArea): PlacedArtwork {
  const maxWidth = fitWidthMm(artwork, area);
  positive('layout.widthMm', layout.widthMm);
  finite('layout.offsetXMm', layout.offsetXMm);
  finite('layout.offsetYMm', layout.offsetYMm);
  const ratio = artwork.height / artwork.width;
  const requested = rectAt(layout, area, layout.widthMm, layout.widthMm * ratio);
  const widthReduced = layout.widthMm > maxWidth;
  const widthMm = Math.min(layout.widthMm, maxWidth);
  // The height never exceeds the area's, also where rounding would make width × ratio a hair taller.
  const heightMm = Math.min(widthMm * ratio, area.heightMm);
  const unmoved = rectAt(layout, area, widthMm, heightMm);
  const xMm = clamp(unmoved.xMm, 0, area.widthMm - widthMm);
  const yMm = clamp(unmoved.yMm, 0, area.heightMm - heightMm);
  return { xMm, yMm, widthMm, heightMm, requested, widthReduced, moved: xMm !== unmoved.xMm || yMm !== unmoved.yMm };
}
