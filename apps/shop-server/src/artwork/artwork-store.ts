/**
 * The SQL of the artwork loop (issue #30): art jobs, their numbered versions (with the preflight and
 * mock-ups each kept when it was made, migration 036) and the decisions on them (migration 029), and
 * the back office's queue; what a job is made from at checkout is art-order-store.ts's. A version's
 * content and its decisions are appended, never rewritten once decided: the database refuses it too
 * (triggers of migrations 029 and 036).
 */
import type {
  ArtDecision,
  ArtGarmentColor,
  ArtInkSet,
  ArtJob,
  ArtJobStatus,
  ArtPlacement,
  ArtVersion,
  CustomerWait,
  ProofChoice,
} from '@shop/artwork-domain';
import { one, type Queryable } from '../db/db.ts';

/** An art job row with its order's owner and production number (what the routes check and show). */
export interface StoredArtJob {
  job: ArtJob;
  customerId: number;
  orderNumber: string;
  productionNumber: string;
  /** the production's mock-up capability (migration 034): its address in the mails */
  mockupToken: string;
  /** the production's product name (the mock-up's alternative text) */
  productName: string;
  /** the production's product code (a version's mock-up draws its garment) */
  productCode: string;
  /** numbers of the versions that keep the preflight and mock-up measured when they were made (migration 036) */
  keptVersions: ReadonlySet<number>;
}

interface JobRow {
  id: number;
  order_id: number;
  order_production_id: number;
  method: string;
  placement: ArtPlacement;
  garment_colors: ArtGarmentColor[];
  ink_sets: ArtInkSet[];
  proof: ProofChoice;
  lead_days: number;
  status: ArtJobStatus;
  waiting: CustomerWait | null;
  ready_at: Date | null;
  created_at: Date;
  updated_at: Date;
  customer_id: number;
  order_number: string;
  production_number: string;
  mockup_token: string;
  product_name: string;
  product_code: string;
}

type VersionContent = Omit<ArtVersion, 'number' | 'decisions'>;

const JOB_COLUMNS = `j.id, j.order_id, j.order_production_id, j.method, j.placement, j.garment_colors, j.ink_sets, j.proof,
  j.lead_days, j.status, j.waiting, j.ready_at, j.created_at, j.updated_at,
  o.customer_id, o.number as order_number, p.number as production_number, p.mockup_token,
  p.snapshot #>> '{product,name}' as product_name, p.snapshot #>> '{product,code}' as product_code`;
const JOB_FROM = 'art_jobs j join orders o on o.id = j.order_id join order_productions p on p.id = j.order_production_id';

async function withVersions(db: Queryable, rows: readonly JobRow[]): Promise<StoredArtJob[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const versions = await db.query<{
    id: number;
    art_job_id: number;
    number: number;
    content: Omit<VersionContent, 'preflight' | 'mockups'>;
    preflight: ArtVersion['preflight'] | null;
    mockups: ArtVersion['mockups'] | null;
  }>(
    'select id, art_job_id, number, content, preflight, mockups from art_versions where art_job_id = any($1::int[]) order by art_job_id, number',
    [ids],
  );
  const decisions = await db.query<{ art_version_id: number; content: ArtDecision }>(
    'select art_version_id, content from art_decisions where art_version_id = any($1::int[]) order by art_version_id, id',
    [versions.map((v) => v.id)],
  );
  return rows.map((row) => ({
    customerId: row.customer_id,
    orderNumber: row.order_number,
    productionNumber: row.production_number,
    mockupToken: row.mockup_token,
    productName: row.product_name,
    productCode: row.product_code,
    keptVersions: new Set(versions.filter((v) => v.art_job_id === row.id && v.preflight !== null).map((v) => v.number)),
    job: {
      id: row.id,
      orderId: row.order_id,
      orderProductionId: row.order_production_id,
      method: row.method as ArtJob['method'],
      placement: row.placement,
      garmentColors: row.garment_colors,
      inkSets: row.ink_sets,
      proof: row.proof,
      leadDays: row.lead_days,
      status: row.status,
      waiting: row.waiting,
      readyAt: row.ready_at?.getTime() ?? null,
      createdAt: row.created_at.getTime(),
      updatedAt: row.updated_at.getTime(),
      versions: versions
        .filter((v) => v.art_job_id === row.id)
        .map((v) => ({
          ...v.content,
          // what the version kept when it was made (migration 036); a version from before kept nothing
          preflight: v.preflight ?? [],
          mockups: v.mockups ?? [],
          number: v.number,
          decisions: decisions.filter((d) => d.art_version_id === v.id).map((d) => d.content),
        })),
    },
  }));
}

