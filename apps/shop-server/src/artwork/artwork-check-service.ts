/**
 * The back office's artwork check (issue #30): the queue of jobs waiting for the staff, one job in
 * full with its files' facts and the staff's names, a version's preflight (measured when it kept none), the
 * files a job cites (served to staff only), and the three decisions on the version the staff member
 * saw. The decisions themselves are the artwork service's (the same as the operator's command line),
 * taken as the signed-in staff member and written to the audit log in their transaction.
 */
import { type AdminArtQueueQuery, ART_METHOD_LABELS, type ArtMethod } from '@shop/api-contract/admin';
import { STAFF_QUEUE_STATUSES, orderedInkCount } from '@shop/artwork-domain';
import type { Db } from '../db/db.ts';
import { CONTENT_TYPES, detectKind, RENDERED_KINDS, type FileKind } from '../files/file-kind.ts';
import { fileKeys } from '../files/file-keys.ts';
import { acceptUpload } from '../files/file-service.ts';
import type { FileStore } from '../files/file-store.ts';
import { HttpProblem, notFound } from '../http/errors.ts';
import { storedFilePreflight } from '../preflight/preflight-service.ts';
import { loadArtworkSettings } from '../settings/settings-service.ts';
import { staffNames } from '../staff/staff-service.ts';
import type { ArtStaffActor, ArtworkService, StaffRejectInput } from './artwork-service.ts';
import { artJobById, artJobOrderFacts, staffQueue, staffQueueCounts, type StoredArtJob } from './artwork-store.ts';
import { fileRecord } from './art-order-store.ts';
import { checkJobWire, citedFiles, findingWire, methodLabel, printedFile, queueItemWire, type FileFacts } from './artwork-check-wire.ts';

/** Jobs per page of the queue. */
export const ART_QUEUE_PAGE_SIZE = 50;

/** Japanese refusals of the check's own (the loop's are artwork-domain's `artRefusalMessage`). */
export const ART_CHECK_MESSAGES = {
  staffFixNotImage: '修正データは画像ファイル（PNG・JPEG・WebP・SVG）を選んでください。',
  noFile: '修正データのファイルを選んでください。',
} as const;

export interface ArtworkCheckDeps {
  db: Db;
  files: FileStore;
  /** epoch ms */
  now: () => number;
  /** FILE_LIMIT, bytes */
  fileLimit: number;
}

