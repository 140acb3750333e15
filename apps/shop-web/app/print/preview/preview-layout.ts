/**
 * Where print areas and artwork go on the server's garment pictures, at true scale. The geometry
 * (silhouettes, garment widths, print-area placement) lives in @shop/design-document's garment
 * module, shared with the design tool, which draws the garment under its pages; only what depends
 * on the shop's uploads stays here.
 */
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
