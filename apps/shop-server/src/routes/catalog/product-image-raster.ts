/**
 * The raster copy of a product's generated picture (product-image-svg.ts) for the storefront's lists
 * and thumbnails. A browser draws each SVG <img> as a document of its own on the page's main thread
 * (10–40 ms apiece on a 2-core machine, four times that on the phone Lighthouse simulates: a page of
 * cards spent most of its blocking time there, issue #13); a WebP is decoded off the main thread.
 */
import sharp from 'sharp';

/** Side of the raster picture, px: a card is about 180 CSS px wide on a 2.6× phone and 280 on a 2× desktop. */
export const PRODUCT_RASTER_SIZE = 600;
/** The SVG pictures are drawn on a 400 × 400 viewBox. */
const SVG_SIZE = 400;

/** The picture as WebP, PRODUCT_RASTER_SIZE square (4–10 kB). */
export async function productImageWebp(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const webp = await sharp(Buffer.from(svg), { density: (72 * PRODUCT_RASTER_SIZE) / SVG_SIZE })
    .resize(PRODUCT_RASTER_SIZE, PRODUCT_RASTER_SIZE)
    .webp({ quality: 75 })
    .toBuffer();
  return new Uint8Array(webp.buffer.slice(webp.byteOffset, webp.byteOffset + webp.byteLength));
}