/** One job with its versions; `lock` takes its row lock (a transition). */
export async function artJobById(db: Queryable, id: number, lock = false): Promise<StoredArtJob | undefined> {
  const rows = await db.query<JobRow>(`select ${JOB_COLUMNS} from ${JOB_FROM} where j.id = $1${lock ? ' for update of j' : ''}`, [id]);
  return (await withVersions(db, rows))[0];
}

/** An order's jobs, by production then placement. */
export async function artJobsOfOrder(db: Queryable, orderId: number): Promise<StoredArtJob[]> {
  const rows = await db.query<JobRow>(`select ${JOB_COLUMNS} from ${JOB_FROM} where j.order_id = $1 order by p.id, j.id`, [orderId]);
  return withVersions(db, rows);
}

/** The jobs of a production (a reorder repeats them). */
export async function artJobsOfProduction(db: Queryable, productionNumber: string): Promise<StoredArtJob[]> {
  const rows = await db.query<JobRow>(`select ${JOB_COLUMNS} from ${JOB_FROM} where p.number = $1 order by j.id`, [productionNumber]);
  return withVersions(db, rows);
}

/** Ids of the jobs waiting on the customer (the sweep asks each whether a reminder or the deadline is due). */
export async function waitingArtJobIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('select id from art_jobs where waiting is not null order by id');
  return rows.map((r) => r.id);
}

/** A job waiting in one of `statuses`, with its order and since when it waits: the start of the customer's wait, else its last change. */
export interface ArtJobWaitRow {
  id: number;
  order_id: number;
  status: string;
  since: Date;
}

/** The jobs in `statuses` (the back office's dashboard and its artwork filter). */
export function artJobWaits(db: Queryable, statuses: readonly string[]): Promise<ArtJobWaitRow[]> {
  return db.query<ArtJobWaitRow>(
    `select id, order_id, status, coalesce(to_timestamp((waiting->>'since')::double precision / 1000), updated_at) as since
       from art_jobs where status = any($1::text[]) order by id`,
    [statuses],
  );
}

/** The content column: the version without its number, decisions, preflight and mock-ups (those have columns of their own). */
const versionContent = ({
  number: _number,
  decisions: _decisions,
  preflight: _preflight,
  mockups: _mockups,
  ...content
}: ArtVersion): Omit<VersionContent, 'preflight' | 'mockups'> => content;

/**
 * Stores a new version with the preflight findings and mock-ups it was made with (migration 036:
 * written once, never changed; every version made since is measured by the artwork service).
 */
async function insertVersion(db: Queryable, jobId: number, version: ArtVersion, from = 0): Promise<void> {
  const row = await one<{ id: number }>(
    db,
    'insert into art_versions (art_job_id, number, content, preflight, mockups, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [
      jobId,
      version.number,
      JSON.stringify(versionContent(version)),
      JSON.stringify(version.preflight),
      JSON.stringify(version.mockups),
      new Date(version.createdAt),
    ],
  );
  if (!row) throw new Error('an art version was not stored');
  await insertDecisions(db, row.id, version.decisions.slice(from));
}

async function insertDecisions(db: Queryable, versionId: number, decisions: readonly ArtDecision[]): Promise<void> {
  for (const decision of decisions) {
    await db.query('insert into art_decisions (art_version_id, outcome, content, created_at) values ($1, $2, $3, $4)', [
      versionId,
      decision.outcome,
      JSON.stringify(decision),
      new Date(decision.at),
    ]);
  }
}