export function artworkCheckService(deps: ArtworkCheckDeps, artwork: ArtworkService) {
  const { db, files } = deps;

  /** Kind and pixel size of the files a job cites. */
  async function fileFacts(uuids: readonly string[]): Promise<Map<string, FileFacts>> {
    const facts = new Map<string, FileFacts>();
    for (const uuid of new Set(uuids)) {
      const record = await fileRecord(db, uuid);
      if (record) facts.set(uuid, { kind: record.kind, width: record.width, height: record.height });
    }
    return facts;
  }

  async function queue(query: AdminArtQueueQuery) {
    const page = query.page ?? 1;
    const { jobs, total } = await staffQueue(
      db,
      STAFF_QUEUE_STATUSES,
      query.method ?? null,
      ART_QUEUE_PAGE_SIZE,
      (page - 1) * ART_QUEUE_PAGE_SIZE,
    );
    const facts = await fileFacts(jobs.map((j) => j.job.versions.at(-1)!.customerFile.uuid));
    const counts = await staffQueueCounts(db, STAFF_QUEUE_STATUSES);
    return {
      data: jobs.map((job) => queueItemWire(job, facts)),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / ART_QUEUE_PAGE_SIZE)),
        per_page: ART_QUEUE_PAGE_SIZE,
        total,
        counts: (Object.keys(ART_METHOD_LABELS) as ArtMethod[]).map((method) => ({
          method,
          method_label: methodLabel(method),
          count: counts.find((c) => c.method === method)?.count ?? 0,
        })),
      },
    };
  }

  async function load(id: number): Promise<StoredArtJob> {
    const stored = await artJobById(db, id);
    if (!stored) throw notFound();
    return stored;
  }

  /** One job in full; 404 for none. */
  async function job(id: number) {
    const stored = await load(id);
    const order = await artJobOrderFacts(db, stored.job.orderId);
    if (!order) throw notFound();
    const facts = await fileFacts(citedFiles(stored.job).map((f) => f.uuid));
    const staffIds = stored.job.versions
      .flatMap((v) => [v.createdBy, ...v.decisions.map((d) => d.by)])
      .flatMap((a) => (a.role === 'staff' ? [a.id] : []));
    return checkJobWire({
      stored,
      order,
      names: await staffNames(db, staffIds),
      facts,
      deadlineDays: (await loadArtworkSettings(db)).deadlineDays,
    });
  }

  /**
   * A version's preflight findings: those it kept when it was made (migration 036), or, for a version
   * made before versions kept them, measured now from the file that prints (the printer's, else the
   * customer's) against the job's method, area, colours, inks and the version's layout. Asked apart
   * from the job, so the check screen shows a large upload's files first.
   */
  async function preflightOf(id: number, versionNumber: number) {
    const stored = await load(id);
    const version = stored.job.versions.find((v) => v.number === versionNumber);
    if (!version) throw notFound();
    if (stored.keptVersions.has(version.number))
      return { version_number: version.number, findings: version.preflight.map(findingWire), measured_now: false };
    const file = printedFile(version);
    const record = await fileRecord(db, file.uuid);
    const findings = await storedFilePreflight(
      files,
      { uuid: file.uuid, kind: record?.kind ?? 'unknown', width: record?.width ?? null, height: record?.height ?? null },
      {
        method: stored.job.method,
        area: stored.job.placement.area,
        layout: version.layout,
        garmentColors: stored.job.garmentColors.map((c) => ({ name: c.name, isDark: c.isDark })),
        inksOrdered: stored.job.method === 'silkscreen' ? orderedInkCount(stored.job) : 0,
      },
    );
    return { version_number: version.number, findings: findings.map(findingWire), measured_now: true };
  }

  /** A file the job cites, as stored or as its preview; 404 for any other file, or a rendition a PDF has not. */
  async function file(id: number, uuid: string, rendition: 'original' | 'preview'): Promise<{ bytes: Uint8Array; contentType: string }> {
    const stored = await load(id);
    const cited = citedFiles(stored.job).find((f) => f.uuid === uuid.toLowerCase());
    const record = cited && (await fileRecord(db, cited.uuid));
    if (!record) throw notFound();
    const kind = record.kind as FileKind;
    if (rendition === 'preview' && !RENDERED_KINDS.has(kind)) throw notFound();
    const bytes = await files.getBytes(rendition === 'preview' ? fileKeys(record.uuid).preview : fileKeys(record.uuid).original);
    if (!bytes) throw notFound();
    return { bytes, contentType: rendition === 'preview' ? 'image/webp' : (CONTENT_TYPES[kind] ?? 'application/octet-stream') };
  }

  async function approve(id: number, by: ArtStaffActor, input: { versionNumber: number; note: string | null }) {
    await artwork.staffApprove(id, input.note, by, input.versionNumber);
    return job(id);
  }

  async function reject(id: number, by: ArtStaffActor, input: StaffRejectInput) {
    await artwork.staffReject(id, input, by);
    return job(id);
  }

  /**
   * A staff-fixed printer's file: the version must still be the latest before anything is stored,
   * the file must be an image (PNG, JPEG, WebP or SVG, told by its bytes), and it is kept as the
   * order customer's upload (their proof shows it) before it becomes the new version.
   */
  async function staffFix(
    id: number,
    by: ArtStaffActor,
    input: { versionNumber: number; note: string | null; upload: { name: string; bytes: Uint8Array } },
  ) {
    const stored = await artwork.assertLatestVersion(id, input.versionNumber);
    const kind = detectKind(input.upload.bytes);
    if (!kind || !RENDERED_KINDS.has(kind)) {
      throw new HttpProblem(422, ART_CHECK_MESSAGES.staffFixNotImage, { file: [ART_CHECK_MESSAGES.staffFixNotImage] });
    }
    const record = await acceptUpload(
      { db, files, now: deps.now, fileLimit: deps.fileLimit },
      { customerId: stored.customerId },
      input.upload,
    );
    await artwork.staffFix(id, { versionNumber: input.versionNumber, fileUuid: record.uuid, note: input.note }, by);
    return job(id);
  }

  return { queue, job, preflightOf, file, approve, reject, staffFix };
}

export type ArtworkCheckService = ReturnType<typeof artworkCheckService>;
