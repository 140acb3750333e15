/**
 * Draws a line's mock-up with sharp (libvips): the garment picture in the line's colour (the
 * catalogue's generated SVG, without its own print-area outline) rasterised at MOCKUP_PX, each
 * print's artwork (its 1600 px preview rendition) resized into its box (mockup-geometry.ts), and a
 * print whose file has no picture (PDF, AI) outlined where it prints. PNG: what every mail client
 * shows (no SVG, no WebP in mail).
 */
import sharp, { type OverlayOptions } from 'sharp';
import type { Silhouette } from '@shop/design-document/garment';
import { areaPixels, artworkPixels, type MockupPrint, type PixelBox, visiblePart } from './mockup-geometry.ts';

/** Side of the mock-up, px: the garment picture's own 400 px (a line shows it at 56–88 CSS px, a mail at 160). */
export const MOCKUP_PX = 400;
/** The garment pictures are drawn on a 400 × 400 viewBox. */
const SVG_SIZE = 400;

/** A print to draw: where (mockup-geometry's input) and the artwork's picture bytes (null: no picture, outlined). */
export interface RenderPrint extends MockupPrint {
  picture: Uint8Array | null;
}

/** A dashed outline of `box` (light and dark, readable on any garment), as an SVG the size of the box. */
function outline(box: PixelBox): Buffer {
  const { width, height } = box;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="1" y="1" width="${Math.max(1, width - 2)}" height="${Math.max(1, height - 2)}" fill="rgba(255,255,255,0.25)" stroke="#ffffff" stroke-width="2.5"/>` +
      `<rect x="1" y="1" width="${Math.max(1, width - 2)}" height="${Math.max(1, height - 2)}" fill="none" stroke="#1f2328" stroke-width="1" stroke-dasharray="4 3"/>` +
      '</svg>',
  );
}

/** The overlay of one print: its artwork resized into its box (cut to the picture), or the area's outline. */
async function overlayOf(silhouette: Silhouette, print: RenderPrint): Promise<OverlayOptions | null> {
  const box = print.picture ? artworkPixels(silhouette, print, MOCKUP_PX) : null;
  if (!box || !print.picture) {
    const area = visiblePart(areaPixels(silhouette, print, MOCKUP_PX), MOCKUP_PX);
    return area ? { input: outline(area.inside), left: area.inside.left, top: area.inside.top } : null;
  }
  const visible = visiblePart(box, MOCKUP_PX);
  if (!visible) return null;
  // The box already has the artwork's aspect (placeArtwork): fill it exactly, then keep what is inside the picture.
  let image = sharp(print.picture).resize(box.width, box.height, { fit: 'fill' });
  if (visible.inside.width !== box.width || visible.inside.height !== box.height) {
    image = sharp(await image.png().toBuffer()).extract({
      left: visible.offsetX,
      top: visible.offsetY,
      width: visible.inside.width,
      height: visible.inside.height,
    });
  }
  return { input: await image.png().toBuffer(), left: visible.inside.left, top: visible.inside.top };
}

/** The mock-up as PNG bytes, MOCKUP_PX square: `garmentSvg` (the 400 × 400 picture) with the prints drawn on it. */
export async function renderMockup(garmentSvg: string, silhouette: Silhouette, prints: readonly RenderPrint[]): Promise<Buffer> {
  const overlays = (await Promise.all(prints.map((print) => overlayOf(silhouette, print)))).filter(
    (overlay): overlay is OverlayOptions => overlay !== null,
  );
  return sharp(Buffer.from(garmentSvg), { density: (72 * MOCKUP_PX) / SVG_SIZE })
    .resize(MOCKUP_PX, MOCKUP_PX)
    .composite(overlays)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
