/**
 * A side of the garment in the chosen colour with each placement's print areas outlined at true
 * scale (the geometry of @shop/design-document's garments, as the print preview uses it). Rendered
 * on the server as inline SVG; the picture underneath is the product's picture in that colour.
 */
import { AreaOutline, HaloText, type OutlineLook } from '../print/preview/garment-marks.tsx';
import { ScaleRuler } from '../print/preview/scale-ruler.tsx';
import { GARMENTS, printAreaBox, pxPerMm, type GarmentSide, type Silhouette } from '@shop/design-document/garment';
import type { Placement } from './print-areas.ts';

export const SIDE_NAMES: Record<GarmentSide, string> = { front: '前面', back: '背面' };

/** The areas' outline here: a light band under a blue dashed line. */
const OUTLINE: OutlineLook = { bandFill: 'rgba(255,255,255,0.15)', line: '#0b5cad', lineWidth: 1.2, dash: '5 3' };

export interface PrintAreaPictureProps {
  silhouette: Silhouette;
  side: GarmentSide;
  /** The garment picture in the chosen colour. */
  imageUrl: string;
  colorName: string;
  placements: readonly Placement[];
  className?: string;
  /** A small picture inside a button: no name of its own, no labels. */
  decorative?: boolean;
  /** The picture's accessible name (default 「{colour}の{side}とプリント範囲」). */
  label?: string;
}

export function PrintAreaPicture({
  silhouette,
  side,
  imageUrl,
  colorName,
  placements,
  className,
  decorative = false,
  label,
}: PrintAreaPictureProps) {
  const onSide = placements.filter((placement) => placement.side === side);
  const ruler = 100 * pxPerMm(silhouette); // 10 cm in picture px
  return (
    <svg
      className={className}
      viewBox="0 0 400 400"
      data-side={side}
      {...(decorative
        ? { 'aria-hidden': true, focusable: false }
        : { role: 'img', 'aria-label': label ?? `${colorName}の${SIDE_NAMES[side]}とプリント範囲` })}
    >
      <image href={imageUrl} x={0} y={0} width={400} height={400} />
      {onSide.map((placement) => {
        const boxes = placement.sizes.map((size) => ({ size, box: printAreaBox(silhouette, placement.position, size) }));
        const largest = boxes.at(-1);
        return (
          <g key={placement.position} data-placement={placement.position}>
            {boxes.map(({ size, box }) => (
              <g key={`${size.widthMm}x${size.heightMm}`}>
                <AreaOutline box={box} look={OUTLINE} size={size.size} />
              </g>
            ))}
            {largest && !decorative ? (
              <HaloText x={largest.box.x + largest.box.width / 2} y={largest.box.y - 4} size={10}>
                {placement.position}
              </HaloText>
            ) : null}
          </g>
        );
      })}
      {decorative ? null : <ScaleRuler ruler={ruler} />}
    </svg>
  );
}

/** 「ボディ幅 約52cm換算」 */
export function bodyWidthNote(silhouette: Silhouette): string {
  return `ボディ幅 約${GARMENTS[silhouette].widthMm / 10}cm換算`;
}
