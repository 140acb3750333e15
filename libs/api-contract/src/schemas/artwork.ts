/**
 * The artwork loop of an order (issue #30, `@shop/artwork-domain`): per production × placement one
 * art job with numbered versions and the decisions on them. The customer reads an order's jobs,
 * approves a proof, asks for changes, accepts a データ不備 of warnings only as it is, and sends a new version (a re-upload or a design-tool export).
 */
import * as v from 'valibot';
import { IdSchema, IsoDateSchema, NameSchema, TimestampSchema, UuidSchema, dataEnvelope, wireObject } from './common.ts';
import { PrintLayoutSchema } from './cart-print.ts';
import { ProductionNumberSchema, ProofChoiceSchema } from './order.ts';
import { PreflightFindingSchema } from './preflight.ts';

/** The states of an art job (artwork-domain's ART_JOB_STATUSES). */
export const ART_JOB_STATUS_VALUES = [
  'awaiting_check',
  'needs_fix',
  'awaiting_proof',
  'changes_requested',
  'ready_for_production',
  'proceeded_as_is',
  'cancelled',
] as const;
export const ArtJobStatusSchema = v.picklist(ART_JOB_STATUS_VALUES);

/** A file of a version: what the customer sent (or the printer's file, the proof's mock-up). */
export const ArtFileSchema = wireObject({
  uuid: UuidSchema,
  name: v.string(),
  mime_type: v.string(),
  byte_size: v.number(),
  /** the file's root-relative URL (the owner's download) */
  url: v.string(),
  /** its thumbnail, null when none is rendered (PDF, AI) */
  thumbnail_url: v.nullable(v.string()),
});

/** One coded reason of a データ不備 (artwork-domain's DEFECT_REASONS). */
export const ArtDefectReasonSchema = wireObject({
  code: v.string(),
  /** the reason's name (解像度不足…) */
  label: v.string(),
  /** what the customer reads */
  text: v.string(),
  /** `error`: must be fixed (要修正); `warning`: may print as it is (注意) */
  severity: v.picklist(['error', 'warning']),
});

export const ArtDecisionSchema = wireObject({
  outcome: v.string(),
  outcome_label: v.string(),
  /** customer, staff or system */
  by: v.picklist(['customer', 'staff', 'system']),
  by_label: v.string(),
  at: TimestampSchema,
  reasons: v.array(ArtDefectReasonSchema),
  note: v.nullable(v.string()),
});

export const ArtVersionSchema = wireObject({
  number: IdSchema,
  source: v.picklist(['customer_upload', 'design_tool', 'staff_fix', 'reorder']),
  source_label: v.string(),
  customer_file: ArtFileSchema,
  printer_file: v.nullable(ArtFileSchema),
  layout: PrintLayoutSchema,
  /** the mock-ups drawn when the version was made (the first ordered colour), kept unchanged; empty for a version made before they were kept */
  mockups: v.array(wireObject({ garment_color_id: IdSchema, file: ArtFileSchema })),
  /** the preflight findings kept when the version was made (the upload step's rules); empty when it kept none (`preflight_kept` false) */
  preflight: v.array(PreflightFindingSchema),
  preflight_kept: v.boolean(),
  note: v.nullable(v.string()),
  created_at: TimestampSchema,
  decisions: v.array(ArtDecisionSchema),
});

/** One placement's artwork: its state in words, what the customer may do, and every version. */
export const ArtJobSchema = wireObject({
  id: IdSchema,
  production_number: ProductionNumberSchema,
  placement: wireObject({ print_spec_id: IdSchema, name: NameSchema, position: v.string(), width_mm: v.number(), height_mm: v.number() }),
  method: v.string(),
  proof: ProofChoiceSchema,
  status: ArtJobStatusSchema,
  /** データ確認中, 校正確認待ち, データ不備, 製作待ち… */
  status_label: v.string(),
  /** what happens next, for the customer */
  hint: v.string(),
  /** what the customer may do now: `approve_proof`, `request_changes`, `resubmit`, `accept_as_is` */
  actions: v.array(v.string()),
  /** the reasons of the データ不備 the job is in (empty otherwise) */
  reasons: v.array(ArtDefectReasonSchema),
  /** the last day to answer ('YYYY-MM-DD') while the job waits on the customer */
  deadline: v.nullable(IsoDateSchema),
  latest_version: IdSchema,
  versions: v.array(ArtVersionSchema),
  ready_at: v.nullable(TimestampSchema),
});
export type ArtJobWire = v.InferInput<typeof ArtJobSchema>;
export type ArtJob = v.InferOutput<typeof ArtJobSchema>;

/**
 * `GET /api/orders/{number}/art_jobs` → the order's jobs, the shipping date recounted from the last
 * approval with the sentence why (null until every placement is approved), and the deadline rule.
 */
export const ArtJobListResponseSchema = wireObject({
  data: v.array(ArtJobSchema),
  meta: wireObject({
    ship_date: v.nullable(wireObject({ ship_date: IsoDateSchema, previous_ship_date: v.nullable(IsoDateSchema), reason: v.string() })),
    /** artwork-domain's deadline rule with the shop's days, one paragraph or 「・」 item per line */
    deadline_rule: v.string(),
    may_start_production: v.boolean(),
  }),
});
export type ArtJobListResponse = v.InferOutput<typeof ArtJobListResponseSchema>;

/** The version the customer saw, which must still be the latest (409 otherwise). */
const VERSION_ENTRY = { version_number: IdSchema };

/** `POST /api/art_jobs/{id}/proof_approval`: 「この内容で進める」. */
export const ArtProofApprovalRequestSchema = wireObject(VERSION_ENTRY);

/** `POST /api/art_jobs/{id}/change_requests`: 「修正を依頼する」 with what to change. */
export const ArtChangeRequestSchema = wireObject({
  ...VERSION_ENTRY,
  note: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('修正内容を入力してください'),
    v.maxLength(2000, '修正内容は2000文字以内で入力してください'),
  ),
});

/**
 * `POST /api/art_jobs/{id}/acceptance`: 「このまま進める」 on a データ不備 whose reasons are all warnings
 * (422 when one is an error, 409 for an older version).
 */
export const ArtAcceptAsIsRequestSchema = wireObject({
  ...VERSION_ENTRY,
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, 'コメントは2000文字以内で入力してください'))), null),
});

/** `POST /api/art_jobs/{id}/versions`: a new file (uploaded through the file API, or the design tool's export). */
export const ArtResubmitRequestSchema = wireObject({
  ...VERSION_ENTRY,
  source: v.picklist(['customer_upload', 'design_tool'], '再入稿の方法が正しくありません'),
  file_uuid: UuidSchema,
  layout: v.optional(v.nullable(PrintLayoutSchema), null),
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, 'コメントは2000文字以内で入力してください'))), null),
});

/** A changed job → `{ data: ArtJob }`. */
export const ArtJobResponseSchema = dataEnvelope(ArtJobSchema);
