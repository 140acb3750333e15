/**
 * The garments at true scale: where print areas and artwork go on the shop's garment pictures
 * (`/api/images/products/{code}/{colorId}.svg`, a 400 × 400 viewBox drawn by
 * apps/shop-server/src/catalog/product-image-svg.ts). Every garment's width in mm is known
 * (GARMENTS), so a millimetre of print is as many picture pixels as a millimetre of garment. Used by
 * the storefront's preview page and by the editor, which draws the garment under a page. Plain
 * geometry, no framework.
 *
 * A position is a print spec's position name as the catalogue spells it (前面, 背面, 左胸, 右袖, 左袖,
 * フロント, 表面, 裏面, 片面) or a keyword (front, back, left_chest, right_sleeve, left_sleeve…).
 */

/** The silhouettes the server draws (product-image-svg.ts `SHAPES`). */
export const SILHOUETTES = ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'zip', 'jacket', 'cap', 'tote', 'apron', 'towel'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

/** Width and height of the garment pictures (px). */
export const GARMENT_PICTURE_PX = 400;

/** A point of the 400 × 400 picture: `x` the centre of an area, `y` its top edge (px). */
export interface GarmentAnchor {
  readonly x: number;
  readonly y: number;
}

/** One silhouette's scale and the anchors of its print positions in the picture. */
export interface Garment {
  /** Real width of the garment part spanning `leftPx`–`rightPx` (mm; body width at size M for tops). */
  readonly widthMm: number;
  /** Left and right edge of that part in the picture (px). */
  readonly leftPx: number;
  readonly rightPx: number;
  /** The middle of the front body (also used for positions the table does not know). */
  readonly front: GarmentAnchor;
  readonly back: GarmentAnchor;
  /** Wearer's left chest: on the viewer's right of the front view. */
  readonly chest?: GarmentAnchor;
  /** Wearer's right sleeve: on the viewer's left of the front view (the left sleeve is mirrored). */
  readonly sleeve?: GarmentAnchor;
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

/** Whether a string names a silhouette of SILHOUETTES. */
export function isSilhouette(value: string): value is Silhouette {
  return (SILHOUETTES as readonly string[]).includes(value);
}

/** The silhouette of a name (a product's `silhouette`), T-shirt for an unknown one. */
export function silhouetteOf(value: string | null | undefined): Silhouette {
  return value && isSilhouette(value) ? value : 'tshirt';
}

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

export type GarmentSide = 'front' | 'back';

/** The view a position is seen on: 背面, 裏面 and `back…` on the back view, everything else on the front. */
export function sideOf(position: string): GarmentSide {
  return position.includes('背') || position.includes('裏') || /^back\b|^back_/i.test(position) ? 'back' : 'front';
}

/**
 * The view a line's picture (a cart, order or mail line: one picture per line) shows of prints at
 * `positions`: the front when one prints there, else the back (an order printed on the back only).
 */
export function viewOfPositions(positions: readonly string[]): GarmentSide {
  return positions.length === 0 || positions.some((position) => sideOf(position) === 'front') ? 'front' : 'back';
}

/** The positions seen on a view (by default `viewOfPositions`'s): what a line picture's alternative text names. */
export function positionsOnView(positions: readonly string[], side: GarmentSide = viewOfPositions(positions)): string[] {
  return positions.filter((position) => sideOf(position) === side);
}

/** A rectangle of the picture (px). */
export interface GarmentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where on the garment a position is: its anchor in the picture. */
export function anchorOf(silhouette: Silhouette, position: string): GarmentAnchor {
  const garment = GARMENTS[silhouette];
  if (sideOf(position) === 'back') return garment.back;
  if ((position.includes('胸') || /chest/i.test(position)) && garment.chest) return garment.chest;
  if ((position.includes('袖') || /sleeve/i.test(position)) && garment.sleeve) {
    // Wearer's right sleeve on the viewer's left of the front view; the left sleeve mirrored.
    const left = position.includes('左') || /^left/i.test(position);
    return left ? { x: GARMENT_PICTURE_PX - garment.sleeve.x, y: garment.sleeve.y } : garment.sleeve;
  }
  return garment.front;
}

/** The print area of a position at true scale: its mm size × the garment's px per mm, centred on the anchor. */
export function printAreaBox(
  silhouette: Silhouette,
  position: string,
  size: { readonly widthMm: number; readonly heightMm: number },
): GarmentBox {
  const scale = pxPerMm(silhouette);
  const anchor = anchorOf(silhouette, position);
  const width = size.widthMm * scale;
  const height = size.heightMm * scale;
  return { x: anchor.x - width / 2, y: anchor.y, width, height };
}

/**
 * The artwork inside its area: as large as fits with its aspect ratio kept, centred across and at
 * the top of the area (prints start under the collar). A file without pixel size fills the area.
 */
export function artworkBox(area: GarmentBox, pixels: { readonly width: number | null; readonly height: number | null }): GarmentBox {
  if (pixels.width === null || pixels.height === null || pixels.width <= 0 || pixels.height <= 0) return { ...area };
  const scale = Math.min(area.width / pixels.width, area.height / pixels.height);
  const width = pixels.width * scale;
  const height = pixels.height * scale;
  return { x: area.x + (area.width - width) / 2, y: area.y, width, height };
}

/**
 * The garment picture in a page's millimetres, for drawing it under a page of the editor (whose
 * origin is its print area's top-left): the picture's top-left and its side length, in mm.
 */
export function garmentPictureMm(
  silhouette: Silhouette,
  position: string,
  printAreaWidthMm: number,
): { x: number; y: number; size: number } {
  const scale = pxPerMm(silhouette);
  const anchor = anchorOf(silhouette, position);
  return { x: printAreaWidthMm / 2 - anchor.x / scale, y: -anchor.y / scale, size: GARMENT_PICTURE_PX / scale };
}

/**
 * The server's picture of a product in a colour (400 × 400, the silhouette in the colour), without
 * the picture's own dashed print area: the canvas outlines the order's print area itself.
 */
export function garmentImageUrl(code: string, colorId: number): string {
  return `/api/images/products/${encodeURIComponent(code)}/${colorId}.svg?print_area=none`;
}
