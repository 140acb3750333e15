/**
 * Taking an upload: decide its kind from the bytes, refuse a PDF with active content, clean an SVG, measure and render images, keep
 * the bytes and renditions in the file store and record the file for its owner. Refusals are
 * HttpProblems with Japanese messages on the `file` field (422) or 413 over the limit.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { HttpProblem } from '../http/errors.ts';
import { CONTENT_TYPES, detectKind, type FileKind, isPdfSyntax, RENDERED_KINDS } from './file-kind.ts';
import { fileKeys } from './file-keys.ts';
import * as records from './file-record-store.ts';
import { type FileOwner, type FileRecord, insertFile, ownFileRecords } from './file-record-store.ts';
import type { FileStore } from './file-store.ts';
import { FILE_MESSAGES } from './messages.ts';
import { checkPdf } from './pdf-active-content.ts';
import { makeRenditions } from './renditions.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

/** 422 with one message on the `file` field. */
const fileProblem = (message: string) => new HttpProblem(422, message, { file: [message] });

/** Longest original name kept, characters. */
const MAX_NAME_LENGTH = 200;

/**
 * The name to show back: the last segment of what the browser sent (old browsers send
 * `C:\\fakepath\\…`), without control characters (PostgreSQL text cannot hold NUL), at most
 * MAX_NAME_LENGTH characters; `file` when nothing is left.
 */
export function displayName(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...name].slice(0, MAX_NAME_LENGTH).join('') || 'file';
}

/** An upload as read from the form. */
export interface Upload {
  name: string;
  bytes: Uint8Array;
}

export interface UploadDeps {
  db: Queryable;
  files: FileStore;
  now: () => number;
  /** FILE_LIMIT, bytes */
  fileLimit: number;
}

/** Stores an upload for `owner` and answers its record (see the module comment for the refusals). */
export async function acceptUpload({ db, files, now, fileLimit }: UploadDeps, owner: FileOwner, upload: Upload): Promise<FileRecord> {
  if (upload.bytes.byteLength > fileLimit) throw new HttpProblem(413, FILE_MESSAGES.tooLarge(fileLimit));
  const kind = detectKind(upload.bytes);
  if (!kind) throw fileProblem(FILE_MESSAGES.unsupportedKind);

  // A PDF (or an .ai saved PDF-compatible) with scripts, actions or attachments is refused, never
  // rewritten: the print file stays the shopper's bytes (docs/decisions/020).
  if ((kind === 'pdf' || kind === 'ai') && isPdfSyntax(upload.bytes)) {
    const checked = checkPdf(upload.bytes);
    if (!checked.ok) {
      throw fileProblem(
        checked.reason === 'active' ? FILE_MESSAGES.activeContent(kind, checked.kinds) : FILE_MESSAGES.uncheckablePdf(kind),
      );
    }
  }

  let stored = upload.bytes;
  if (kind === 'svg') {
    const cleaned = await sanitiseSvg(Buffer.from(upload.bytes).toString('utf8'));
    if (!cleaned.ok) throw fileProblem(cleaned.problem === 'entities' ? FILE_MESSAGES.svgEntities : FILE_MESSAGES.malformedSvg);
    stored = Buffer.from(cleaned.svg, 'utf8');
  }
  const renditions = RENDERED_KINDS.has(kind) ? await makeRenditions(stored, kind as Exclude<FileKind, 'pdf' | 'ai'>) : undefined;
  if (RENDERED_KINDS.has(kind) && !renditions) throw fileProblem(FILE_MESSAGES.unreadableImage);

  const uuid = randomUUID();
  const keys = fileKeys(uuid);
  const puts = [files.put(keys.original, stored, { contentType: CONTENT_TYPES[kind] })];
  if (renditions) {
    puts.push(files.put(keys.thumbnail, renditions.thumbnail, { contentType: 'image/webp' }));
    puts.push(files.put(keys.preview, renditions.preview, { contentType: 'image/webp' }));
  }
  // Bytes first, then the row: nobody is ever shown a file whose bytes are not all stored yet.
  try {
    await Promise.all(puts);
    return await insertFile(
      db,
      owner,
      {
        uuid,
        kind,
        originalName: displayName(upload.name),
        byteSize: stored.byteLength,
        width: renditions?.width ?? null,
        height: renditions?.height ?? null,
        needsCheck: !renditions,
      },
      now(),
    );
  } catch (error) {
    await Promise.allSettled(Object.values(keys).map((key) => files.delete(key)));
    throw error;
  }
}

