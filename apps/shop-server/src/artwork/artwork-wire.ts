/** Art jobs on the wire (`ArtJobSchema` of @shop/api-contract), in the customer's words. */
import { API_ROUTES, buildPath, type ArtJobWire } from '@shop/api-contract';
import {
  ART_ACTOR_ROLE_LABELS,
  ART_JOB_STATUS_HINTS,
  ART_JOB_STATUS_LABELS,
  ART_VERSION_SOURCE_LABELS,
  type ArtFileRef,
  type ArtworkLayout,
  DECISION_OUTCOME_LABELS,
  DEFECT_REASONS,
  type DefectReasonEntry,
  allowedEvents,
  currentDefects,
  latestVersion,
  orderArtState,
} from '@shop/artwork-domain';
import type { StoredArtJob } from './artwork-store.ts';
import type { ShipDateRecountRow } from './art-order-store.ts';

export type ShipDateWire = ShipDateRecountRow;

const RENDERED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);

function fileWire(file: ArtFileRef) {
  return {
    uuid: file.uuid,
    name: file.name,
    mime_type: file.mimeType,
    byte_size: file.byteSize,
    url: buildPath(API_ROUTES.fileOriginal.path, { uuid: file.uuid }),
    thumbnail_url: RENDERED.has(file.mimeType) ? buildPath(API_ROUTES.filePreview.path, { uuid: file.uuid }) : null,
  };
}

const layoutWire = (layout: ArtworkLayout) => ({
  width_mm: layout.widthMm,
  anchor: layout.anchor,
  offset_x_mm: layout.offsetXMm,
  offset_y_mm: layout.offsetYMm,
});

const reasonWire = (reason: DefectReasonEntry) => ({
  code: reason.code,
  label: DEFECT_REASONS[reason.code].label,
  text: reason.text,
  severity: DEFECT_REASONS[reason.code].severity,
});

/** What the customer may do on a job now (the domain's customer events). */
const CUSTOMER_ACTIONS = new Set(['approve_proof', 'request_changes', 'resubmit', 'accept_as_is']);

export function artJobWire({
  job,
  productionNumber,
  keptVersions,
}: Pick<StoredArtJob, 'job' | 'productionNumber' | 'keptVersions'>): ArtJobWire {
  return {
    id: job.id,
    production_number: productionNumber,
    placement: {
      print_spec_id: job.placement.printSpecId,
      name: job.placement.name,
      position: job.placement.position,
      width_mm: job.placement.area.widthMm,
      height_mm: job.placement.area.heightMm,
    },
    method: job.method,
    proof: job.proof,
    status: job.status,
    status_label: ART_JOB_STATUS_LABELS[job.status].customer,
    hint: ART_JOB_STATUS_HINTS[job.status],
    actions: allowedEvents(job, 'customer').filter((event) => CUSTOMER_ACTIONS.has(event)),
    reasons: currentDefects(job).map(reasonWire),
    deadline: job.waiting?.deadline ?? null,
    latest_version: latestVersion(job).number,
    versions: job.versions.map((version) => ({
      number: version.number,
      source: version.source,
      source_label: ART_VERSION_SOURCE_LABELS[version.source],
      customer_file: fileWire(version.customerFile),
      printer_file: version.printerFile && fileWire(version.printerFile),
      layout: layoutWire(version.layout),
      mockups: version.mockups.map((m) => ({ garment_color_id: m.garmentColorId, file: fileWire(m.file) })),
      preflight: version.preflight.map(({ code, severity, message }) => ({ code, severity, message })),
      preflight_kept: keptVersions.has(version.number),
      note: version.note,
      created_at: new Date(version.createdAt).toISOString(),
      decisions: version.decisions.map((d) => ({
        outcome: d.outcome,
        outcome_label: DECISION_OUTCOME_LABELS[d.outcome],
        by: d.by.role,
        by_label: ART_ACTOR_ROLE_LABELS[d.by.role],
        at: new Date(d.at).toISOString(),
        reasons: d.reasons.map(reasonWire),
        note: d.note,
      })),
    })),
    ready_at: job.readyAt === null ? null : new Date(job.readyAt).toISOString(),
  };
}

/** `GET /api/orders/{number}/art_jobs`: the jobs, the recounted shipping date and the deadline rule. */
export function artJobListWire(jobs: readonly StoredArtJob[], shipDate: ShipDateWire | null, deadlineRule: string) {
  return {
    data: jobs.map(artJobWire),
    meta: {
      ship_date: shipDate,
      deadline_rule: deadlineRule,
      may_start_production: orderArtState(jobs.map((j) => j.job)).mayStartProduction,
    },
  };
}
