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

const raster = (svg: string) =>
  sharp(Buffer.from(svg), { density: (72 * PRODUCT_RASTER_SIZE) / SVG_SIZE }).resize(PRODUCT_RASTER_SIZE, PRODUCT_RASTER_SIZE);

const bytesOf = (buffer: Buffer<ArrayBuffer>): Uint8Array<ArrayBuffer> =>
  new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));

/** The picture as WebP, PRODUCT_RASTER_SIZE square (4–10 kB). */
export async function productImageWebp(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return bytesOf(await raster(svg).webp({ quality: 75 }).toBuffer());
}

/** The picture as PNG, PRODUCT_RASTER_SIZE square (a link preview's; 256-colour palette, about 20–40 kB). */
export async function productImagePng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return bytesOf(await raster(svg).png({ palette: true, compressionLevel: 9 }).toBuffer());
}
