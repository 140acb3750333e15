/**
 * Over 400 lines on purpose: one closure over the loop's shared steps (load, transition, store,
 * effects) that the customer's calls, the operator's commands, job creation and the sweep all use.
 *
 * The artwork loop of an order (issue #30): every rule is @shop/artwork-domain's; this service loads
 * a job, asks `transition` what an event does, stores the job after it in one transaction with the
 * order's history line (and the recounted shipping date when the last placement is approved), then
 * performs the effects outside it: the customer's mail, and the order's cancellation by the deadline
 * rule. The customer's routes, the operator's CLI and the sweep all come through here.
 */
import { createHash } from 'node:crypto';
import {
  CUSTOMER_WAIT_STATUSES,
  orderedInkCount,
  STAFF_QUEUE_STATUSES,
  type ArtActor,
  type ArtEffect,
  type ArtEvent,
  type ArtFileRef,
  type ArtJob,
  type ArtRefusal,
  type ArtTransitionRefusal,
  type ArtworkLayout,
  type NewArtJob,
  artRefusalMessage,
  createArtJob,
  createReorderJob,
  currentDefects,
  customerWaitDates,
  deadlineRuleText,
  defaultLayout,
  describeShipDateRecount,
  dueSystemEvent,
  isValidLayout,
  latestVersion,
  orderArtState,
  recountShipDate,
  transition,
} from '@shop/artwork-domain';
import type { Closure } from '@shop/business-days';
import { customerContact } from '../account/account-service.ts';
import { audit, type AuditActor, CLI_ACTOR } from '../audit/audit-service.ts';
import { upcomingBusinessDays } from '../catalog/business-day-routes.ts';
import type { Db, Queryable } from '../db/db.ts';
import { CONTENT_TYPES, type FileKind } from '../files/file-kind.ts';
import { fileKeys } from '../files/file-keys.ts';
import type { FileStore } from '../files/file-store.ts';
import { HttpProblem, notFound } from '../http/errors.ts';
import { artworkMail, isArtMail, type ArtMailKind } from '../mail/artwork-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderService, type OrderService, type OrderServiceDeps } from '../orders/order-service.ts';
import { loadArtworkSettings } from '../settings/settings-service.ts';
import {
  artJobById,
  artJobWaits,
  artJobsOfOrder,
  artJobsOfProduction,
  insertArtJob,
  saveArtJob,
  type StoredArtJob,
  waitingArtJobIds,
} from './artwork-store.ts';
import {
  artOrder,
  artOrderByNumber,
  darkColorIds,
  fileRecord,
  insertArtOrderEvent,
  keepOrderFile,
  orderedProductions,
  printSpecsOf,
  setOrderShipRecount,
  type ShipDateRecountRow,
} from './art-order-store.ts';
import { ART_MESSAGES } from './artwork-messages.ts';
import { placementMockup } from './production-mockup-source.ts';
import { keepVersionMeasures, type KeptMeasures, type VersionToKeep } from './version-keep.ts';
import { artJobListWire, artJobWire, type ShipDateWire } from './artwork-wire.ts';

export interface ArtworkDeps {
  db: Db;
  config: { publicUrl: string; closures: readonly Closure[] };
  /** epoch ms */
  now: () => number;
  mailer: Mailer;
  /** The file store (a version's SHA-256 is read from its bytes); the operator's CLI runs without it. */
  files?: FileStore;
}

/** Cancels an order by the deadline rule (the orders folder's transition, handed over by `ordersWithArtwork`). */
export type CancelOrder = (orderNumber: string, note: string) => Promise<void>;

/** Who acts, for the order's history (order_events.actor). */
export type ArtHistoryActor = 'customer' | 'staff' | 'cli' | 'system';

/**
 * Who takes a staff decision: a staff member of the back office (recorded by id on the decision and
 * in the audit log with their address), or the operator's command line.
 */
export type ArtStaffActor = { kind: 'staff'; staffId: number; audit: AuditActor } | { kind: 'cli' };

/** The operator's command line as the taker of a staff decision. */
export const CLI_ART_STAFF: ArtStaffActor = { kind: 'cli' };

