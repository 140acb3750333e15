/**
 * The back office's view of an art job (`AdminArtJob` of @shop/api-contract/admin), in the staff's
 * words: who acted by name, the files through the staff-only file routes, the artwork's place in the
 * print area in mm, the preflight findings and the decisions open to the staff now.
 */
import { ADMIN_ROUTES, ART_METHOD_LABELS, type ArtMethod } from '@shop/api-contract/admin';
import { buildPath } from '@shop/api-contract';
import {
  ART_ACTOR_ROLE_LABELS,
  ART_JOB_STATUS_LABELS,
  ART_VERSION_SOURCE_LABELS,
  DECISION_OUTCOME_LABELS,
  DEFECT_REASONS,
  DEFECT_REASON_CODES,
  FINDING_SEVERITY_LABELS,
  type ArtActor,
  type ArtFileRef,
  type ArtJob,
  type ArtVersion,
  type ArtworkLayout,
  type DefectReasonEntry,
  type PrintArea,
  type PreflightFinding,
  allowedEvents,
  latestVersion,
  orderedInkCount,
  placeArtwork,
} from '@shop/artwork-domain';
import type { ArtJobOrderFacts, StoredArtJob } from './artwork-store.ts';

/** What the store knows of a stored file besides the version's reference: its kind and pixel size. */
export interface FileFacts {
  kind: string;
  width: number | null;
  height: number | null;
}

const RENDERED = new Set(['png', 'jpeg', 'webp', 'svg']);
const STAFF_DECISIONS = new Set(['approve_data', 'reject_data', 'staff_fix']);

/** The print method's Japanese name (the slug itself for one the back office does not know). */
export const methodLabel = (method: string) => ART_METHOD_LABELS[method as ArtMethod] ?? method;

