/** Rulers in millimetres along the top and left of the canvas, following the camera. */
import type { Camera } from '@shop/design-document';
import { rulerStep } from './camera.ts';
import { ruler, RULER_PX } from './canvas.css.ts';

export function Ruler({ axis, camera, length }: { axis: 'x' | 'y'; camera: Camera; length: number }) {
  const step = rulerStep(camera.zoom);
  const minor = step / (step % 5 === 0 ? 5 : 2);
  const origin = axis === 'x' ? camera.x : camera.y;
  const first = Math.floor(-origin / camera.zoom / minor) * minor;
  const last = (length - origin) / camera.zoom;
  const ticks: { at: number; mm: number; major: boolean }[] = [];
  for (let mm = first; mm <= last && ticks.length < 2000; mm += minor) {
    const rounded = Math.round(mm * 1000) / 1000;
    ticks.push({ at: origin + rounded * camera.zoom, mm: rounded, major: Math.abs(rounded / step - Math.round(rounded / step)) < 1e-6 });
  }
  const horizontal = axis === 'x';
  return (
    <svg
      className={ruler}
      width={horizontal ? length : RULER_PX}
      height={horizontal ? RULER_PX : length}
      aria-hidden="true"
      data-testid={horizontal ? 'ruler-top' : 'ruler-left'}
    >
      {ticks.map(({ at, mm, major }) => {
        const size = major ? RULER_PX * 0.6 : RULER_PX * 0.25;
        return horizontal ? (
          <g key={mm}>
            <line x1={at} x2={at} y1={RULER_PX} y2={RULER_PX - size} stroke="currentColor" strokeWidth={1} />
            {major ? (
              <text x={at + 2} y={9} fill="currentColor" fontSize={9}>
                {mm}
              </text>
            ) : null}
          </g>
        ) : (
          <g key={mm}>
            <line y1={at} y2={at} x1={RULER_PX} x2={RULER_PX - size} stroke="currentColor" strokeWidth={1} />
            {major ? (
              <text x={2} y={at - 2} fill="currentColor" fontSize={9} transform={`rotate(-90 ${9} ${at - 2})`}>
                {mm}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
