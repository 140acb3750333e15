/**
 * Silk-screen ink colours: one plate per flat colour, so the price counts the distinct colours a
 * design prints in (fills, strokes, text fills and outlines, pencil strokes, arrow heads). With the
 * shop's palette of named inks each colour becomes its nearest ink (two colours that become the same
 * ink share a plate). What a screen cannot print is listed with its reason: a photographic picture
 * (gradients and photos need halftones), a semi-transparent shape, and any other raster picture
 * (its colours cannot be counted from the design; the shop separates them by hand).
 */
import { boxesIntersect, shapeInkBounds } from '../geometry/shape-geometry.ts';
import type { Page, Shape, ShapeId } from '../model/types.ts';

export interface NamedInk {
  readonly name: string;
  /** `#rrggbb`. */
  readonly hex: string;
}

export type InkPalette = readonly NamedInk[];

export interface InkColour {
  /** The colour as designed (`#rrggbb`), or the named ink's colour when a palette is given. */
  readonly hex: string;
  /** The named ink it prints as (nearest in the palette), or null without a palette. */
  readonly ink: NamedInk | null;
  /** The shapes that use it. */
  readonly shapeIds: readonly ShapeId[];
}

export interface SilkscreenReason {
  readonly shapeId: ShapeId;
  readonly kind: 'photo-in-silkscreen' | 'image-in-silkscreen' | 'transparency-in-silkscreen';
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

export interface InkCount {
  /** Distinct colours, in order of first use (back to front). */
  readonly colours: readonly InkColour[];
  /** Screens (plates) the print needs: one per colour. */
  readonly plates: number;
  /** Why (part of) the design cannot be screen printed as it is. */
  readonly reasons: readonly SilkscreenReason[];
  /** True when no reason is an error. */
  readonly printable: boolean;
}

function rgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Perceptual distance of two `#rrggbb` colours (the "redmean" weighted RGB distance). */
export function colourDistance(a: string, b: string): number {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const mean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db);
}

/** The palette's ink nearest a colour (the first of equals). */
export function nearestInk(hex: string, palette: InkPalette): NamedInk | null {
  let best: NamedInk | null = null;
  let bestDistance = Infinity;
  for (const ink of palette) {
    const d = colourDistance(hex, ink.hex);
    if (d < bestDistance) {
      best = ink;
      bestDistance = d;
    }
  }
  return best;
}

function shapeColours(shape: Shape): string[] {
  switch (shape.type) {
    case 'rect':
    case 'ellipse':
    case 'path':
      return [shape.fill, shape.stroke && shape.strokeWidth > 0 ? shape.stroke : null].filter((c): c is string => !!c);
    case 'line':
    case 'arrow':
      return shape.stroke && shape.strokeWidth > 0 ? [shape.stroke] : [];
    case 'pencil':
      return [shape.stroke];
    case 'text':
      if (shape.text.trim() === '') return [];
      return [shape.fill, shape.stroke && shape.strokeWidth > 0 ? shape.stroke : null].filter((c): c is string => !!c);
    default:
      return [];
  }
}

function leaves(shapes: readonly Shape[], opacity = 1): { shape: Shape; opacity: number }[] {
  return shapes.flatMap((s) =>
    s.type === 'group' ? leaves(s.children, opacity * s.opacity) : [{ shape: s, opacity: opacity * s.opacity }],
  );
}

/** The ink colours of what prints of a page (shapes wholly outside the print area do not count). */
export function inkColours(page: Page, palette?: InkPalette): InkCount {
  const area = { x: 0, y: 0, w: page.width, h: page.height };
  const colours = new Map<string, { hex: string; ink: NamedInk | null; shapeIds: ShapeId[] }>();
  const reasons: SilkscreenReason[] = [];
  for (const { shape, opacity } of leaves(page.shapes)) {
    if (!boxesIntersect(shapeInkBounds(shape), area)) continue;
    if (shape.type === 'image') {
      if (shape.photographic) {
        reasons.push({
          shapeId: shape.id,
          kind: 'photo-in-silkscreen',
          severity: 'error',
          message: '写真やグラデーションのある画像はシルクスクリーンで印刷できません。インクジェット印刷をお選びください。',
        });
      } else {
        reasons.push({
          shapeId: shape.id,
          kind: 'image-in-silkscreen',
          severity: 'warning',
          message: '画像の色数は自動で数えられないため、版数は当店で確認してご連絡します。',
        });
      }
    }
    const used = shapeColours(shape);
    if (opacity < 1 && used.length > 0) {
      reasons.push({
        shapeId: shape.id,
        kind: 'transparency-in-silkscreen',
        severity: 'error',
        message: '半透明の色はシルクスクリーンで印刷できません。不透明度を100%にしてください。',
      });
    }
    for (const colour of used) {
      const ink = palette ? nearestInk(colour, palette) : null;
      const key = ink ? ink.hex : colour.toLowerCase();
      const entry = colours.get(key) ?? { hex: key, ink, shapeIds: [] };
      if (!entry.shapeIds.includes(shape.id)) entry.shapeIds.push(shape.id);
      colours.set(key, entry);
    }
  }
  const list = [...colours.values()];
  return { colours: list, plates: list.length, reasons, printable: reasons.every((r) => r.severity !== 'error') };
}