/** Who acted, named: the customer, a staff member (コマンドライン for the operator's command line), the shop itself. */
function actorWire(actor: ArtActor, names: ReadonlyMap<number, string>) {
  if (actor.role !== 'staff') return { role: actor.role, label: ART_ACTOR_ROLE_LABELS[actor.role], staff_id: null };
  if (actor.id === 0) return { role: 'staff' as const, label: 'コマンドライン', staff_id: null };
  return { role: 'staff' as const, label: names.get(actor.id) ?? `スタッフ #${actor.id}`, staff_id: actor.id };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Where a file prints in the area with `layout` (mm), as artwork-domain's `placeArtwork` fits it; null without a pixel size. */
function placedIn(known: FileFacts | undefined, layout: ArtworkLayout | undefined, area: PrintArea) {
  if (!layout || !known?.width || !known.height) return null;
  const placed = placeArtwork({ width: known.width, height: known.height }, layout, area);
  return { x_mm: round2(placed.xMm), y_mm: round2(placed.yMm), width_mm: round2(placed.widthMm), height_mm: round2(placed.heightMm) };
}

function fileWire(job: ArtJob, file: ArtFileRef, facts: ReadonlyMap<string, FileFacts>, layout?: ArtworkLayout) {
  const jobId = job.id;
  const known = facts.get(file.uuid);
  return {
    uuid: file.uuid,
    name: file.name,
    mime_type: file.mimeType,
    byte_size: file.byteSize,
    width: known?.width ?? null,
    height: known?.height ?? null,
    sha256: file.sha256,
    url: buildPath(ADMIN_ROUTES.adminArtFile.path, { id: jobId, uuid: file.uuid }),
    preview_url:
      known && RENDERED.has(known.kind) ? buildPath(ADMIN_ROUTES.adminArtFilePreview.path, { id: jobId, uuid: file.uuid }) : null,
    placed: placedIn(known, layout, job.placement.area),
  };
}

const placementWire = (job: ArtJob) => ({
  print_spec_id: job.placement.printSpecId,
  name: job.placement.name,
  position: job.placement.position,
  width_mm: job.placement.area.widthMm,
  height_mm: job.placement.area.heightMm,
});

const reasonWire = (reason: DefectReasonEntry) => ({
  code: reason.code,
  label: DEFECT_REASONS[reason.code].label,
  text: reason.text,
  severity: DEFECT_REASONS[reason.code].severity,
});

/** Every file a job's versions cite (customer's, printer's, mock-ups): the only ones its file routes serve. */
export function citedFiles(job: ArtJob): ArtFileRef[] {
  return job.versions.flatMap((v) => [v.customerFile, ...(v.printerFile ? [v.printerFile] : []), ...v.mockups.map((m) => m.file)]);
}

/** The file production prints for a version: the printer's file when there is one, else the customer's. */
export const printedFile = (version: ArtVersion): ArtFileRef => version.printerFile ?? version.customerFile;

/** A preflight finding in the staff's words. */
export const findingWire = (finding: PreflightFinding) => ({
  code: finding.code,
  severity: finding.severity,
  severity_label: FINDING_SEVERITY_LABELS[finding.severity],
  message: finding.message,
});

/** Everything the check screen shows of one job. */
export interface CheckJobInput {
  stored: StoredArtJob;
  order: ArtJobOrderFacts;
  names: ReadonlyMap<number, string>;
  facts: ReadonlyMap<string, FileFacts>;
  deadlineDays: number;
}

export function checkJobWire({ stored, order, names, facts, deadlineDays }: CheckJobInput) {
  const { job } = stored;
  return {
    id: job.id,
    order_number: stored.orderNumber,
    production_number: stored.productionNumber,
    customer_name: order.customerName,
    method: job.method,
    method_label: methodLabel(job.method),
    placement: placementWire(job),
    garment_colors: job.garmentColors.map((c) => ({ id: c.id, name: c.name, hex: c.hex, is_dark: c.isDark })),
    inks_ordered: orderedInkCount(job),
    ink_sets: job.inkSets.map((set) => ({
      garment_color_id: set.garmentColorId,
      inks: set.inks.map((ink) => ({ name: ink.name, hex: ink.hex })),
    })),
    proof: job.proof,
    status: job.status,
    status_label: ART_JOB_STATUS_LABELS[job.status].staff,
    due_date: order.dueDate,
    waiting: job.waiting && {
      since: new Date(job.waiting.since).toISOString(),
      reminder_on: job.waiting.reminderOn,
      deadline: job.waiting.deadline,
    },
    latest_version: latestVersion(job).number,
    actions: allowedEvents(job, 'staff').filter((e): e is 'approve_data' | 'reject_data' | 'staff_fix' => STAFF_DECISIONS.has(e)),
    versions: job.versions.map((version) => {
      return {
        number: version.number,
        source: version.source,
        source_label: ART_VERSION_SOURCE_LABELS[version.source],
        customer_file: fileWire(job, version.customerFile, facts, version.layout),
        printer_file: version.printerFile && fileWire(job, version.printerFile, facts, version.layout),
        layout: {
          width_mm: version.layout.widthMm,
          anchor: version.layout.anchor,
          offset_x_mm: version.layout.offsetXMm,
          offset_y_mm: version.layout.offsetYMm,
        },
        preflight: version.preflight.map(findingWire),
        preflight_kept: stored.keptVersions.has(version.number),
        mockups: version.mockups.map((m) => ({ garment_color_id: m.garmentColorId, file: fileWire(job, m.file, facts) })),
        note: version.note,
        created_by: actorWire(version.createdBy, names),
        created_at: new Date(version.createdAt).toISOString(),
        decisions: version.decisions.map((d) => ({
          outcome: d.outcome,
          outcome_label: DECISION_OUTCOME_LABELS[d.outcome],
          by: actorWire(d.by, names),
          at: new Date(d.at).toISOString(),
          reasons: d.reasons.map(reasonWire),
          note: d.note,
        })),
      };
    }),
    defect_reasons: DEFECT_REASON_CODES.map((code) => ({
      code,
      label: DEFECT_REASONS[code].label,
      severity: DEFECT_REASONS[code].severity,
      template: DEFECT_REASONS[code].template,
    })),
    deadline_days: deadlineDays,
  };
}

/** One job of the queue. */
export function queueItemWire(stored: StoredArtJob & ArtJobOrderFacts, facts: ReadonlyMap<string, FileFacts>) {
  const { job } = stored;
  const latest = latestVersion(job);
  const file = fileWire(job, latest.customerFile, facts);
  return {
    id: job.id,
    order_number: stored.orderNumber,
    production_number: stored.productionNumber,
    customer_name: stored.customerName,
    method: job.method,
    method_label: methodLabel(job.method),
    placement: placementWire(job),
    status: job.status,
    status_label: ART_JOB_STATUS_LABELS[job.status].staff,
    latest_version: latest.number,
    file_name: latest.customerFile.name,
    due_date: stored.dueDate,
    waiting_since: new Date(job.updatedAt).toISOString(),
    thumbnail_url: file.preview_url,
  };
}
