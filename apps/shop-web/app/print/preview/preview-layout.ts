/**
 * Where print areas and artwork go on the server's garment pictures
 * (`/api/images/products/{code}/{colorId}.svg`, a 400 × 400 viewBox drawn by
 * apps/shop-server/src/routes/catalog/product-image-svg.ts), at true scale: every garment's width in
 * mm is known from GARMENTS below, so a millimetre of print is as many picture pixels as a millimetre
 * of garment. Plain geometry, no React.
 */
import type { UploadedFile } from '../upload/upload-request.ts';

/** The silhouettes the server draws (product-image-svg.ts `SHAPES`). */
export const SILHOUETTES = ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'zip', 'jacket', 'cap', 'tote', 'apron', 'towel'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

/** A point of the 400 × 400 picture: `x` the centre of an area, `y` its top edge (px). */
interface Anchor {
  readonly x: number;
  readonly y: number;
}

interface Garment {
  /** Real width of the garment part spanning `leftPx`–`rightPx` (mm; body width at size M for tops). */
  readonly widthMm: number;
  /** Left and right edge of that part in the picture (px). */
  readonly leftPx: number;
  readonly rightPx: number;
  /** The middle of the front body (also used for positions the table does not know). */
  readonly front: Anchor;
  readonly back: Anchor;
  /** Wearer's left chest: on the viewer's right of the front view. */
  readonly chest?: Anchor;
  /** Wearer's right sleeve: on the viewer's left of the front view (the left sleeve is mirrored). */
  readonly sleeve?: Anchor;
}

// Tops share the body drawn from x 110 to 290 (180 px) and the neckline near y 85.
const SHORT_SLEEVE = { front: { x: 200, y: 100 }, back: { x: 200, y: 85 }, chest: { x: 245, y: 105 }, sleeve: { x: 82, y: 111 } } as const;
const LONG_SLEEVE = { front: { x: 200, y: 100 }, back: { x: 200, y: 85 }, chest: { x: 245, y: 105 }, sleeve: { x: 88, y: 160 } } as const;

/**
 * Garment widths per silhouette (mm), measured where the picture is widest at the body:
 * T-shirt, long-sleeve and polo bodies about 520 mm at size M, sweatshirts 550, hoodies 560,
 * jackets 580; a tote bag 380 mm at its opening, an apron 800 mm at the waist, a sports towel
 * 1000 mm, the front of a cap about 200 mm.
 */
export const GARMENTS: Readonly<Record<Silhouette, Garment>> = {
  tshirt: { widthMm: 520, leftPx: 110, rightPx: 290, ...SHORT_SLEEVE },
  polo: { widthMm: 520, leftPx: 110, rightPx: 290, ...SHORT_SLEEVE, chest: { x: 245, y: 115 } },
  longsleeve: { widthMm: 520, leftPx: 110, rightPx: 290, ...LONG_SLEEVE },
  sweat: { widthMm: 550, leftPx: 110, rightPx: 290, ...LONG_SLEEVE },
  hoodie: { widthMm: 560, leftPx: 110, rightPx: 290, ...LONG_SLEEVE, front: { x: 200, y: 112 } },
  zip: { widthMm: 560, leftPx: 110, rightPx: 290, ...LONG_SLEEVE, front: { x: 200, y: 112 } },
  jacket: { widthMm: 580, leftPx: 110, rightPx: 290, ...LONG_SLEEVE, front: { x: 200, y: 125 } },
  cap: { widthMm: 200, leftPx: 80, rightPx: 320, front: { x: 200, y: 150 }, back: { x: 200, y: 150 } },
  tote: { widthMm: 380, leftPx: 100, rightPx: 300, front: { x: 200, y: 175 }, back: { x: 200, y: 175 } },
  apron: { widthMm: 800, leftPx: 80, rightPx: 320, front: { x: 200, y: 180 }, back: { x: 200, y: 180 }, chest: { x: 222, y: 80 } },
  towel: { widthMm: 1000, leftPx: 50, rightPx: 350, front: { x: 200, y: 157 }, back: { x: 200, y: 157 } },
};

