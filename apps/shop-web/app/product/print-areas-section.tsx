/** 「プリント範囲」: each side of the garment in the chosen colour with its print areas, and the list in text. */
import type { Product } from '@shop/api-contract';
import { colorImage } from './chosen-color.ts';
import { bodyWidthNote, PrintAreaPicture, SIDE_NAMES } from './print-area-picture.tsx';
import { areaText, placementsOf, silhouetteOfProduct } from './print-areas.ts';
import { areaFigure, areaList, areaPicture, areaViews, chartNote } from './product-page.css.ts';

export function PrintAreas({
  product,
  color,
  headingClass,
}: {
  product: Product;
  color: Product['colors'][number] | undefined;
  headingClass: string;
}) {
  const placements = placementsOf(product);
  const image = color ? colorImage(product, color.id) : undefined;
  if (!color || !image || placements.length === 0) return null;
  const silhouette = silhouetteOfProduct(product);
  const sides = (['front', 'back'] as const).filter((side) => placements.some((p) => p.side === side));
  return (
    <section aria-labelledby="product-print-areas">
      <h2 id="product-print-areas" className={headingClass}>
        プリント範囲
      </h2>
      <div className={areaViews}>
        {sides.map((side) => (
          <figure key={side} className={areaFigure}>
            <PrintAreaPicture
              className={areaPicture}
              silhouette={silhouette}
              side={side}
              imageUrl={image}
              colorName={color.name}
              placements={placements}
            />
            <figcaption>
              <ul className={areaList} aria-label={`${SIDE_NAMES[side]}のプリント範囲`}>
                {placements
                  .filter((placement) => placement.side === side)
                  .map((placement) => (
                    <li key={placement.position}>
                      {placement.position}: {placement.sizes.map((size) => `${size.size}（最大${areaText(size)}）`).join('、')}
                    </li>
                  ))}
              </ul>
            </figcaption>
          </figure>
        ))}
      </div>
      <p className={chartNote}>点線はプリントできる最大の範囲を実寸の比率で示しています（{bodyWidthNote(silhouette)}）。</p>
    </section>
  );
}
