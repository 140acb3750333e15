/**
 * Wire schemas of the back office's artwork check (issue #30): the queue of art jobs waiting for the
 * staff, one job in full (order, customer, placement and print area in mm, garment colours, inks
 * ordered, every version with its files, layout, preflight findings, mock-ups and decisions), and the
 * staff's three decisions on the version they saw: approve, データ不備 (coded reasons with their
 * edited texts, a note and the days to answer) and a staff-fixed printer's file (multipart).
 */
import * as v from 'valibot';
import { ART_JOB_STATUS_VALUES } from '../schemas/artwork.ts';
import { PrintLayoutSchema } from '../schemas/cart-print.ts';
import {
  CountSchema,
  HexColorSchema,
  IdSchema,
  IsoDateSchema,
  PAGINATION_META_ENTRIES,
  PageParamSchema,
  TimestampSchema,
  UuidSchema,
  dataEnvelope,
  wireObject,
} from '../schemas/common.ts';

/** The print methods whose artwork is checked (the catalogue's slugs). */
export const ART_METHODS = ['inkjet', 'white-inkjet', 'silkscreen'] as const;
export type ArtMethod = (typeof ART_METHODS)[number];

/** Japanese names of the methods (queue filter, job header). */
export const ART_METHOD_LABELS: Readonly<Record<ArtMethod, string>> = {
  inkjet: 'インクジェット',
  'white-inkjet': '白インクジェット',
  silkscreen: 'シルクスクリーン',
};

/** Longest free note of a staff decision (characters): artwork-domain's NOTE_MAX_LENGTH. */
const NOTE_MAX = 2000;
/** Longest text of one reason (characters): artwork-domain's REASON_TEXT_MAX_LENGTH. */
const REASON_TEXT_MAX = 1000;
/** Most business days staff may give a customer to answer. */
export const ART_DEADLINE_DAYS_MAX = 30;

/** `GET /api/admin/art-jobs` query: a method filter and the page. */
export const AdminArtQueueQuerySchema = wireObject({
  method: v.optional(v.picklist(ART_METHODS, 'プリント方法が正しくありません')),
  page: v.optional(PageParamSchema),
});
export type AdminArtQueueQuery = v.InferOutput<typeof AdminArtQueueQuerySchema>;

const PlacementSchema = wireObject({
  print_spec_id: IdSchema,
  name: v.string(),
  position: v.string(),
  /** the print area, mm */
  width_mm: v.number(),
  height_mm: v.number(),
});

/** What the queue and the job both say of a job: which order, whose, how and where it prints, its state. */
const JOB_ENTRIES = {
  id: IdSchema,
  order_number: v.string(),
  production_number: v.string(),
  customer_name: v.string(),
  method: v.string(),
  method_label: v.string(),
  placement: PlacementSchema,
  status: v.picklist(ART_JOB_STATUS_VALUES),
  status_label: v.string(),
};

/** One job of the queue. */
export const AdminArtQueueItemSchema = wireObject({
  ...JOB_ENTRIES,
  latest_version: IdSchema,
  /** the customer's file name of the latest version */
  file_name: v.string(),
  /** the order's shipping date ('YYYY-MM-DD'): the queue's first key */
  due_date: IsoDateSchema,
  /** since when the job waits on the staff (its last change) */
  waiting_since: TimestampSchema,
  /** the latest version's thumbnail for the staff (null: PDF or AI) */
  thumbnail_url: v.nullable(v.string()),
});
export type AdminArtQueueItem = v.InferOutput<typeof AdminArtQueueItemSchema>;

/** `GET /api/admin/art-jobs` → the waiting jobs, most urgent first (due date, then waiting since). */
export const AdminArtQueueResponseSchema = wireObject({
  data: v.array(AdminArtQueueItemSchema),
  meta: wireObject({
    ...PAGINATION_META_ENTRIES,
    /** waiting jobs per method, whatever the filter */
    counts: v.array(wireObject({ method: v.string(), method_label: v.string(), count: CountSchema })),
  }),
});
export type AdminArtQueueResponse = v.InferOutput<typeof AdminArtQueueResponseSchema>;

/** A file of a version, served to staff only (`url`: the bytes as stored; `preview_url`: WebP, longest side 1600 px). */
export const AdminArtFileSchema = wireObject({
  uuid: UuidSchema,
  name: v.string(),
  mime_type: v.string(),
  byte_size: CountSchema,
  /** px; null for PDF and AI */
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  sha256: v.string(),
  url: v.string(),
  preview_url: v.nullable(v.string()),
  /** where it prints inside the print area (mm from the area's top-left) with the version's layout, as `placeArtwork` fits it; null without a pixel size (PDF, AI) */
  placed: v.nullable(wireObject({ x_mm: v.number(), y_mm: v.number(), width_mm: v.number(), height_mm: v.number() })),
});
export type AdminArtFile = v.InferOutput<typeof AdminArtFileSchema>;

const ReasonSchema = wireObject({ code: v.string(), label: v.string(), text: v.string(), severity: v.picklist(['error', 'warning']) });

/** Who acted: the customer, a staff member (named; the operator's command line has no id), or the shop itself. */
const ActorSchema = wireObject({
  role: v.picklist(['customer', 'staff', 'system']),
  /** お客様, a staff member's name, コマンドライン, 自動処理 */
  label: v.string(),
  staff_id: v.nullable(IdSchema),
});

export const AdminArtDecisionSchema = wireObject({
  outcome: v.string(),
  outcome_label: v.string(),
  by: ActorSchema,
  at: TimestampSchema,
  reasons: v.array(ReasonSchema),
  note: v.nullable(v.string()),
});

export const AdminArtFindingSchema = wireObject({
  code: v.string(),
  severity: v.picklist(['error', 'warning', 'info']),
  severity_label: v.string(),
  message: v.string(),
});

