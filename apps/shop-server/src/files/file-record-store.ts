/**
 * The `files` table (migration 009): who owns an upload and what it is. The bytes are in the file
 * store under the same uuid (file-keys.ts).
 */
import { one, type Queryable } from '../db/db.ts';
import type { FileKind } from './file-kind.ts';

/** Whose an upload is: a customer's, or a guest's session's (sessions.id). */
export type FileOwner = { customerId: number; sessionId?: string } | { customerId: null; sessionId: string };

export interface FileRecord {
  uuid: string;
  kind: FileKind;
  originalName: string;
  /** bytes */
  byteSize: number;
  /** px; null for pdf and ai */
  width: number | null;
  height: number | null;
  needsCheck: boolean;
  createdAt: Date;
  lastUsedAt: Date;
}

interface FileRow {
  uuid: string;
  kind: FileKind;
  original_name: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  needs_check: boolean;
  created_at: Date;
  last_used_at: Date;
}

const COLUMNS = 'uuid, kind, original_name, byte_size, width, height, needs_check, created_at, last_used_at';

const recordOf = (row: FileRow): FileRecord => ({
  uuid: row.uuid,
  kind: row.kind,
  originalName: row.original_name,
  byteSize: row.byte_size,
  width: row.width,
  height: row.height,
  needsCheck: row.needs_check,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** A logged-in customer owns their files and those of the session they are in; a guest those of the session. */
const OWNED_BY = '(customer_id = $2 or session_id = $3)';
const ownerParams = (owner: FileOwner) => [owner.customerId, owner.sessionId ?? null] as const;

/** Records a stored upload. */
export async function insertFile(
  db: Queryable,
  owner: FileOwner,
  file: Omit<FileRecord, 'createdAt' | 'lastUsedAt'>,
  now: number,
): Promise<FileRecord> {
  const at = new Date(now);
  const row = await one<FileRow>(
    db,
    `insert into files (uuid, customer_id, session_id, kind, original_name, byte_size, width, height, needs_check, created_at, last_used_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning ${COLUMNS}`,
    [
      file.uuid,
      owner.customerId,
      owner.customerId === null ? owner.sessionId : null,
      file.kind,
      file.originalName,
      file.byteSize,
      file.width,
      file.height,
      file.needsCheck,
      at,
    ],
  );
  if (!row) throw new Error('the file record was not stored');
  return recordOf(row);
}

/** A file of this owner (undefined when missing or someone else's); `touch` marks it used now. */
export async function findOwnFile(db: Queryable, owner: FileOwner, uuid: string, touch?: { now: number }): Promise<FileRecord | undefined> {
  const row = touch
    ? await one<FileRow>(db, `update files set last_used_at = $4 where uuid = $1 and ${OWNED_BY} returning ${COLUMNS}`, [
        uuid,
        ...ownerParams(owner),
        new Date(touch.now),
      ])
    : await one<FileRow>(db, `select ${COLUMNS} from files where uuid = $1 and ${OWNED_BY}`, [uuid, ...ownerParams(owner)]);
  return row ? recordOf(row) : undefined;
}

/** Which of `uuids` belong to the owner. */
export async function ownFileUuids(db: Queryable, owner: FileOwner, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db.query<{ uuid: string }>(
    `select uuid from files where uuid = any($1::uuid[]) and (customer_id = $2 or session_id = $3)`,
    [uuids, ...ownerParams(owner)],
  );
  return new Set(rows.map((r) => r.uuid));
}

/**
 * Gives the files uploaded in a guest session to the customer who just logged in from it (called
 * where the session id rotates, so the guest → login journey keeps its uploads).
 */
export async function adoptSessionFiles(db: Queryable, sessionId: string, customerId: number): Promise<void> {
  await db.query('update files set customer_id = $2, session_id = null where session_id = $1', [sessionId, customerId]);
}

/**
 * Files that nothing cites and nobody used since `before`, oldest first, at most `limit`. Cited means
 * by a cart print (`svg_file_uuid` or `file_uuid`), by an order (`order_files`), which keeps them for good,
 * by a BYOB request (`byob_request_files`), a saved design, or a shared proof still open (`proof_links`).
 */
export async function staleUnreferencedFiles(db: Queryable, before: Date, limit: number): Promise<FileRecord[]> {
  const rows = await db.query<FileRow>(
    `select ${COLUMNS} from files f
     where f.last_used_at < $1
       and not exists (select 1 from cart_prints p where p.svg_file_uuid = f.uuid)
       and not exists (select 1 from cart_prints p where p.file_uuid = f.uuid)
       and not exists (select 1 from order_files o where o.file_uuid = f.uuid)
       and not exists (select 1 from byob_request_files b where b.file_uuid = f.uuid)
       and not exists (select 1 from designs d where d.file_uuids @> array[f.uuid])
       and not exists (select 1 from proof_links l where l.file_uuids @> array[f.uuid] and l.revoked_at is null and l.expires_at > $1)
     order by f.last_used_at limit $2`,
    [before, limit],
  );
  return rows.map(recordOf);
}

/**
 * Deletes a file's row if it is still stale and unreferenced (a cart or an order may have cited it,
 * or the browser read it, since it was listed); true when it was deleted.
 */
export async function deleteIfStillStale(db: Queryable, uuid: string, before: Date): Promise<boolean> {
  const rows = await db.query(
    `delete from files f where f.uuid = $1 and f.last_used_at < $2
       and not exists (select 1 from cart_prints p where p.svg_file_uuid = f.uuid)
       and not exists (select 1 from cart_prints p where p.file_uuid = f.uuid)
       and not exists (select 1 from order_files o where o.file_uuid = f.uuid)
       and not exists (select 1 from byob_request_files b where b.file_uuid = f.uuid)
       and not exists (select 1 from designs d where d.file_uuids @> array[f.uuid])
       and not exists (select 1 from proof_links l where l.file_uuids @> array[f.uuid] and l.revoked_at is null and l.expires_at > $2)
     returning uuid`,
    [uuid, before],
  );
  return rows.length > 0;
}

/** The kinds of the uploaded files among `uuids` that exist. */
export async function fileKindsOf(db: Queryable, uuids: readonly string[]): Promise<Map<string, FileKind>> {
  if (uuids.length === 0) return new Map();
  const rows = await db.query<{ uuid: string; kind: FileKind }>('select uuid::text as uuid, kind from files where uuid = any($1::uuid[])', [
    uuids,
  ]);
  return new Map(rows.map((r) => [r.uuid, r.kind]));
}

/** The records of the files among `uuids` that exist, by uuid. */
export async function fileRecordsOf(db: Queryable, uuids: readonly string[]): Promise<Map<string, FileRecord>> {
  if (uuids.length === 0) return new Map();
  const rows = await db.query<FileRow>(`select ${COLUMNS} from files where uuid = any($1::uuid[])`, [uuids]);
  return new Map(rows.map((row) => [String(row.uuid), recordOf(row)]));
}

/** The records of the owner's files among `uuids` (another owner's are left out, like missing ones). */
export async function ownFileRecords(db: Queryable, owner: FileOwner, uuids: readonly string[]): Promise<FileRecord[]> {
  if (uuids.length === 0) return [];
  const rows = await db.query<FileRow>(
    `select ${COLUMNS} from files where uuid = any($1::uuid[]) and (customer_id = $2 or session_id = $3)`,
    [uuids, ...ownerParams(owner)],
  );
  return rows.map(recordOf);
}
