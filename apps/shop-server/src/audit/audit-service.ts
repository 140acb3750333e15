/**
 * The audit log (issue #30): every change of data by a staff member, the operator's command line or
 * the shop itself is recorded with who, when, what, its target and the values before and after.
 * Services call `audit.record(tx, …)` inside the transaction that makes the change, so the entry
 * and the change land together or not at all. Nothing deletes or rewrites an entry (the table's
 * trigger refuses it); owners read it through `GET /api/admin/audit`.
 */
import type { Context } from 'hono';
import type { Queryable } from '../db/db.ts';
import type { AppEnv } from '../http/env.ts';
import { currentStaff } from '../http/admin-route.ts';
import { clientIp } from '../session/throttle.ts';
import { auditFacets, auditRows, insertAuditRow, type AuditFilter, type AuditRow } from './audit-store.ts';

/** Who made a change. */
export type AuditActor =
  | { kind: 'staff'; staffId: number; email: string; clientAddress: string | null }
  /** `npm run admin` */
  | { kind: 'cli' }
  /** the shop itself (timers, sweeps) */
  | { kind: 'system' };

/** The operator's command line as an actor. */
export const CLI_ACTOR: AuditActor = { kind: 'cli' };

/** One change to record. */
export interface AuditEntryInput {
  actor: AuditActor;
  /** `<target>.<verb>`: `staff.role`, `order.ship`… (labels: AUDIT_ACTION_LABELS of @shop/api-contract/admin) */
  action: string;
  target: { type: string; id: string | number | null };
  /** The values the change replaced (only the fields it touched); null for a creation. */
  before?: unknown;
  /** The values after it; null for a removal. */
  after?: unknown;
  /** epoch ms */
  at: number;
}

/** The staff member making this admin request, as an actor (with the client's address). */
export function staffActor(c: Context<AppEnv>): AuditActor {
  const staff = currentStaff(c);
  return { kind: 'staff', staffId: staff.id, email: staff.email, clientAddress: clientIp(c) };
}

export const audit = {
  /** Appends one entry; call it with the transaction that makes the change. */
  async record(tx: Queryable, entry: AuditEntryInput): Promise<void> {
    const { actor } = entry;
    await insertAuditRow(tx, {
      at: new Date(entry.at),
      actor_kind: actor.kind,
      staff_id: actor.kind === 'staff' ? actor.staffId : null,
      actor: actor.kind === 'staff' ? actor.email : actor.kind,
      action: entry.action,
      target_type: entry.target.type,
      target_id: entry.target.id === null ? null : String(entry.target.id),
      before: entry.before ?? null,
      after: entry.after ?? null,
      client_address: actor.kind === 'staff' ? actor.clientAddress : null,
    });
  },
};

/** Entries per page of the viewer. */
export const AUDIT_PAGE_SIZE = 50;

/** JST midnight of a `YYYY-MM-DD` day plus `days`, as an instant. */
function jstDayStart(date: string, days = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days) - 9 * 3_600_000);
}

/** What the viewer asks for (the contract's AuditQuery, camelCase). */
export interface AuditListQuery {
  staffId?: number | undefined;
  actorKind?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
  page?: number | undefined;
}

/** One page of the log, newest first, with the values its filters offer. */
export async function auditPage(db: Queryable, query: AuditListQuery) {
  const filter: AuditFilter = {
    staffId: query.staffId ?? null,
    actorKind: query.actorKind ?? null,
    action: query.action || null,
    targetType: query.targetType || null,
    targetId: query.targetId || null,
    from: query.from ? jstDayStart(query.from) : null,
    before: query.until ? jstDayStart(query.until, 1) : null,
  };
  const page = query.page ?? 1;
  const { rows, total } = await auditRows(db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  const facets = await auditFacets(db);
  return {
    data: rows.map(wire),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      per_page: AUDIT_PAGE_SIZE,
      total,
      actions: facets.actions,
      target_types: facets.targetTypes,
      staff: facets.staff,
    },
  };
}

const wire = (row: AuditRow) => ({ ...row, at: row.at.toISOString() });
