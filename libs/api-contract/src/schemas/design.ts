/**
 * Designs saved from the design tool (`/api/designs`, logged-in customers, their own only).
 *
 * The `document` travels as the editor keeps it: the design document JSON of libs/design-document
 * (camelCase keys, a `version`), never re-cased — the api-client sends it verbatim and the response
 * schema leaves it untouched. This contract (a util library) does not know the document's shape:
 * the server checks it with `parseDesignDocument` (422 naming the first problem) and a reader passes
 * it to `parseDesignDocument` too, which also migrates an older version.
 */
import * as v from 'valibot';
import { dataEnvelope, paginated, TimestampSchema, UuidSchema, wireObject } from './common.ts';

/** Largest body of `POST`/`PUT /api/designs`, bytes (2 MiB): a larger design answers 413. */
export const DESIGN_BODY_LIMIT = 2 * 1024 * 1024;
/** Designs per page of `GET /api/designs`. */
export const DESIGNS_PER_PAGE = 20;

/** Print methods a design is made for (the document's `method`). */
export const DESIGN_METHODS = ['inkjet', 'white-inkjet', 'silkscreen'] as const;
export const DesignMethodSchema = v.picklist(DESIGN_METHODS);
export type DesignMethod = v.InferOutput<typeof DesignMethodSchema>;

/** The design document as JSON (checked by the server with parseDesignDocument; keys kept as they are). */
export const DesignDocumentJsonSchema = v.record(v.string(), v.unknown());
export type DesignDocumentJson = v.InferOutput<typeof DesignDocumentJsonSchema>;

/** A revision number: 1 for a new design, one more per save. */
export const RevisionSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(2_147_483_647));

const SUMMARY_ENTRIES = {
  id: UuidSchema,
  /** The document's name. */
  name: v.string(),
  /** The document's product code; null while designing without a product. */
  product_code: v.nullable(v.string()),
  method: DesignMethodSchema,
  /** Root-relative URL of the thumbnail's image (`/api/files/{uuid}/thumbnail`), or null. */
  thumbnail_url: v.nullable(v.string()),
  revision: RevisionSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/** One design in the list (no document). */
export const DesignSummarySchema = wireObject(SUMMARY_ENTRIES);
export type DesignSummaryWire = v.InferInput<typeof DesignSummarySchema>;
export type DesignSummary = v.InferOutput<typeof DesignSummarySchema>;

/** One design with its document. */
export const DesignSchema = wireObject({
  ...SUMMARY_ENTRIES,
  thumbnail_file_uuid: v.nullable(UuidSchema),
  document: DesignDocumentJsonSchema,
});
export type DesignWire = v.InferInput<typeof DesignSchema>;
export type Design = v.InferOutput<typeof DesignSchema>;

/**
 * `POST /api/designs`: the document and, optionally, an uploaded image of the caller's (`POST
 * /api/files`, e.g. the editor's PNG preview) shown as the design's thumbnail.
 */
export const DesignCreateRequestSchema = wireObject({
  document: DesignDocumentJsonSchema,
  thumbnail_file_uuid: v.optional(v.nullable(UuidSchema)),
});

/**
 * `PUT /api/designs/{id}`: the whole document and the `revision` it was edited from (409 when the
 * design has been saved since). `thumbnail_file_uuid` left out keeps the thumbnail; null removes it.
 */
export const DesignUpdateRequestSchema = wireObject({
  document: DesignDocumentJsonSchema,
  revision: RevisionSchema,
  thumbnail_file_uuid: v.optional(v.nullable(UuidSchema)),
});

/** `GET /api/designs` → `{ data: DesignSummary[], meta }`, newest change first. */
export const DesignListResponseSchema = paginated(DesignSummarySchema);

/** `GET`, `POST` (201) and `PUT /api/designs/{id}` → `{ data: Design }`. */
export const DesignResponseSchema = dataEnvelope(DesignSchema);