/** Stores a new job (its `id` is ignored) with its versions; answers the id. */
export async function insertArtJob(db: Queryable, job: ArtJob): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into art_jobs (order_id, order_production_id, print_spec_id, method, placement, garment_colors, ink_sets, proof,
       lead_days, status, waiting, ready_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      job.orderId,
      job.orderProductionId,
      job.placement.printSpecId,
      job.method,
      JSON.stringify(job.placement),
      JSON.stringify(job.garmentColors),
      JSON.stringify(job.inkSets),
      job.proof,
      Math.max(1, job.leadDays),
      job.status,
      job.waiting && JSON.stringify(job.waiting),
      job.readyAt === null ? null : new Date(job.readyAt),
      new Date(job.createdAt),
      new Date(job.updatedAt),
    ],
  );
  if (!row) throw new Error('an art job was not stored');
  for (const version of job.versions) await insertVersion(db, row.id, version);
  return row.id;
}

/**
 * Stores what a transition changed: the job's state, new versions, and the decisions added. Versions
 * before are only ever appended to (their content is the domain's to keep; the trigger refuses an
 * update of a decided one).
 */
export async function saveArtJob(db: Queryable, before: ArtJob, after: ArtJob): Promise<void> {
  await db.query('update art_jobs set status = $2, waiting = $3, ready_at = $4, updated_at = $5 where id = $1', [
    after.id,
    after.status,
    after.waiting && JSON.stringify(after.waiting),
    after.readyAt === null ? null : new Date(after.readyAt),
    new Date(after.updatedAt),
  ]);
  for (const version of after.versions) {
    const old = before.versions.find((v) => v.number === version.number);
    if (!old) {
      await insertVersion(db, after.id, version);
      continue;
    }
    if (version.decisions.length > old.decisions.length) {
      const row = await one<{ id: number }>(db, 'select id from art_versions where art_job_id = $1 and number = $2', [
        after.id,
        version.number,
      ]);
      if (!row) throw new Error(`art version ${version.number} of job ${after.id} is missing`);
      await insertDecisions(db, row.id, version.decisions.slice(old.decisions.length));
    }
  }
}

/** A queued job's order facts the back office shows: the customer's name and the order's shipping date. */
export interface ArtJobOrderFacts {
  customerName: string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
}

/** The customer's name and the shipping date of a job's order. */
export async function artJobOrderFacts(db: Queryable, orderId: number): Promise<ArtJobOrderFacts | undefined> {
  const row = await one<{ name: string; ship_date: string }>(
    db,
    'select c.name, o.ship_date::text as ship_date from orders o join customers c on c.id = o.customer_id where o.id = $1',
    [orderId],
  );
  return row && { customerName: row.name, dueDate: row.ship_date };
}

/** A job of the staff's queue with its order's facts. */
export interface QueuedArtJob extends StoredArtJob, ArtJobOrderFacts {}

/**
 * The jobs in `statuses` (the staff's queue), most urgent first: the order's shipping date, then the
 * job's last change (how long it has waited), then its id; one page, optionally one print method.
 */
export async function staffQueue(
  db: Queryable,
  statuses: readonly string[],
  method: string | null,
  limit: number,
  offset: number,
): Promise<{ jobs: QueuedArtJob[]; total: number }> {
  const where = 'j.status = any($1::text[]) and ($2::text is null or j.method = $2)';
  const rows = await db.query<JobRow & { customer_name: string; due_date: string }>(
    `select ${JOB_COLUMNS}, c.name as customer_name, o.ship_date::text as due_date
     from ${JOB_FROM} join customers c on c.id = o.customer_id
     where ${where} order by o.ship_date, j.updated_at, j.id limit $3 offset $4`,
    [[...statuses], method, limit, offset],
  );
  const counted = await one<{ total: number }>(db, `select count(*)::int as total from art_jobs j where ${where}`, [[...statuses], method]);
  const stored = await withVersions(db, rows);
  return {
    jobs: stored.map((job, i) => ({ ...job, customerName: rows[i]!.customer_name, dueDate: rows[i]!.due_date })),
    total: counted?.total ?? 0,
  };
}

/** How many jobs in `statuses` wait per print method. */
export function staffQueueCounts(db: Queryable, statuses: readonly string[]): Promise<{ method: string; count: number }[]> {
  return db.query('select method, count(*)::int as count from art_jobs where status = any($1::text[]) group by method order by method', [
    [...statuses],
  ]);
}
