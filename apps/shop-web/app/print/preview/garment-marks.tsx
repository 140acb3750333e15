/** Marks drawn over a 400 × 400 garment drawing: print-area outlines and labels that read on any colour. */
import type { Box } from './preview-layout.ts';

/** How an area's outline looks: a light band under a dashed line, so it shows on any body colour. */
export interface OutlineLook {
  bandFill: string;
  line: string;
  lineWidth: number;
  dash: string;
}

/** The outline of a print area; `size` names the area's size (`data-size`) where a placement has several. */
export function AreaOutline({ box, look, size }: { box: Box; look: OutlineLook; size?: string }) {
  return (
    <>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} fill={look.bandFill} stroke="#ffffff" strokeWidth={2.5} />
      <rect
        data-part="print-area"
        data-size={size}
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        fill="none"
        stroke={look.line}
        strokeWidth={look.lineWidth}
        strokeDasharray={look.dash}
      />
    </>
  );
}

/** Text with a light halo, readable on dark and light garments. */
export function HaloText({ x, y, size, children }: { x: number; y: number; size: number; children: string }) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      textAnchor="middle"
      fill="#1f2328"
      stroke="#ffffff"
      strokeWidth={3}
      paintOrder="stroke"
      strokeLinejoin="round"
    >
      {children}
    </text>
  );
}
