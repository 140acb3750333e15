/**
 * The file-store port: uploaded print data and its renditions, kept by key. Two adapters implement
 * it: a folder under DATA_DIR (default, folder-file-store.ts) and an S3-compatible bucket
 * (s3-file-store.ts), chosen by FILE_STORE (create-file-store.ts). Route code sees only this, so N
 * server processes can share one bucket. One contract test suite runs against both
 * (tests/files/file-store-contract.ts).
 */
import type { Readable } from 'node:stream';

/** Bytes to store: all in memory, or a stream of known length (`size`, bytes). */
export type FileBody = Uint8Array | { stream: Readable; size: number };

export interface FileStore {
  /** Says which store this is, for the start-up log line (no secrets). */
  readonly description: string;
  /** Stores `body` under `key`, replacing what was there; resolves once it is durably stored. */
  put(key: string, body: FileBody, options?: { contentType?: string }): Promise<void>;
  /** The stored bytes as a stream; undefined when nothing is stored under `key`. */
  get(key: string): Promise<Readable | undefined>;
  /** The stored bytes in memory; undefined when nothing is stored under `key`. */
  getBytes(key: string): Promise<Uint8Array | undefined>;
  /** Whether something is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Removes what is stored under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (at shutdown). */
  close?(): Promise<void>;
}

/**
 * A key is one or more segments of letters, digits, `.`, `_` and `-` joined by `/`, none starting
 * with a dot (so no `..`, no hidden files, nothing outside the store's folder): `3f2a…/preview.webp`.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless `key` is a well-formed store key (a bug, never a shopper's input). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 512) throw new Error(`not a file-store key: ${JSON.stringify(key)}`);
  return key;
}

/** Reads a stream to its end into one buffer. */
export async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
