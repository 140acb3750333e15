/**
 * What the upload widget showed of each uploaded print file (name, size in px, thumbnail), kept in
 * localStorage by uuid so that the upload and preview steps show the file again after going back and
 * forth. The stored print order keeps only the uuid; this is display data, never trusted for prices.
 */
import * as v from 'valibot';
import type { UploadedFile } from './upload/print-data-upload.tsx';

export const UPLOADED_FILES_KEY = 'shop.printFiles';

const LIMIT = 16;

const UploadedFileSchema = v.object({
  uuid: v.string(),
  kind: v.picklist(['png', 'jpeg', 'webp', 'svg', 'pdf', 'ai']),
  name: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  needsCheck: v.boolean(),
  thumbnailUrl: v.string(),
});

function readAll(): UploadedFile[] {
  try {
    const raw = globalThis.localStorage?.getItem(UPLOADED_FILES_KEY);
    if (!raw) return [];
    const parsed = v.safeParse(v.array(UploadedFileSchema), JSON.parse(raw));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** The file uploaded under `uuid`, as the widget showed it, or null when this browser does not know it. */
export function rememberedFile(uuid: string | null): UploadedFile | null {
  if (uuid === null) return null;
  return readAll().find((file) => file.uuid === uuid) ?? null;
}

/** Keeps a file's display data (the last 16 files). */
export function rememberFile(file: UploadedFile): void {
  try {
    const files = [...readAll().filter((f) => f.uuid !== file.uuid), file].slice(-LIMIT);
    globalThis.localStorage?.setItem(UPLOADED_FILES_KEY, JSON.stringify(files));
  } catch {
    // Storage full or blocked: the file is still in the order; only its thumbnail is not shown again.
  }
}