/**
 * The command line on a decision: artwork-domain's staff actor with id 0, which no staff member has
 * (their ids start at 1); the back office names it コマンドライン.
 */
export const CLI_DECIDER: ArtActor = { role: 'staff', id: 0 };

const deciderOf = (by: ArtStaffActor): ArtActor => (by.kind === 'staff' ? { role: 'staff', id: by.staffId } : CLI_DECIDER);
const historyActorOf = (by: ArtStaffActor): ArtHistoryActor => (by.kind === 'staff' ? 'staff' : 'cli');
const auditActorOf = (by: ArtStaffActor): AuditActor => (by.kind === 'staff' ? by.audit : CLI_ACTOR);

/** A staff データ不備: reasons with their texts (the templates unless edited), a note, the version seen, the days to answer. */
export interface StaffRejectInput {
  reasons: readonly { code: string; text: string }[];
  note: string | null;
  /** The version the staff member saw; undefined (the command line): the latest. */
  versionNumber?: number | undefined;
  /** Business days to answer; undefined: the shop's setting. */
  deadlineDays?: number | undefined;
}

/** What a customer sends with a new version. */
export interface ResubmitInput {
  versionNumber: number;
  source: 'customer_upload' | 'design_tool';
  fileUuid: string;
  layout: ArtworkLayout | null;
  note: string | null;
}

const ART_METHODS = new Set(['inkjet', 'white-inkjet', 'silkscreen']);

