/**
 * The garment in the chosen colour with each placement's print area outlined and labelled, and the
 * uploaded artwork drawn inside it at true scale, at the print width and place chosen (`placeArtwork`
 * of @shop/artwork-domain; see preview-layout.ts for the garment widths). Used by every print method.
 * One SVG per side: front placements on the front view, 背面 and 裏面 on a back view (the same
 * silhouette, labelled 背面). Each view lists its areas below it in text for screen readers and
 * narrow screens.
 */
import { AreaOutline, HaloText, type OutlineLook } from './garment-marks.tsx';
import { ScaleRuler } from './scale-ruler.tsx';
import { useId, useState } from 'react';
import type { UploadedFile } from '@shop/web-state';
import * as css from './print-preview.css.ts';
import {
  artworkUrl,
  garmentImageUrl,
  GARMENTS,
  printAreaBox,
  placedArtworkBox,
  placedInArea,
  pxPerMm,
  sideOf,
  silhouetteOfPositions,
  type Box,
  type PrintLayout,
  type Side,
  type Silhouette,
} from './preview-layout.ts';

/** A print spec of the product (sizes in mm). */
export interface PreviewSpec {
  id: number;
  name: string;
  position: string;
  widthMm: number;
  heightMm: number;
}

export interface PreviewPlacement {
  spec: PreviewSpec;
  file: UploadedFile | null;
  /** The print width and place chosen; null or absent: the default (as wide as fits, centred, at the top). */
  layout?: PrintLayout | null;
  /** Where the artwork's picture comes from instead of the file's own preview (a shared proof serves it through its link). */
  pictureUrl?: string;
}

export interface PrintPreviewProps {
  /**
   * The product: its code and colours; `silhouette` when the page knows it (silhouetteOfCategory of
   * the product's category), else it is guessed from the positions (a T-shirt unless cap, tote or towel).
   */
  product: { code: string; colors: { id: number; name: string; hex: string }[]; silhouette?: Silhouette };
  colorId: number;
  placements: PreviewPlacement[];
}

const SIDE_LABELS: Record<Side, string> = { front: '前面', back: '背面' };

export const MISSING_DATA = 'データ未入稿';

/** The areas' outline here: a light band under a dark dashed line. */
const OUTLINE: OutlineLook = { bandFill: 'rgba(255,255,255,0.18)', line: '#1f2328', lineWidth: 1, dash: '4 3' };

function Artwork({
  file,
  area,
  spec,
  layout,
  pictureUrl,
}: {
  file: UploadedFile;
  area: Box;
  spec: PreviewSpec;
  layout: PrintLayout | null | undefined;
  pictureUrl: string | undefined;
}) {
  const preview = pictureUrl ?? artworkUrl(file);
  // The 1600 px rendition first; the thumbnail when the server has none (yet).
  const [failed, setFailed] = useState(false);
  const href = failed || preview === null ? file.thumbnailUrl : preview;
  if (href === '') {
    return (
      <HaloText x={area.x + area.width / 2} y={area.y + Math.min(area.height / 2, 24)} size={Math.min(10, area.width / 7)}>
        {`${file.kind.toUpperCase()}入稿済み`}
      </HaloText>
    );
  }
  const box = placedArtworkBox(area, spec, file, layout);
  return (
    <image
      data-part="artwork"
      href={href}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      preserveAspectRatio="xMidYMin meet"
      onError={() => setFailed(true)}
    />
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** 「（印刷 幅250×高さ125mm）」: the size the artwork prints at, when the file has a size. */
function printedSize(spec: PreviewSpec, file: UploadedFile, layout: PrintLayout | null | undefined): string {
  const placed = placedInArea(spec, file, layout);
  return placed ? `（印刷 幅${round1(placed.widthMm)}×高さ${round1(placed.heightMm)}mm）` : '';
}

/** One side of the garment with its placements. */
function PreviewView({
  side,
  silhouette,
  imageUrl,
  colorName,
  placements,
}: {
  side: Side;
  silhouette: Silhouette;
  imageUrl: string;
  colorName: string;
  placements: PreviewPlacement[];
}) {
  const listId = useId();
  const scale = pxPerMm(silhouette);
  const ruler = 100 * scale; // 10 cm in picture px
  return (
    <figure className={css.view}>
      <svg
        className={css.picture}
        viewBox="0 0 400 400"
        role="img"
        aria-label={`${colorName}の${SIDE_LABELS[side]}プレビュー`}
        aria-describedby={listId}
      >
        <image href={imageUrl} x={0} y={0} width={400} height={400} />
        {placements.map(({ spec, file, layout, pictureUrl }) => {
          const area = printAreaBox(silhouette, spec.position, spec);
          return (
            <g key={spec.id} data-placement={spec.id}>
              <AreaOutline box={area} look={OUTLINE} />
              {file ? (
                <Artwork key={file.uuid} file={file} area={area} spec={spec} layout={layout} pictureUrl={pictureUrl} />
              ) : (
                <HaloText x={area.x + area.width / 2} y={area.y + Math.min(area.height / 2, 24)} size={Math.min(10, area.width / 7)}>
                  {MISSING_DATA}
                </HaloText>
              )}
              <HaloText x={area.x + area.width / 2} y={area.y - 4} size={10}>
                {spec.name}
              </HaloText>
            </g>
          );
        })}
        <ScaleRuler ruler={ruler} />
      </svg>
      <figcaption className={css.caption}>
        <span className={css.viewName}>{SIDE_LABELS[side]}</span>
        <ul id={listId} className={css.list}>
          {placements.map(({ spec, file, layout }) => (
            <li key={spec.id}>
              {spec.name}（{spec.widthMm}×{spec.heightMm}mm）：{file ? file.name : <span className={css.missing}>{MISSING_DATA}</span>}
              {file ? printedSize(spec, file, layout) : null}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** The true-scale preview of a print order in one colour. */
export function PrintPreview({ product, colorId, placements }: PrintPreviewProps) {
  const color = product.colors.find((c) => c.id === colorId) ?? product.colors[0];
  const silhouette = product.silhouette ?? silhouetteOfPositions(placements.map((p) => p.spec.position));
  const front = placements.filter((p) => sideOf(p.spec.position) === 'front');
  const back = placements.filter((p) => sideOf(p.spec.position) === 'back');
  // Each side that has a placement; the bare front when there is none at all.
  const sides = (
    [
      ['front', front],
      ['back', back],
    ] as [Side, PreviewPlacement[]][]
  ).filter(([side, onSide]) => onSide.length > 0 || (side === 'front' && back.length === 0));
  if (!color) return null;
  const imageUrl = garmentImageUrl(product.code, color.id);
  return (
    <div className={css.root}>
      <div className={css.views}>
        {sides.map(([side, onSide]) => (
          <PreviewView key={side} side={side} silhouette={silhouette} imageUrl={imageUrl} colorName={color.name} placements={onSide} />
        ))}
      </div>
      <p className={css.note}>
        プリント範囲（点線）と画像は実寸の比率で表示しています（ボディ幅 約{GARMENTS[silhouette].widthMm / 10}
        cm換算）。実際の色味や位置は多少異なる場合があります。
      </p>
    </div>
  );
}
