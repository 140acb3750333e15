/**
 * Uploaded print data: `POST /api/files` (multipart/form-data), `GET /api/files/{uuid}` and its
 * `/thumbnail` and `/preview` images. The server decides the kind from the file's bytes, never from
 * its name or declared type.
 */
import * as v from 'valibot';
import { CountSchema, dataEnvelope, UuidSchema, wireObject } from './common.ts';

/** Kinds of print data accepted: images, SVG (sanitised), PDF and Illustrator files. */
export const FILE_KINDS = ['png', 'jpeg', 'webp', 'svg', 'pdf', 'ai'] as const;
export const FileKindSchema = v.picklist(FILE_KINDS);
export type FileKind = v.InferOutput<typeof FileKindSchema>;

/** A pixel length: a whole number ≥ 1. */
const PixelsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/**
 * One upload. `size` in bytes; `width`/`height` in px (null for pdf and ai, which are not
 * rendered); `needs_check` true for pdf and ai (stored as given, checked by hand before
 * printing); `thumbnail_url` the root-relative URL of the 400 px thumbnail (null for pdf and ai).
 */
export const UploadedFileSchema = wireObject({
  uuid: UuidSchema,
  kind: FileKindSchema,
  name: v.string(),
  size: CountSchema,
  width: v.nullable(PixelsSchema),
  height: v.nullable(PixelsSchema),
  needs_check: v.boolean(),
  thumbnail_url: v.nullable(v.string()),
});
export type UploadedFileWire = v.InferInput<typeof UploadedFileSchema>;
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

/** `POST /api/files` form: one part `file` (the browser's `FormData` with a `File` or `Blob`). */
export const FileUploadFormSchema = v.object({ file: v.blob() });

/** `POST /api/files` → 201 and `GET /api/files/{uuid}` → `{ data: UploadedFile }`. */
export const UploadedFileResponseSchema = dataEnvelope(UploadedFileSchema);
export type UploadedFileResponse = v.InferOutput<typeof UploadedFileResponseSchema>;

/** `GET /api/files/{uuid}/thumbnail` and `/preview`: image bytes (WebP), not JSON; the client yields a Blob. */
export const ImageBytesSchema = v.blob();
