/**
 * The product's pictures in the chosen colour: the main picture and, as thumbnails, the views it can
 * show (the garment, and each side with its print areas). Every thumbnail is a button that shows its
 * view; choosing another colour redraws them all in that colour.
 */
import type { Product } from '@shop/api-contract';
import { useState } from 'react';
import { colorImage, vectorPicture } from './chosen-color.ts';
import { PrintAreaPicture, SIDE_NAMES } from './print-area-picture.tsx';
import { placementsOf, silhouetteOfProduct } from './print-areas.ts';
import { gallery, mainPicture, thumbButton, thumbList, thumbPicture, viewCaption } from './product-page.css.ts';

type View = 'picture' | 'front' | 'back';

/** The accessible name of a view's thumbnail. */
export function viewLabel(view: View, colorName: string): string {
  return view === 'picture' ? `${colorName}の商品画像を表示` : `${colorName}の${SIDE_NAMES[view]}のプリント範囲を表示`;
}

export function Gallery({ product, color }: { product: Product; color: Product['colors'][number] | undefined }) {
  const [view, setView] = useState<View>('picture');
  if (!color) return <div className={mainPicture} aria-hidden="true" />;
  const image = colorImage(product, color.id);
  const placements = placementsOf(product);
  const silhouette = silhouetteOfProduct(product);
  const views: View[] = ['picture', ...(['front', 'back'] as const).filter((side) => placements.some((p) => p.side === side))];
  const shown = image && views.includes(view) ? view : 'picture';
  return (
    <div className={gallery}>
      {shown === 'picture' || !image ? (
        image ? (
          <img
            className={mainPicture}
            src={vectorPicture(image)}
            alt={`${product.name}（${color.name}）`}
            width={600}
            height={600}
            fetchPriority="high"
          />
        ) : (
          <div className={mainPicture} aria-hidden="true" />
        )
      ) : (
        <PrintAreaPicture
          className={mainPicture}
          silhouette={silhouette}
          side={shown}
          imageUrl={image}
          colorName={color.name}
          placements={placements}
          label={`${product.name}（${color.name}・${SIDE_NAMES[shown]}のプリント範囲）`}
        />
      )}
      <p className={viewCaption} aria-live="polite">
        カラー: {color.name}
        {shown === 'picture' ? '' : `（${SIDE_NAMES[shown]}のプリント範囲）`}
      </p>
      {image && views.length > 1 ? (
        <ul className={thumbList} aria-label="画像の切り替え">
          {views.map((candidate) => (
            <li key={candidate}>
              <button
                type="button"
                className={thumbButton}
                aria-pressed={candidate === shown}
                aria-label={viewLabel(candidate, color.name)}
                onClick={() => setView(candidate)}
              >
                {candidate === 'picture' ? (
                  <img className={thumbPicture} src={image} alt="" width={64} height={64} loading="lazy" />
                ) : (
                  <PrintAreaPicture
                    className={thumbPicture}
                    silhouette={silhouette}
                    side={candidate}
                    imageUrl={image}
                    colorName={color.name}
                    placements={placements}
                    decorative
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
