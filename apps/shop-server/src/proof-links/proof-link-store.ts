/** The `proof_links` table (migration 031): shared proofs, their owners, snapshots and lifetimes. */
import type { ProofLinkSource } from '@shop/api-contract';
import { one, type Queryable } from '../db/db.ts';
import type { ProofSnapshot } from './proof-snapshot.ts';

/** Who a link belongs to: the signed-in customer, or a guest's session (sessions.id). */
export type LinkOwner = { customerId: number } | { customerId: null; sessionId: string };

export interface ProofLinkRow {
  id: number;
  source: ProofLinkSource;
  cart_production_id: number | null;
  production_number: string | null;
  snapshot: ProofSnapshot;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const COLUMNS = 'id, source, cart_production_id, production_number, snapshot, created_at, expires_at, revoked_at';

const ownedBy = (owner: LinkOwner, from: number) =>
  owner.customerId !== null
    ? { sql: `customer_id = $${from}`, params: [owner.customerId] }
    : { sql: `customer_id is null and session_id = $${from}`, params: [owner.sessionId] };

/** Stores a new link; `tokenHash` is the SHA-256 (hex) of its token. */
export async function insertProofLink(
  db: Queryable,
  link: {
    tokenHash: string;
    owner: LinkOwner;
    source: ProofLinkSource;
    cartProductionId: number | null;
    productionNumber: string | null;
    snapshot: ProofSnapshot;
    fileUuids: readonly string[];
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<ProofLinkRow> {
  const row = await one<ProofLinkRow>(
    db,
    `insert into proof_links (token_hash, customer_id, session_id, source, cart_production_id, production_number, snapshot,
       file_uuids, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::uuid[], $9, $10) returning ${COLUMNS}`,
    [
      link.tokenHash,
      link.owner.customerId,
      link.owner.customerId === null ? link.owner.sessionId : null,
      link.source,
      link.cartProductionId,
      link.productionNumber,
      JSON.stringify(link.snapshot),
      link.fileUuids,
      link.createdAt,
      link.expiresAt,
    ],
  );
  if (!row) throw new Error('the proof link was not stored');
  return row;
}

/** The owner's links, newest first. */
export function proofLinksOf(db: Queryable, owner: LinkOwner): Promise<ProofLinkRow[]> {
  const where = ownedBy(owner, 1);
  return db.query<ProofLinkRow>(`select ${COLUMNS} from proof_links where ${where.sql} order by id desc limit 200`, where.params);
}

/** Marks one of the owner's links revoked (kept as revoked if it was); false when it is not theirs. */
export async function revokeProofLink(db: Queryable, owner: LinkOwner, id: number, at: Date): Promise<boolean> {
  const where = ownedBy(owner, 3);
  const rows = await db.query(`update proof_links set revoked_at = coalesce(revoked_at, $2) where id = $1 and ${where.sql} returning id`, [
    id,
    at,
    ...where.params,
  ]);
  return rows.length > 0;
}

/** The link whose token hashes to `tokenHash`, revoked or expired included. */
export function proofLinkByHash(db: Queryable, tokenHash: string): Promise<ProofLinkRow | undefined> {
  return one<ProofLinkRow>(db, `select ${COLUMNS} from proof_links where token_hash = $1`, [tokenHash]);
}

/** A guest session's links pass to the customer who logs in from it (the session id rotates then). */
export async function adoptSessionProofLinks(db: Queryable, sessionId: string, customerId: number): Promise<void> {
  await db.query('update proof_links set customer_id = $2, session_id = null where session_id = $1 and customer_id is null', [
    sessionId,
    customerId,
  ]);
}
