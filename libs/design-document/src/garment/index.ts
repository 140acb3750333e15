// Garments at true scale: silhouettes, widths, print-area placement (garments.ts).
export {
  GARMENTS,
  GARMENT_PICTURE_PX,
  SILHOUETTES,
  anchorOf,
  artworkBox,
  garmentImageUrl,
  garmentPictureMm,
  isSilhouette,
  printAreaBox,
  positionsOnView,
  pxPerMm,
  sideOf,
  silhouetteOf,
  silhouetteOfCategory,
  silhouetteOfPositions,
  viewOfPositions,
} from './garments.ts';
export type { Garment, GarmentAnchor, GarmentBox, GarmentSide, Silhouette } from './garments.ts';
