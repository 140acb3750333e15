/** The audit_log table: inserts and reads only (026-audit-log.sql refuses UPDATE, DELETE and TRUNCATE). */
import { one, type Queryable } from '../db/db.ts';

export interface AuditRow {
  id: number;
  at: Date;
  actor_kind: 'staff' | 'cli' | 'system';
  staff_id: number | null;
  actor: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  client_address: string | null;
}

export type NewAuditRow = Omit<AuditRow, 'id'>;

/** JSON for a jsonb parameter: undefined and null are SQL null. */
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAuditRow(db: Queryable, row: NewAuditRow): Promise<void> {
  await db.query(
    `insert into audit_log (at, actor_kind, staff_id, actor, action, target_type, target_id, before, after, client_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10)`,
    [
      row.at,
      row.actor_kind,
      row.staff_id,
      row.actor,
      row.action,
      row.target_type,
      row.target_id,
      json(row.before),
      json(row.after),
      row.client_address,
    ],
  );
}

/** Filters of a read; every field optional (null: any). */
export interface AuditFilter {
  staffId: number | null;
  actorKind: string | null;
  action: string | null;
  targetType: string | null;
  targetId: string | null;
  /** inclusive */
  from: Date | null;
  /** exclusive */
  before: Date | null;
}

const WHERE = `($1::int is null or staff_id = $1) and ($2::text is null or actor_kind = $2) and ($3::text is null or action = $3)
  and ($4::text is null or target_type = $4) and ($5::text is null or target_id = $5)
  and ($6::timestamptz is null or at >= $6) and ($7::timestamptz is null or at < $7)`;

const params = (f: AuditFilter) => [f.staffId, f.actorKind, f.action, f.targetType, f.targetId, f.from, f.before];

/** One page of entries, newest first, and how many match in all. */
export async function auditRows(
  db: Queryable,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db.query<AuditRow>(
    `select id::int as id, at, actor_kind, staff_id, actor, action, target_type, target_id, before, after, client_address
       from audit_log where ${WHERE} order by at desc, id desc limit $8 offset $9`,
    [...params(filter), limit, offset],
  );
  const count = await one<{ n: number }>(db, `select count(*)::int as n from audit_log where ${WHERE}`, params(filter));
  return { rows, total: count?.n ?? 0 };
}

/** The values the viewer's filters offer: actions, target types and the staff members in the log. */
export async function auditFacets(
  db: Queryable,
): Promise<{ actions: string[]; targetTypes: string[]; staff: { id: number; email: string }[] }> {
  const actions = await db.query<{ action: string }>('select distinct action from audit_log order by action');
  const targets = await db.query<{ target_type: string }>('select distinct target_type from audit_log order by target_type');
  const staff = await db.query<{ id: number; email: string }>(
    `select distinct on (staff_id) staff_id as id, actor as email from audit_log where staff_id is not null order by staff_id, at desc, id desc`,
  );
  return { actions: actions.map((r) => r.action), targetTypes: targets.map((r) => r.target_type), staff };
}