/** A refused event as an HTTP problem: an older version or a state that moved on is a conflict (409). */
export function artRefusal(refusal: ArtRefusal): HttpProblem {
  const conflict = refusal.type === 'not_latest_version' || refusal.type === 'not_allowed';
  return new HttpProblem(conflict ? 409 : 422, artRefusalMessage(refusal));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function artworkService(deps: ArtworkDeps, cancelOrder?: CancelOrder) {
  const { db } = deps;

  async function settings(q: Queryable) {
    return loadArtworkSettings(q);
  }

  /** The file as a version cites it: its record and the SHA-256 of the stored bytes; undefined when either is missing. */
  async function fileRef(q: Queryable, uuid: string): Promise<(ArtFileRef & { width: number | null; height: number | null }) | undefined> {
    const record = await fileRecord(q, uuid);
    if (!record) return undefined;
    if (!deps.files) throw new Error('the artwork service needs the file store to read a file');
    const bytes = await deps.files.getBytes(fileKeys(record.uuid).original);
    if (!bytes) return undefined;
    return {
      uuid: record.uuid,
      sha256: sha256(bytes),
      name: record.original_name,
      mimeType: CONTENT_TYPES[record.kind as FileKind] ?? 'application/octet-stream',
      byteSize: record.byte_size,
      width: record.width,
      height: record.height,
    };
  }

  /** The reminder day and deadline of a wait starting `now`: the shop's days, or `deadlineDays` when the staff chose them. */
  async function waitDates(q: Queryable, now: number, deadlineDays?: number) {
    const s = await settings(q);
    const days = deadlineDays ?? s.deadlineDays;
    const dates = customerWaitDates({
      now,
      businessDays: upcomingBusinessDays(now, deps.config.closures).days,
      reminderAfterDays: Math.min(s.reminderAfterDays, days),
      deadlineDays: days,
    });
    if (!dates.ok) throw artRefusal(dates.error);
    return dates.value;
  }

  /** The preflight and mock-up a new version keeps (version-keep.ts), measured in the transaction `q` that stores it. */
  async function measure(q: Queryable, input: VersionToKeep): Promise<KeptMeasures> {
    if (!deps.files) throw new Error('the artwork service needs the file store to measure a version');
    return keepVersionMeasures(q, { files: deps.files, now: deps.now }, input);
  }

  /** What `measure` needs of a stored job, for its next version. */
  function toKeep(stored: StoredArtJob, versionNumber: number, layout: ArtworkLayout, files: readonly ArtFileRef[]): VersionToKeep {
    const { job } = stored;
    return {
      orderId: job.orderId,
      customerId: stored.customerId,
      productionNumber: stored.productionNumber,
      productCode: stored.productCode,
      productName: stored.productName,
      method: job.method,
      placement: job.placement,
      garmentColors: job.garmentColors,
      inksOrdered: job.method === 'silkscreen' ? orderedInkCount(job) : 0,
      versionNumber,
      layout,
      files,
    };
  }

  /**
   * Makes the art jobs of a new order, inside its transaction: one per production × print with a
   * file, version 1 from that file (or, for a reorder of a production with approved jobs, the
   * approved version reused: `createReorderJob`).
   */
  async function createJobsForOrder(tx: Queryable, orderId: number, customerId: number, at: number): Promise<number> {
    const order = await artOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} is not there to make art jobs for`);
    const productions = await orderedProductions(tx, orderId);
    const specIds = productions.flatMap((p) => p.snapshot.prints.map((print) => print.print_spec.id));
    const specs = new Map((await printSpecsOf(tx, specIds)).map((s) => [s.id, s]));
    const colorIds = productions.flatMap((p) => p.snapshot.item_groups.map((g) => g.color.id));
    const dark = await darkColorIds(tx, colorIds);
    let made = 0;
    for (const production of productions) {
      const snap = production.snapshot;
      const method = snap.print_method.slug;
      if (!ART_METHODS.has(method)) continue;
      const repeated = snap.reorder_of ? await artJobsOfProduction(tx, snap.reorder_of) : [];
      for (const print of snap.prints) {
        const spec = specs.get(print.print_spec.id);
        const uuid = print.file_uuid ?? print.svg_file_uuid;
        if (!spec) continue;
        const area = { widthMm: spec.width_mm, heightMm: spec.height_mm };
        const plates = Math.max(1, print.plates);
        const inkNames = print.inks && print.inks.length > 0 ? print.inks : Array.from({ length: plates }, (_, i) => `インク${i + 1}`);
        // The inks the shopper chose, by name and colour (issue #30); a reorder that changes them, or an
        // order placed before they were kept, names them as it can.
        const chosen = !print.inks?.length && print.ink_sets?.length ? print.ink_sets : null;
        const input: NewArtJob = {
          id: 0,
          orderId,
          orderProductionId: production.id,
          method: method as NewArtJob['method'],
          placement: { printSpecId: spec.id, name: spec.name, position: spec.position, area },
          garmentColors: snap.item_groups.map((g) => ({
            id: g.color.id,
            name: g.color.name,
            hex: g.color.hex,
            isDark: dark.has(g.color.id),
          })),
          inkSets:
            method !== 'silkscreen'
              ? []
              : chosen
                ? chosen.map((set) => ({ garmentColorId: set.color_id, inks: set.inks.map(({ id, name, hex }) => ({ id, name, hex })) }))
                : [{ garmentColorId: null, inks: inkNames.map((name, i) => ({ id: i + 1, name, hex: '#000000' })) }],
          proof: order.proof ?? 'wanted',
          leadDays: Math.max(1, snap.print_method.lead_days),
        };
        const reused = repeated.find((r) => r.job.placement.printSpecId === spec.id);
        let job = reused ? createReorderJob(input, reused.job, at) : undefined;
        const keep = (layout: ArtworkLayout, files: readonly ArtFileRef[]): VersionToKeep => ({
          orderId,
          customerId,
          productionNumber: production.number,
          productCode: snap.product.code,
          productName: snap.product.name,
          method: input.method,
          placement: input.placement,
          garmentColors: input.garmentColors,
          inksOrdered: input.inkSets.reduce((most, set) => Math.max(most, set.inks.length), 0),
          versionNumber: 1,
          layout,
          files,
        });
        if (job?.ok) {
          // The reused version keeps what it kept; one made before versions kept anything is measured now.
          const copied = latestVersion(job.value);
          const from = copied.reusedFrom?.versionNumber;
          if (reused && (from === undefined || !reused.keptVersions.has(from))) {
            const kept = await measure(tx, keep(copied.layout, [...(copied.printerFile ? [copied.printerFile] : []), copied.customerFile]));
            job = { ok: true, value: { ...job.value, versions: [{ ...copied, ...kept }] } };
          }
        }
        if (!job?.ok) {
          if (!uuid) continue;
          const file = await fileRef(tx, uuid);
          if (!file) {
            console.error(`[shop-server] order ${order.number}: file ${uuid} of ${spec.name} is missing; no art job made`);
            continue;
          }
          const { width, height, ...customerFile } = file;
          const layout: ArtworkLayout = print.layout
            ? {
                widthMm: print.layout.width_mm,
                anchor: print.layout.anchor,
                offsetXMm: print.layout.offset_x_mm,
                offsetYMm: print.layout.offset_y_mm,
              }
            : defaultLayout(width && height ? { width, height } : { width: area.widthMm, height: area.heightMm }, area);
          const kept = await measure(tx, keep(layout, [customerFile]));
          job = createArtJob(
            input,
            {
              source: print.file_uuid ? 'customer_upload' : 'design_tool',
              by: { role: 'customer', id: customerId },
              version: { customerFile, printerFile: null, layout, ...kept, note: null },
            },
            at,
          );
        }
        if (!job.ok) throw new Error(`art job of ${production.number} ${spec.name} refused: ${artRefusalMessage(job.error)}`);
        await insertArtJob(tx, job.value);
        made++;
      }
    }
    return made;
  }

  /** Whether every art job of the order is ready; undefined for an order without jobs (placed before them, or no artwork). */
  async function artReady(q: Queryable, orderId: number): Promise<boolean | undefined> {
    const jobs = await artJobsOfOrder(q, orderId);
    return jobs.length === 0 ? undefined : orderArtState(jobs.map((j) => j.job)).mayStartProduction;
  }

  /** Counts the shipping date again from the last approval once every placement is ready (inside the transaction). */
  async function recount(tx: Queryable, orderId: number): Promise<ShipDateWire | null> {
    const jobs = (await artJobsOfOrder(tx, orderId)).map((j) => j.job);
    const state = orderArtState(jobs);
    const order = await artOrder(tx, orderId);
    if (!state.mayStartProduction || state.readyAt === null || !order) return null;
    const counted = recountShipDate({
      approvedAt: state.readyAt,
      leadDays: Math.max(...jobs.map((j) => j.leadDays)),
      businessDays: upcomingBusinessDays(state.readyAt, deps.config.closures).days,
      previousShipDate: order.ship_date,
    });
    if (!counted.ok) throw new Error(`the shipping date of order ${order.number} cannot be counted: ${counted.error.type}`);
    const wire: ShipDateWire = {
      ship_date: counted.value.shipDate,
      previous_ship_date: counted.value.previousShipDate,
      reason: describeShipDateRecount(counted.value),
    };
    await setOrderShipRecount(tx, orderId, wire);
    return wire;
  }

  async function mail(kind: ArtMailKind, stored: StoredArtJob, job: ArtJob, shipDate: ShipDateWire | null): Promise<void> {
    try {
      const to = await customerContact(db, stored.customerId);
      if (!to) return;
      const s = await settings(db);
      await deps.mailer.send(
        artworkMail(
          kind,
          {
            to: to.email,
            name: to.name,
            orderNumber: stored.orderNumber,
            productionNumber: stored.productionNumber,
            placement: job.placement.name,
            orderUrl: `${deps.config.publicUrl}/myaccount/orders/${encodeURIComponent(stored.orderNumber)}`,
            mockup: placementMockup(deps.config.publicUrl, stored, job),
          },
          {
            reasons: currentDefects(job).map((r) => r.text),
            deadline: job.waiting?.deadline ?? null,
            shipDate: shipDate?.reason ?? null,
            rule: deadlineRuleText(s),
          },
        ),
      );
    } catch (error) {
      console.error(`[shop-server] artwork mail of job ${job.id} was not sent:`, error);
    }
  }

  /**
   * Applies an event to a job: `build` makes it from the job as stored (locked); `owner` limits it to
   * the order's customer (another's job answers 404 like a missing one); `auditBy` records the change
   * in the audit log (a staff decision) in the same transaction, with the state before and after.
   */
  async function apply(
    jobId: number,
    actor: ArtHistoryActor,
    build: (stored: StoredArtJob, tx: Queryable, at: number) => Promise<ArtEvent>,
    owner?: number,
    auditBy?: AuditActor,
  ): Promise<{ stored: StoredArtJob; job: ArtJob; effects: readonly ArtEffect[] }> {
    const at = deps.now();
    const done = await db.transaction(async (tx) => {
      const stored = await artJobById(tx, jobId, true);
      if (!stored || (owner !== undefined && stored.customerId !== owner)) throw notFound();
      const event = await build(stored, tx, at);
      const result = transition(stored.job, event, at);
      if (!result.ok) throw artRefusal(result.error as ArtTransitionRefusal);
      const { job, record, effects } = result.value;
      await saveArtJob(tx, stored.job, job);
      const note = `${job.placement.name}（${stored.productionNumber}）第${record.versionNumber}版: ${ART_MESSAGES.history[record.event]}${record.note ? `「${record.note}」` : ''}`;
      await insertArtOrderEvent(tx, job.id, job.orderId, actor, note, new Date(at));
      if (auditBy) {
        const decided = latestVersion(job);
        await audit.record(tx, {
          actor: auditBy,
          action: `art_job.${record.event}`,
          target: { type: 'art_job', id: job.id },
          before: { status: stored.job.status, latest_version: latestVersion(stored.job).number },
          after: {
            status: job.status,
            latest_version: decided.number,
            order_number: stored.orderNumber,
            reasons: (decided.decisions.at(-1)?.reasons ?? []).map((r) => r.code),
            note: record.note,
            deadline: job.waiting?.deadline ?? null,
          },
          at,
        });
      }
      const shipDate = effects.includes('recount_ship_date') ? await recount(tx, job.orderId) : null;
      // A version the event made was measured with it (resubmit, staff fix): it keeps its preflight and mock-up.
      const made = job.versions.filter((v) => !stored.job.versions.some((old) => old.number === v.number)).map((v) => v.number);
      return { stored: { ...stored, keptVersions: new Set([...stored.keptVersions, ...made]) }, job, effects, shipDate };
    });
    for (const effect of done.effects) {
      if (isArtMail(effect)) await mail(effect, done.stored, done.job, done.shipDate);
    }
    if (done.effects.includes('cancel_order_with_refund') && cancelOrder) {
      await cancelOrder(done.stored.orderNumber, ART_MESSAGES.deadlineCancelNote(done.job.placement.name));
    }
    return done;
  }

  /** The customer's order's jobs with the recounted shipping date; undefined for another's or a missing order. */
  async function listForCustomer(customerId: number, orderNumber: string) {
    const order = await artOrderByNumber(db, orderNumber);
    if (!order || order.customer_id !== customerId) return undefined;
    const jobs = await artJobsOfOrder(db, order.id);
    return artJobListWire(jobs, order.ship_date_recount, deadlineRuleText(await settings(db)));
  }

  const customerActor = (customerId: number): ArtActor => ({ role: 'customer', id: customerId });

  async function approveProof(customerId: number, jobId: number, versionNumber: number) {
    const { stored, job } = await apply(
      jobId,
      'customer',
      async () => ({ type: 'approve_proof', by: customerActor(customerId), versionNumber }),
      customerId,
    );
    return artJobWire({ ...stored, job });
  }

  async function requestChanges(customerId: number, jobId: number, versionNumber: number, note: string) {
    const { stored, job } = await apply(
      jobId,
      'customer',
      async () => ({ type: 'request_changes', by: customerActor(customerId), versionNumber, note }),
      customerId,
    );
    return artJobWire({ ...stored, job });
  }

  /** 「このまま進める」: the domain refuses it when a reason is an error (422) or the version is not the latest (409). */
  async function acceptAsIs(customerId: number, jobId: number, versionNumber: number, note: string | null) {
    const { stored, job } = await apply(
      jobId,
      'customer',
      async () => ({ type: 'accept_as_is', by: customerActor(customerId), versionNumber, note }),
      customerId,
    );
    return artJobWire({ ...stored, job });
  }

  async function resubmit(customerId: number, jobId: number, input: ResubmitInput) {
    const { stored, job } = await apply(
      jobId,
      'customer',
      async (current, tx) => {
        const record = await fileRecord(tx, input.fileUuid);
        if (!record || record.customer_id !== customerId)
          throw new HttpProblem(422, ART_MESSAGES.fileNotOwn, { file_uuid: [ART_MESSAGES.fileNotOwn] });
        if (!(record.kind in CONTENT_TYPES))
          throw new HttpProblem(422, ART_MESSAGES.notPrintFile, { file_uuid: [ART_MESSAGES.notPrintFile] });
        const file = await fileRef(tx, input.fileUuid);
        if (!file) throw new HttpProblem(422, ART_MESSAGES.fileNotOwn, { file_uuid: [ART_MESSAGES.fileNotOwn] });
        const area = current.job.placement.area;
        if (input.layout && !isValidLayout(input.layout, area)) {
          throw new HttpProblem(422, ART_MESSAGES.layoutOutsideArea(area), { layout: [ART_MESSAGES.layoutOutsideArea(area)] });
        }
        const { width: _w, height: _h, ...customerFile } = file;
        await keepOrderFile(tx, current.job.orderId, customerFile.uuid);
        const layout = input.layout ?? latestVersion(current.job).layout;
        const kept = await measure(tx, toKeep(current, latestVersion(current.job).number + 1, layout, [customerFile]));
        return {
          type: 'resubmit',
          by: customerActor(customerId),
          versionNumber: input.versionNumber,
          source: input.source,
          version: { customerFile, printerFile: null, layout, ...kept, note: input.note },
        };
      },
      customerId,
    );
    return artJobWire({ ...stored, job });
  }

  /**
   * A staff approval of the version seen (the command line: the latest): the proof goes out with the
   * shop's days to answer, or production follows when the customer chose no proof.
   */
  async function staffApprove(jobId: number, note: string | null, by: ArtStaffActor = CLI_ART_STAFF, versionNumber?: number) {
    return apply(
      jobId,
      historyActorOf(by),
      async (stored, tx, at) => ({
        type: 'approve_data',
        by: deciderOf(by),
        versionNumber: versionNumber ?? latestVersion(stored.job).number,
        note,
        ...(stored.job.proof === 'wanted' ? { wait: await waitDates(tx, at) } : {}),
      }),
      undefined,
      auditActorOf(by),
    );
  }

  /** A staff データ不備 on the version seen (the command line: the latest), with coded reasons and the days to answer. */
  async function staffReject(jobId: number, input: StaffRejectInput, by: ArtStaffActor = CLI_ART_STAFF) {
    return apply(
      jobId,
      historyActorOf(by),
      async (stored, tx, at) => ({
        type: 'reject_data',
        by: deciderOf(by),
        versionNumber: input.versionNumber ?? latestVersion(stored.job).number,
        reasons: input.reasons,
        note: input.note,
        wait: await waitDates(tx, at, input.deadlineDays),
      }),
      undefined,
      auditActorOf(by),
    );
  }

  /** Refuses (409, the domain's message) unless `versionNumber` is the job's latest version: checked before a staff fix's file is stored. */
  async function assertLatestVersion(jobId: number, versionNumber: number): Promise<StoredArtJob> {
    const stored = await artJobById(db, jobId);
    if (!stored) throw notFound();
    const latest = latestVersion(stored.job).number;
    if (versionNumber !== latest) throw artRefusal({ type: 'not_latest_version', versionNumber, latest });
    return stored;
  }

  /**
   * A staff-fixed printer's file (already stored, owned by the order's customer so their proof shows
   * it) as a new version of the job: the customer's file kept, the proof sent with the shop's days.
   */
  async function staffFix(jobId: number, input: { versionNumber: number; fileUuid: string; note: string | null }, by: ArtStaffActor) {
    return apply(
      jobId,
      historyActorOf(by),
      async (stored, tx, at) => {
        const file = await fileRef(tx, input.fileUuid);
        if (!file) throw new HttpProblem(422, ART_MESSAGES.fileNotOwn, { file: [ART_MESSAGES.fileNotOwn] });
        const { width: _w, height: _h, ...printerFile } = file;
        await keepOrderFile(tx, stored.job.orderId, printerFile.uuid);
        const fixed = latestVersion(stored.job);
        const kept = await measure(tx, toKeep(stored, fixed.number + 1, fixed.layout, [printerFile, fixed.customerFile]));
        return {
          type: 'staff_fix',
          by: deciderOf(by),
          versionNumber: input.versionNumber,
          printerFile,
          ...kept,
          note: input.note,
          wait: await waitDates(tx, at),
        };
      },
      undefined,
      auditActorOf(by),
    );
  }

  /** The operator's view of an order's jobs (the CLI's `art-jobs`). */
  async function jobsOfOrderNumber(orderNumber: string): Promise<StoredArtJob[] | undefined> {
    const order = await artOrderByNumber(db, orderNumber);
    return order ? artJobsOfOrder(db, order.id) : undefined;
  }

  /** The back office's view of an order's artwork: its jobs and the recounted shipping date; undefined without such an order. */
  async function staffJobsOfOrder(
    orderNumber: string,
  ): Promise<{ jobs: StoredArtJob[]; shipDateRecount: ShipDateRecountRow | null } | undefined> {
    const order = await artOrderByNumber(db, orderNumber);
    return order ? { jobs: await artJobsOfOrder(db, order.id), shipDateRecount: order.ship_date_recount } : undefined;
  }

  /**
   * The jobs waiting on the shop's staff (STAFF_QUEUE_STATUSES) and on the customer
   * (CUSTOMER_WAIT_STATUSES): per side the jobs, their orders and since when each waits.
   */
  async function waits(): Promise<Record<'staff' | 'customer', { orderId: number; since: number }[]>> {
    const rows = await artJobWaits(db, [...STAFF_QUEUE_STATUSES, ...CUSTOMER_WAIT_STATUSES]);
    const side = (statuses: readonly string[]) =>
      rows.filter((row) => statuses.includes(row.status)).map((row) => ({ orderId: row.order_id, since: new Date(row.since).getTime() }));
    return { staff: side(STAFF_QUEUE_STATUSES), customer: side(CUSTOMER_WAIT_STATUSES) };
  }

  /**
   * Sends the reminders and applies the deadline rule that are due now (`dueSystemEvent`): one
   * transition each, by the system. Answers how many jobs moved.
   */
  async function sweep(): Promise<number> {
    let done = 0;
    const system: ArtActor = { role: 'system' };
    for (const id of await waitingArtJobIds(db)) {
      const stored = await artJobById(db, id);
      const due = stored && dueSystemEvent(stored.job, deps.now());
      if (!due) continue;
      try {
        await apply(id, 'system', async () => ({ type: due, by: system }));
        done++;
      } catch (error) {
        console.error(`[shop-server] artwork sweep of job ${id} failed:`, error);
      }
    }
    return done;
  }

  return {
    createJobsForOrder,
    artReady,
    listForCustomer,
    approveProof,
    requestChanges,
    acceptAsIs,
    resubmit,
    staffApprove,
    staffReject,
    staffFix,
    assertLatestVersion,
    jobsOfOrderNumber,
    staffJobsOfOrder,
    waits,
    sweep,
  };
}

export type ArtworkService = ReturnType<typeof artworkService>;

/**
 * The order service with the artwork loop plugged in, and the artwork service that cancels orders
 * through it (the deadline rule): what the mount table and the operator's CLI use.
 */
export function ordersWithArtwork(deps: OrderServiceDeps & { files?: FileStore }): { orders: OrderService; artwork: ArtworkService } {
  // Each needs the other: the artwork cancels through the orders, which ask the artwork before production.
  const late: { orders?: OrderService } = {};
  const artwork = artworkService(deps, async (orderNumber, note) => {
    await late.orders?.change(orderNumber, { type: 'cancel' }, 'system', note);
  });
  const orders = orderService({ ...deps, artwork });
  late.orders = orders;
  return { orders, artwork };
}

/** How often the running server sends due reminders and applies due deadlines (ms). */
export const ARTWORK_SWEEP_EVERY_MS = 10 * 60_000;

/** Runs the artwork sweep on an unref'd timer (main.ts); `stop` waits for a pass under way. */
export function startArtworkSweeper(artwork: ArtworkService, every = ARTWORK_SWEEP_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= artwork
      .sweep()
      .catch((error: unknown) => console.error('[shop-server] artwork sweep failed:', error))
      .finally(() => {
        running = undefined;
      });
  }, every);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
