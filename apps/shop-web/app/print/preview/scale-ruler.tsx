/** The 10 cm scale bar in the bottom-left corner of a 400 × 400 garment drawing (`ruler`: 10 cm in drawing units). */
export function ScaleRuler({ ruler }: { ruler: number }) {
  return (
    <g aria-hidden="true">
      <line x1={12} y1={388} x2={12 + ruler} y2={388} stroke="#1f2328" strokeWidth={2} />
      <line x1={12} y1={383} x2={12} y2={393} stroke="#1f2328" strokeWidth={1.5} />
      <line x1={12 + ruler} y1={383} x2={12 + ruler} y2={393} stroke="#1f2328" strokeWidth={1.5} />
      <text x={12 + ruler + 6} y={392} fontSize={10} fill="#1f2328">
        10cm
      </text>
    </g>
  );
}
