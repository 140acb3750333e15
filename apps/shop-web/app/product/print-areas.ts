/**
 * The print areas a product offers, per placement (前面, 背面, 左胸, 袖…), from its print methods'
 * print specs (`widthMm` × `heightMm`), for drawing them on the garment at true scale.
 */
import type { Product } from '@shop/api-contract';
import { sideOf, silhouetteOfCategory, silhouetteOfPositions, type GarmentSide, type Silhouette } from '@shop/design-document/garment';

/** One size of print a placement takes (the same size offered by several methods counts once). */
export interface AreaSize {
  /** 「A4」「10cm×10cm」 */
  readonly size: string;
  readonly widthMm: number;
  readonly heightMm: number;
}

/** A placement with its print sizes, smallest first. */
export interface Placement {
  readonly position: string;
  readonly side: GarmentSide;
  readonly sizes: readonly AreaSize[];
}

/** The placements of a product in catalogue order, each with its distinct sizes, smallest first. */
export function placementsOf(product: Pick<Product, 'printMethods'>): Placement[] {
  const byPosition = new Map<string, AreaSize[]>();
  for (const method of product.printMethods) {
    for (const spec of method.printSpecs) {
      const sizes = byPosition.get(spec.position) ?? [];
      if (!sizes.some((s) => s.widthMm === spec.widthMm && s.heightMm === spec.heightMm)) {
        sizes.push({ size: spec.size, widthMm: spec.widthMm, heightMm: spec.heightMm });
      }
      byPosition.set(spec.position, sizes);
    }
  }
  return [...byPosition].map(([position, sizes]) => ({
    position,
    side: sideOf(position),
    sizes: sizes.sort((a, b) => a.widthMm * a.heightMm - b.widthMm * b.heightMm),
  }));
}

/** The garment a product is drawn as: its category's silhouette, else a guess from its print positions. */
export function silhouetteOfProduct(product: Pick<Product, 'category' | 'printMethods'>): Silhouette {
  return (
    silhouetteOfCategory(product.category.slug) ??
    silhouetteOfPositions(product.printMethods.flatMap((method) => method.printSpecs.map((spec) => spec.position)))
  );
}

/** 「21×29.7cm」 */
export function areaText(size: AreaSize): string {
  const cm = (mm: number) => String(Math.round(mm) / 10);
  return `${cm(size.widthMm)}×${cm(size.heightMm)}cm`;
}
