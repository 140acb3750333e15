/**
 * HEIC/HEIF photos (iPhone's default) converted to JPEG in the browser before upload: the server
 * accepts PNG, JPEG, WebP, SVG, PDF and AI only. heic2any (about 1.35 MB with its libheif build) is
 * imported only when such a file is picked, so it never weighs on the first bundle or on SSR.
 */

type Heic2Any = (options: { blob: Blob; toType: string; quality: number }) => Promise<Blob | Blob[]>;

/** JPEG quality of the converted photo (spec §5). */
export const HEIC_JPEG_QUALITY = 0.8;

const HEIC_EXTENSION = /\.(heic|heif)$/i;
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** True for a HEIC/HEIF file, told by its extension or its MIME type (browsers often leave the type empty). */
export function isHeic(file: { readonly name: string; readonly type: string }): boolean {
  return HEIC_EXTENSION.test(file.name) || HEIC_TYPES.has(file.type.toLowerCase());
}

/** The file name of the converted photo: `IMG_0001.HEIC` → `IMG_0001.jpg`. */
export function jpegNameFor(name: string): string {
  return HEIC_EXTENSION.test(name) ? name.replace(HEIC_EXTENSION, '.jpg') : `${name}.jpg`;
}

/**
 * Converts a HEIC/HEIF image to a JPEG blob at quality 0.8; null when the file holds several images
 * (heic2any then answers an array), which the shop does not take. Rejects when the file cannot be
 * decoded.
 */
export async function convertHeicToJpeg(blob: Blob): Promise<Blob | null> {
  const mod: { default: unknown } = await import('heic2any');
  // A CommonJS package: bundlers give the function as `default`, Node's ESM loader the exports object.
  const heic2any = (typeof mod.default === 'function' ? mod.default : (mod.default as { default: unknown }).default) as Heic2Any;
  const result = await heic2any({ blob, toType: 'image/jpeg', quality: HEIC_JPEG_QUALITY });
  return Array.isArray(result) ? null : result;
}
