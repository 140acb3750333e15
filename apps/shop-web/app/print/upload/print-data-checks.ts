/**
 * What the upload form checks and says about a print file, as plain functions: the checks before
 * anything is sent, how sharp an uploaded file prints on its area, and the Japanese messages.
 */
import { effectiveDpi, resolutionLevel, type ResolutionLevel } from '@shop/cart-domain';
import type { FileKind, UploadError, UploadedFile } from '@shop/web-state';

/** Largest file the server takes (its FILE_LIMIT default, 50 MiB), bytes. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** The file input's `accept`: extensions first (some browsers know no MIME type for .ai or .heic). */
export const ACCEPTED_FILES = [
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.svg',
  '.pdf',
  '.ai',
  '.heic',
  '.heif',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
  'application/postscript',
  'application/illustrator',
  'image/heic',
  'image/heif',
].join(',');

const ACCEPTED_EXTENSIONS = new Set(ACCEPTED_FILES.split(',').filter((entry) => entry.startsWith('.')));
const ACCEPTED_TYPES = new Set(ACCEPTED_FILES.split(',').filter((entry) => entry.includes('/')));

export const UPLOAD_MESSAGES = {
  tooLarge: 'ファイルサイズは50MBまでです。',
  unsupported: 'このファイル形式はアップロードできません。PNG・JPEG・WebP・SVG・PDF・AI・HEIC形式のファイルをお選びください。',
  network: 'アップロードできませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  unexpected: 'アップロードできませんでした。時間をおいてもう一度お試しください。',
  heicMultiple: '複数の画像を含むHEICファイルには対応していません。',
  heicFailed: 'HEICファイルを変換できませんでした。JPEGまたはPNGで保存し直してからお試しください。',
  silkscreen:
    'シルクスクリーンはインクの色ごとに版を作るため、ベクターデータ（AI・PDF・SVG）か、色数の少ないベタ塗りの画像をご用意ください。グラデーションや写真は再現できません。',
  silkscreenPhoto:
    'JPEG画像（写真など）はシルクスクリーンでは再現できない場合があります。色数の少ないベタ塗りの画像か、ベクターデータ（AI・PDF・SVG）をおすすめします。',
  needsCheck: '入稿データはスタッフが確認します。PDF・AIファイルは印刷前にスタッフが内容を確認し、必要な場合はご連絡します。',
  vector: 'ベクターデータのため、拡大しても画質は落ちません。',
  fine: (dpi: number) => `解像度は十分です（約${dpi}dpi）。`,
  blurry: (dpi: number) => `印刷がぼやける可能性があります（約${dpi}dpi）。150dpi以上をおすすめします。`,
  tooCoarse: (dpi: number) =>
    `解像度が低いため、印刷が粗くなります（約${dpi}dpi）。150dpi以上の画像をおすすめします。このまま注文する場合は下の確認にチェックしてください。`,
  consent: '解像度が低いまま注文する',
} as const;

/** Why a file is refused before it is sent. */
export type PreCheckError = { type: 'too_large' } | { type: 'unsupported' };

function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : undefined;
}

/**
 * Refuses a file over 50 MB, or one whose name and type both say it is not print data (a dropped
 * file skips the input's `accept`). A file with neither extension nor type goes to the server,
 * which tells the kind from the bytes.
 */
export function preCheck(file: {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}): { ok: true } | { ok: false; error: PreCheckError } {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: { type: 'too_large' } };
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  const known = (extension !== undefined && ACCEPTED_EXTENSIONS.has(extension)) || ACCEPTED_TYPES.has(type);
  if (!known && (extension !== undefined || type !== '')) return { ok: false, error: { type: 'unsupported' } };
  return { ok: true };
}

/** Kinds printed from their pixels (the others are vector data or checked by hand). */
export const RASTER_KINDS: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'webp']);

/** How an uploaded file will print on its area. */
export type PrintQuality = { type: 'raster'; dpi: number; level: ResolutionLevel } | { type: 'vector' } | { type: 'needs_check' };

/** The print quality of a file on an area of `widthMm` × `heightMm`, the effective dpi from cart-domain. */
export function printQuality(file: UploadedFile, area: { readonly widthMm: number; readonly heightMm: number }): PrintQuality {
  if (file.needsCheck) return { type: 'needs_check' };
  if (RASTER_KINDS.has(file.kind) && file.width !== null && file.height !== null) {
    const dpi = effectiveDpi({ width: file.width, height: file.height }, { width: area.widthMm, height: area.heightMm });
    return { type: 'raster', dpi, level: resolutionLevel(dpi) };
  }
  return { type: 'vector' };
}

/** The message for a failed upload; null when the shopper cancelled it. */
export function uploadErrorMessage(error: UploadError | PreCheckError): string | null {
  switch (error.type) {
    case 'too_large':
      return UPLOAD_MESSAGES.tooLarge;
    case 'unsupported':
      return UPLOAD_MESSAGES.unsupported;
    case 'rejected':
      return error.message;
    case 'network':
      return UPLOAD_MESSAGES.network;
    case 'aborted':
      return null;
    case 'unexpected':
      // A proxy's 413 may come without the server's JSON message.
      return error.status === 413 ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.unexpected;
  }
}