/** Which of `uuids` the owner uploaded: a print, a design or a BYOB request may cite only those. */
export function ownFileUuids(db: Queryable, owner: FileOwner, uuids: readonly string[]): Promise<Set<string>> {
  return records.ownFileUuids(db, owner, uuids);
}

/** The kinds of the uploaded files among `uuids` that exist (a print's thumbnail is shown for rendered kinds). */
export function fileKindsOf(db: Queryable, uuids: readonly string[]): Promise<Map<string, FileKind>> {
  return records.fileKindsOf(db, uuids);
}

/** The files uploaded in a guest session pass to the customer who logged in from it. */
export function adoptSessionFiles(db: Queryable, sessionId: string, customerId: number): Promise<void> {
  return records.adoptSessionFiles(db, sessionId, customerId);
}

/**
 * One of the owner's files with its stored bytes (an SVG as sanitised), for measuring it (the
 * preflight); undefined when it is missing, someone else's, or its bytes are gone.
 */
export async function ownFileBytes(
  { db, files }: { db: Queryable; files: FileStore },
  owner: FileOwner,
  uuid: string,
): Promise<{ file: FileRecord; bytes: Uint8Array } | undefined> {
  const file = await records.findOwnFile(db, owner, uuid.toLowerCase());
  if (!file) return undefined;
  const bytes = await files.getBytes(fileKeys(file.uuid).original);
  return bytes ? { file, bytes } : undefined;
}

/** The records of the files among `uuids` that exist, by uuid (whose they are is the caller's check). */
export async function fileRecordsOf(db: Queryable, uuids: readonly string[]): Promise<Map<string, FileRecord>> {
  return records.fileRecordsOf(db, uuids);
}

/** The 1600 px preview rendition of a file (WebP), undefined when it has none (PDF, AI) or its bytes are gone. */
export function previewBytes(files: FileStore, uuid: string): Promise<Uint8Array | undefined> {
  return files.getBytes(fileKeys(uuid).preview);
}

/** A file with its picture: the 1600 px preview rendition (WebP), null for a kind without one (PDF, AI) or bytes gone. */
export interface FilePicture {
  file: FileRecord;
  picture: Uint8Array | null;
}

async function withPictures(files: FileStore, records: readonly FileRecord[]): Promise<Map<string, FilePicture>> {
  const pictures = await Promise.all(
    records.map(async (file) => ({
      file,
      picture: RENDERED_KINDS.has(file.kind) ? ((await files.getBytes(fileKeys(file.uuid).preview)) ?? null) : null,
    })),
  );
  return new Map(pictures.map((entry) => [entry.file.uuid, entry]));
}

/** The owner's files among `uuids` with their pictures, by uuid (another owner's are missing, like unknown ones). */
export async function ownFilePictures(
  { db, files }: { db: Queryable; files: FileStore },
  owner: FileOwner,
  uuids: readonly string[],
): Promise<Map<string, FilePicture>> {
  return withPictures(files, await ownFileRecords(db, owner, uuids));
}

/** Files with their pictures by uuid, whoever owns them: for a caller holding a capability (an ordered production's token). */
export async function filePictures(
  { db, files }: { db: Queryable; files: FileStore },
  uuids: readonly string[],
): Promise<Map<string, FilePicture>> {
  return withPictures(files, [...(await records.fileRecordsOf(db, uuids)).values()]);
}