export const AdminArtVersionSchema = wireObject({
  number: IdSchema,
  source: v.picklist(['customer_upload', 'design_tool', 'staff_fix', 'reorder']),
  source_label: v.string(),
  customer_file: AdminArtFileSchema,
  printer_file: v.nullable(AdminArtFileSchema),
  layout: PrintLayoutSchema,
  /** the findings kept on the version (empty when it kept none: `preflight_kept` false) */
  preflight: v.array(AdminArtFindingSchema),
  /** whether the version kept its findings; when not, `GET …/versions/:number/preflight` measures the stored file */
  preflight_kept: v.boolean(),
  mockups: v.array(wireObject({ garment_color_id: IdSchema, file: AdminArtFileSchema })),
  note: v.nullable(v.string()),
  created_by: ActorSchema,
  created_at: TimestampSchema,
  decisions: v.array(AdminArtDecisionSchema),
});
export type AdminArtVersion = v.InferOutput<typeof AdminArtVersionSchema>;

/** One job in full, for the check screen. */
export const AdminArtJobSchema = wireObject({
  ...JOB_ENTRIES,
  garment_colors: v.array(wireObject({ id: IdSchema, name: v.string(), hex: HexColorSchema, is_dark: v.boolean() })),
  /** inks ordered (silk-screen: the largest ink set; 0 for inkjet) */
  inks_ordered: CountSchema,
  ink_sets: v.array(
    wireObject({ garment_color_id: v.nullable(IdSchema), inks: v.array(wireObject({ name: v.string(), hex: v.string() })) }),
  ),
  proof: v.picklist(['wanted', 'skipped']),
  due_date: IsoDateSchema,
  waiting: v.nullable(wireObject({ since: TimestampSchema, reminder_on: IsoDateSchema, deadline: IsoDateSchema })),
  latest_version: IdSchema,
  /** the staff's decisions open now: approve_data, reject_data, staff_fix */
  actions: v.array(v.picklist(['approve_data', 'reject_data', 'staff_fix'])),
  versions: v.array(AdminArtVersionSchema),
  /** the coded reasons of a データ不備 with their templates (the form starts from them) */
  defect_reasons: v.array(
    wireObject({ code: v.string(), label: v.string(), severity: v.picklist(['error', 'warning']), template: v.string() }),
  ),
  /** the shop's business days to answer (the deadline field's default) */
  deadline_days: IdSchema,
});
export type AdminArtJob = v.InferOutput<typeof AdminArtJobSchema>;
export const AdminArtJobResponseSchema = dataEnvelope(AdminArtJobSchema);

/** `GET /api/admin/art-jobs/:id/versions/:number/preflight` → a version's findings, kept or measured now from the stored file. */
export const AdminArtPreflightResponseSchema = dataEnvelope(
  wireObject({ version_number: IdSchema, findings: v.array(AdminArtFindingSchema), measured_now: v.boolean() }),
);
export type AdminArtPreflight = v.InferOutput<typeof AdminArtPreflightResponseSchema>['data'];

/** The version the staff member saw: it must still be the latest (409 with a Japanese message otherwise). */
const VERSION_ENTRY = { version_number: IdSchema };
const NoteSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, `メモは${NOTE_MAX}文字以内で入力してください`))),
  null,
);

/** `POST /api/admin/art-jobs/:id/approval`: the data prints (the proof goes out, or production follows). */
export const AdminArtApproveRequestSchema = wireObject({ ...VERSION_ENTRY, note: NoteSchema });
export type AdminArtApproveRequest = v.InferOutput<typeof AdminArtApproveRequestSchema>;

/** `POST /api/admin/art-jobs/:id/rejection`: データ不備 with coded reasons (their texts as edited), a note and the days to answer. */
export const AdminArtRejectRequestSchema = wireObject({
  ...VERSION_ENTRY,
  reasons: v.pipe(
    v.array(
      wireObject({
        code: v.pipe(v.string(), v.maxLength(50)),
        text: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('不備の説明を入力してください'),
          v.maxLength(REASON_TEXT_MAX, `不備の説明は${REASON_TEXT_MAX}文字以内で入力してください`),
        ),
      }),
      '不備の理由を選んでください',
    ),
    v.minLength(1, '不備の理由を1つ以上選んでください'),
    v.maxLength(20, '不備の理由が多すぎます'),
  ),
  note: NoteSchema,
  /** business days to answer; absent: the shop's setting */
  deadline_days: v.optional(
    v.pipe(
      v.number('返答期限の日数を数字で入力してください'),
      v.safeInteger('返答期限の日数は整数で入力してください'),
      v.minValue(1, '返答期限は1営業日以上にしてください'),
      v.maxValue(ART_DEADLINE_DAYS_MAX, `返答期限は${ART_DEADLINE_DAYS_MAX}営業日以内にしてください`),
    ),
  ),
});
export type AdminArtRejectRequest = v.InferOutput<typeof AdminArtRejectRequestSchema>;

/** `POST /api/admin/art-jobs/:id/staff-fix` (multipart): the fixed printer's file (an image), the version fixed and a note. */
export const AdminArtStaffFixFormSchema = v.object({
  file: v.blob('修正データのファイルを選んでください'),
  version_number: v.pipe(v.string('版の番号がありません'), v.regex(/^[1-9]\d{0,8}$/, '版の番号が正しくありません')),
  note: v.optional(v.pipe(v.string(), v.maxLength(NOTE_MAX, `メモは${NOTE_MAX}文字以内で入力してください`))),
});

/** `GET /api/admin/art-jobs/:id/files/:uuid/preview`: image bytes (WebP). */
export const AdminArtImageSchema = v.blob();
