/**
 * One shape as SVG in page millimetres (the canvas's viewBox is in mm). Shapes are immutable, so
 * `memo` skips every shape a change did not touch. Each shape's `<g>` carries `data-shape-id` and
 * `data-shape-type` (rect, ellipse, line, arrow, pencil, text, image, path, group) for the journeys.
 */
import {
  arrowHeadsPath,
  arrowShaftPath,
  cssFontFamily,
  dashArray,
  ellipsePath,
  layoutText,
  linePath,
  matrixToSvg,
  pathShapePath,
  pencilPath,
  rectPath,
  shapeTransform,
} from '@shop/design-document';
import { type Shape, type TextShape } from '@shop/design-document/model';
import { memo, useMemo, type ReactNode } from 'react';
import { textMetrics } from '../text-metrics.ts';

const paint = (value: string | null | undefined) => value ?? 'none';

/**
 * A text from the lib's layout (text/layout.ts): one `<text>` per line with each upright glyph's
 * position, and each glyph turned in vertical text (Latin, long vowel marks…) as its own `<text>`.
 */
function TextBody({ shape, fontsVersion }: { shape: TextShape; fontsVersion: number }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- fontsVersion: the metrics changed (a font loaded)
  const layout = useMemo(() => layoutText(shape, textMetrics), [shape, fontsVersion]);
  const family = cssFontFamily(shape.fontId);
  const paint = {
    fill: shape.fill,
    stroke: shape.stroke ?? undefined,
    strokeWidth: shape.stroke ? shape.strokeWidth : undefined,
    fontFamily: family,
    fontSize: shape.fontSize,
  };
  const lines = new Map<number, { x: number[]; y: number[]; chars: string[] }>();
  const turned: ReactNode[] = [];
  for (const glyph of layout.glyphs) {
    if (glyph.rotation === 90) {
      turned.push(
        <text key={`r${glyph.index}`} x={glyph.x} y={glyph.y} transform={`rotate(90 ${glyph.x} ${glyph.y})`} fontSize={glyph.size}>
          {glyph.char}
        </text>,
      );
      continue;
    }
    const line = lines.get(glyph.line) ?? { x: [], y: [], chars: [] };
    line.x.push(glyph.x);
    line.y.push(glyph.y);
    line.chars.push(glyph.char);
    lines.set(glyph.line, line);
  }
  return (
    <g {...paint} data-text-layout="">
      {[...lines].map(([index, line]) => (
        <text key={index} x={line.x.map(round).join(' ')} y={line.y.map(round).join(' ')}>
          {line.chars.join('')}
        </text>
      ))}
      {turned}
    </g>
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function Body({ shape, fontsVersion }: { shape: Shape; fontsVersion: number }) {
  switch (shape.type) {
    case 'rect':
    case 'ellipse':
      return (
        <path
          d={shape.type === 'rect' ? rectPath(shape) : ellipsePath(shape)}
          fill={paint(shape.fill)}
          stroke={paint(shape.stroke)}
          strokeWidth={shape.strokeWidth}
          strokeDasharray={dashArray(shape.dash, shape.strokeWidth) ?? undefined}
        />
      );
    case 'line':
      return (
        <path
          d={linePath(shape)}
          fill="none"
          stroke={paint(shape.stroke)}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
          strokeDasharray={dashArray(shape.dash, shape.strokeWidth) ?? undefined}
        />
      );
    case 'arrow':
      return (
        <>
          <path
            d={arrowShaftPath(shape)}
            fill="none"
            stroke={paint(shape.stroke)}
            strokeWidth={shape.strokeWidth}
            strokeLinecap="round"
            strokeDasharray={dashArray(shape.dash, shape.strokeWidth) ?? undefined}
          />
          <path d={arrowHeadsPath(shape)} fill={paint(shape.stroke)} />
        </>
      );
    case 'pencil':
      return <path d={pencilPath(shape)} fill={shape.stroke} />;
    case 'path':
      return (
        <path
          d={pathShapePath(shape)}
          fill={paint(shape.fill)}
          fillRule={shape.fillRule}
          stroke={paint(shape.stroke)}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray={dashArray(shape.dash, shape.strokeWidth) ?? undefined}
        />
      );
    case 'text':
      return <TextBody shape={shape} fontsVersion={fontsVersion} />;
    case 'image':
      return <image href={shape.src} width={shape.w} height={shape.h} preserveAspectRatio="none" />;
    case 'group':
      return null;
  }
}

export const ShapeView = memo(function ShapeView({
  shape,
  hidden = false,
  fontsVersion = 0,
}: {
  shape: Shape;
  hidden?: boolean;
  fontsVersion?: number;
}) {
  if (shape.type === 'group') {
    return (
      <g data-shape-id={shape.id} data-shape-type="group" opacity={shape.opacity} visibility={hidden ? 'hidden' : undefined}>
        {shape.children.map((child) => (
          <ShapeView key={child.id} shape={child} fontsVersion={fontsVersion} />
        ))}
      </g>
    );
  }
  return (
    <g
      data-shape-id={shape.id}
      data-shape-type={shape.type}
      transform={matrixToSvg(shapeTransform(shape))}
      opacity={shape.opacity}
      visibility={hidden ? 'hidden' : undefined}
    >
      <Body shape={shape} fontsVersion={fontsVersion} />
    </g>
  );
});
