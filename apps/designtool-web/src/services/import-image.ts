/**
 * 「画像の読み込み」: a picture the shopper picks (PNG, JPEG, WebP, SVG; HEIC converted to JPEG in the
 * browser first) is uploaded through the file API, then placed on the page as an `ImageShape`:
 * centred, as large as fits 80% of the print area without printing under 300 dpi (never enlarged
 * past that; the dpi check warns once it is scaled past 150 dpi).
 */
import type { ImageShape, Page } from '@shop/design-document/model';
import { convertHeicToJpeg, isHeic, jpegNameFor, uploadPrintFile, type UploadOutcome, type UploadedFile } from '@shop/web-state';

export const IMPORT_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,image/heic,image/heif,.heic,.heif,.svg';
const ACCEPTED_KINDS = new Set(['png', 'jpeg', 'webp', 'svg']);

/** Pixels per mm at 300 dpi: the size an imported picture starts at when the print area allows. */
const START_DPI = 300;

export type ImportResult = { ok: true; shape: ImageShape } | { ok: false; message: string };

export const IMPORT_MESSAGES = {
  notImage: 'PNG・JPEG・WebP・SVG・HEICの画像を選んでください。PDFやAIのデータは「データ入稿」からご注文ください。',
  heicFailed: 'HEIC画像を変換できませんでした。写真アプリでJPEGに書き出してから読み込んでください。',
  heicMultiple: '複数の画像が入ったHEICは読み込めません。1枚ずつ書き出してください。',
  network: '画像を送れませんでした。通信状態をご確認のうえ、もう一度お試しください。',
  unexpected: (status: number) => `画像を読み込めませんでした（エラー ${status}）。時間をおいてもう一度お試しください。`,
} as const;

function uploadMessage(outcome: Exclude<UploadOutcome, { ok: true }>): string {
  switch (outcome.error.type) {
    case 'rejected':
      return outcome.error.message;
    case 'network':
    case 'aborted':
      return IMPORT_MESSAGES.network;
    default:
      return IMPORT_MESSAGES.unexpected(outcome.error.status);
  }
}

/** Where and how big an image of `pixelWidth` × `pixelHeight` starts on a page (mm). */
export function initialImageBox(page: Pick<Page, 'width' | 'height'>, pixelWidth: number, pixelHeight: number) {
  const natural = { w: (pixelWidth / START_DPI) * 25.4, h: (pixelHeight / START_DPI) * 25.4 };
  const fit = Math.min((page.width * 0.8) / natural.w, (page.height * 0.8) / natural.h, 1);
  const w = natural.w * fit;
  const h = natural.h * fit;
  return { x: (page.width - w) / 2, y: (page.height - h) / 2, w, h };
}

/** The shape of an uploaded picture (photographic: a JPEG or WebP photo, which silk-screen cannot print as flat inks). */
export function imageShapeOf(
  id: string,
  file: UploadedFile,
  page: Pick<Page, 'width' | 'height'>,
  photographic: boolean,
): ImageShape | null {
  if (!ACCEPTED_KINDS.has(file.kind) || !file.width || !file.height) return null;
  return {
    type: 'image',
    id,
    ...initialImageBox(page, file.width, file.height),
    rotation: 0,
    flipX: false,
    flipY: false,
    opacity: 1,
    fileUuid: file.uuid,
    src: `/api/files/${file.uuid}/preview`,
    mimeType: file.kind === 'svg' ? 'image/svg+xml' : `image/${file.kind}`,
    name: file.name,
    pixelWidth: file.width,
    pixelHeight: file.height,
    vector: file.kind === 'svg',
    photographic,
  };
}

/**
 * Whether a raster picture is a photo rather than flat colours: more than 48 distinct colours in a
 * 64 × 64 sample (anti-aliased logos stay under it once near colours are merged).
 */
export async function looksPhotographic(blob: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(blob, { resizeWidth: 64, resizeHeight: 64 });
    const canvas = new OffscreenCanvas(64, 64);
    const context = canvas.getContext('2d');
    if (!context) return true;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, 64, 64);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 128) continue;
      colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
    }
    return colours.size > 48;
  } catch {
    return true;
  }
}

export async function importImage(
  file: File,
  page: Pick<Page, 'width' | 'height'>,
  id: string,
  onProgress?: (percent: number) => void,
): Promise<ImportResult> {
  let blob: Blob = file;
  let name = file.name;
  if (isHeic(file)) {
    try {
      const jpeg = await convertHeicToJpeg(file);
      if (!jpeg) return { ok: false, message: IMPORT_MESSAGES.heicMultiple };
      blob = jpeg;
      name = jpegNameFor(file.name);
    } catch {
      return { ok: false, message: IMPORT_MESSAGES.heicFailed };
    }
  } else if (file.type !== '' && !IMPORT_ACCEPT.split(',').includes(file.type) && !/\.(png|jpe?g|webp|svg)$/i.test(file.name)) {
    return { ok: false, message: IMPORT_MESSAGES.notImage };
  }
  const outcome = await uploadPrintFile(blob, name, onProgress ? { onProgress } : {});
  if (!outcome.ok) return { ok: false, message: uploadMessage(outcome) };
  const photographic = outcome.file.kind === 'svg' ? false : outcome.file.kind !== 'png' || (await looksPhotographic(blob));
  const shape = imageShapeOf(id, outcome.file, page, photographic);
  return shape ? { ok: true, shape } : { ok: false, message: IMPORT_MESSAGES.notImage };
}

/** The full-resolution bytes of an imported picture as a data URL, for the printer's SVG. */
export async function originalDataUrl(fileUuid: string): Promise<string> {
  const response = await fetch(`/api/files/${encodeURIComponent(fileUuid)}/original`, { credentials: 'include' });
  if (!response.ok) throw new Error(`original ${fileUuid}: ${response.status}`);
  const blob = await response.blob();
  return await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}
