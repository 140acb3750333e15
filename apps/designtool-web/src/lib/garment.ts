/** The garment picture under a page, at true scale (@shop/design-document's garment module). */
import type { DesignProduct, Page } from '@shop/design-document/model';
import { garmentImageUrl, garmentPictureMm, silhouetteOf } from '@shop/design-document/garment';

export interface GarmentPlacement {
  readonly href: string;
  /** The picture's top-left and side length in the page's mm (the origin is the print area's top-left). */
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export function garmentPlacement(product: DesignProduct | null, page: Page): GarmentPlacement | null {
  if (!product) return null;
  const box = garmentPictureMm(silhouetteOf(product.silhouette), page.position, page.width);
  return { href: garmentImageUrl(product.code, product.colorId), ...box };
}