/** Picture pixels per millimetre of a silhouette. */
export function pxPerMm(silhouette: Silhouette): number {
  const garment = GARMENTS[silhouette];
  return (garment.rightPx - garment.leftPx) / garment.widthMm;
}

const CATEGORY_SILHOUETTES: Readonly<Record<string, Silhouette>> = {
  't-shirts': 'tshirt',
  'long-sleeve-t-shirts': 'longsleeve',
  'polo-shirts': 'polo',
  sweatshirts: 'sweat',
  hoodies: 'hoodie',
  'zip-hoodies': 'zip',
  jackets: 'jacket',
  caps: 'cap',
  'tote-bags': 'tote',
  aprons: 'apron',
  towels: 'towel',
};

/** The silhouette of a catalogue category (`product.category.slug`), undefined when the slug says nothing (kids…). */
export function silhouetteOfCategory(slug: string): Silhouette | undefined {
  return CATEGORY_SILHOUETTES[slug];
}

/** A guess from the print positions when the page does not say: cap, tote and towel have their own names. */
export function silhouetteOfPositions(positions: readonly string[]): Silhouette {
  if (positions.includes('フロント')) return 'cap';
  if (positions.some((p) => p === '表面' || p === '裏面')) return 'tote';
  if (positions.includes('片面')) return 'towel';
  return 'tshirt';
}

export type Side = 'front' | 'back';

/** The view a position is seen on: 背面 and 裏面 on the back view, everything else on the front. */
export function sideOf(position: string): Side {
  return position.includes('背') || position.includes('裏') ? 'back' : 'front';
}

/** A rectangle of the picture (px). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function anchorOf(garment: Garment, position: string, side: Side): Anchor {
  if (side === 'back') return garment.back;
  if (position.includes('胸') && garment.chest) return garment.chest;
  if (position.includes('袖') && garment.sleeve) {
    // Wearer's right sleeve on the viewer's left of the front view; the left sleeve mirrored.
    return position.includes('左') ? { x: 400 - garment.sleeve.x, y: garment.sleeve.y } : garment.sleeve;
  }
  return garment.front;
}

/** The print area of a position at true scale: its mm size × the garment's px per mm, centred on the anchor. */
export function printAreaBox(silhouette: Silhouette, position: string, size: { readonly widthMm: number; readonly heightMm: number }): Box {
  const scale = pxPerMm(silhouette);
  const anchor = anchorOf(GARMENTS[silhouette], position, sideOf(position));
  const width = size.widthMm * scale;
  const height = size.heightMm * scale;
  return { x: anchor.x - width / 2, y: anchor.y, width, height };
}

/**
 * The artwork inside its area: as large as fits with its aspect ratio kept, centred across and at
 * the top of the area (prints start under the collar). A file without pixel size fills the area.
 */
export function artworkBox(area: Box, pixels: { readonly width: number | null; readonly height: number | null }): Box {
  if (pixels.width === null || pixels.height === null || pixels.width <= 0 || pixels.height <= 0) return { ...area };
  const scale = Math.min(area.width / pixels.width, area.height / pixels.height);
  const width = pixels.width * scale;
  const height = pixels.height * scale;
  return { x: area.x + (area.width - width) / 2, y: area.y, width, height };
}

/** Kinds the server renders a preview of (`GET /api/files/{uuid}/preview`, 1600 px WebP). */
const PREVIEW_KINDS: ReadonlySet<UploadedFile['kind']> = new Set(['png', 'jpeg', 'webp', 'svg']);

/** The image to draw for a file: its 1600 px preview when the server makes one, else null (PDF, AI). */
export function artworkUrl(file: UploadedFile): string | null {
  return PREVIEW_KINDS.has(file.kind) ? `/api/files/${encodeURIComponent(file.uuid)}/preview` : null;
}

/** The server's picture of a product in a colour. */
export function garmentImageUrl(code: string, colorId: number): string {
  return `/api/images/products/${encodeURIComponent(code)}/${colorId}.svg`;
}
