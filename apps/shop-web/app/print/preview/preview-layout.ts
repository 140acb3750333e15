/**
 * Where print areas and artwork go on the server's garment pictures, at true scale. The geometry
 * (silhouettes, garment widths, print-area placement) lives in @shop/design-document's garment
 * module, shared with the design tool, which draws the garment under its pages; only what depends
 * on the shop's uploads stays here.
 */
import { defaultLayout, placeArtwork, type ArtworkLayout, type PlacedArtwork } from '@shop/artwork-domain';
import type { GarmentBox } from '@shop/design-document/garment';
import type { UploadedFile } from '@shop/web-state';

export {
  artworkBox,
  GARMENTS,
  garmentImageUrl,
  printAreaBox,
  pxPerMm,
  SILHOUETTES,
  sideOf,
  silhouetteOfCategory,
  silhouetteOfPositions,
} from '@shop/design-document/garment';
export type { GarmentBox as Box, GarmentSide as Side, Silhouette } from '@shop/design-document/garment';

/** Kinds the server renders a preview of (`GET /api/files/{uuid}/preview`, 1600 px WebP). */
const PREVIEW_KINDS: ReadonlySet<UploadedFile['kind']> = new Set(['png', 'jpeg', 'webp', 'svg']);

/** The image to draw for a file: its 1600 px preview when the server makes one, else null (PDF, AI). */
export function artworkUrl(file: UploadedFile): string | null {
  return PREVIEW_KINDS.has(file.kind) ? `/api/files/${encodeURIComponent(file.uuid)}/preview` : null;
}

/** A print layout as the print pages keep it (`@shop/artwork-domain`'s ArtworkLayout). */
export type PrintLayout = ArtworkLayout;

/** The file's own size when it has one (pixels of an image, the drawing's size of an SVG); null for PDF and AI. */
export function artworkSizeOf(file: Pick<UploadedFile, 'width' | 'height'>): { width: number; height: number } | null {
  return file.width !== null && file.height !== null && file.width > 0 && file.height > 0
    ? { width: file.width, height: file.height }
    : null;
}

/** The layout a print uses: the chosen one, else the library's default for the file in the area. */
export function layoutOf(
  file: Pick<UploadedFile, 'width' | 'height'>,
  area: { widthMm: number; heightMm: number },
  chosen: PrintLayout | null | undefined,
): PrintLayout | null {
  if (chosen) return chosen;
  const size = artworkSizeOf(file);
  return size ? defaultLayout(size, area) : null;
}

/** Where the artwork prints in the print area, in mm (`placeArtwork`: the one print-size rule); null for a file without a size (PDF, AI). */
export function placedInArea(
  area: { widthMm: number; heightMm: number },
  file: Pick<UploadedFile, 'width' | 'height'>,
  chosen: PrintLayout | null | undefined,
): PlacedArtwork | null {
  const size = artworkSizeOf(file);
  const layout = layoutOf(file, area, chosen);
  return size && layout ? placeArtwork(size, layout, area) : null;
}

/**
 * The artwork's box on the garment picture: where it prints in the area (`placedInArea`) drawn at the
 * area's scale (`areaBox`: the area at `pxPerMm`). A file without a size (PDF, AI) fills the area: it
 * is checked by the staff.
 */
export function placedArtworkBox(
  areaBox: GarmentBox,
  area: { widthMm: number; heightMm: number },
  file: Pick<UploadedFile, 'width' | 'height'>,
  chosen: PrintLayout | null | undefined,
): GarmentBox {
  const placed = placedInArea(area, file, chosen);
  if (!placed) return { ...areaBox };
  const scale = areaBox.width / area.widthMm;
  return {
    x: areaBox.x + placed.xMm * scale,
    y: areaBox.y + placed.yMm * scale,
    width: placed.widthMm * scale,
    height: placed.heightMm * scale,
  };
}
