/**
 * Saved designs in the database (`designs`, migration 014): every statement `/api/designs` runs.
 * Each read and write names the customer, so the id of another customer's design finds nothing.
 */
import { API_ROUTES, buildPath, type DesignMethod, type DesignSummaryWire, type DesignWire } from '@shop/api-contract';
import { one, type Queryable } from '../db/db.ts';

/** What a save stores besides the document: copied out of it, or sent beside it. */
export interface DesignFields {
  name: string;
  productCode: string | null;
  method: DesignMethod;
  /** The document as checked by parseDesignDocument. */
  document: unknown;
  thumbnailFileUuid: string | null;
  /** Every upload the design cites (thumbnail and images), kept from the orphan job. */
  fileUuids: readonly string[];
}

interface SummaryRow {
  id: string;
  name: string;
  product_code: string | null;
  method: DesignMethod;
  thumbnail_file_uuid: string | null;
  revision: number;
  created_at: Date;
  updated_at: Date;
}

interface DesignRow extends SummaryRow {
  document: Record<string, unknown> | string;
}

const SUMMARY_COLUMNS = 'id, name, product_code, method, thumbnail_file_uuid, revision, created_at, updated_at';
const COLUMNS = `${SUMMARY_COLUMNS}, document`;

/** The design as the list answers it. */
export function designSummaryWire(row: SummaryRow): DesignSummaryWire {
  return {
    id: row.id,
    name: row.name,
    product_code: row.product_code,
    method: row.method,
    thumbnail_url: row.thumbnail_file_uuid ? buildPath(API_ROUTES.fileThumbnail.path, { uuid: row.thumbnail_file_uuid }) : null,
    revision: row.revision,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The design with its document. */
export function designWire(row: DesignRow): DesignWire {
  const document = typeof row.document === 'string' ? (JSON.parse(row.document) as Record<string, unknown>) : row.document;
  return { ...designSummaryWire(row), thumbnail_file_uuid: row.thumbnail_file_uuid, document };
}

/** One page of the customer's designs, the latest saved first, and how many there are. */
export async function designsOf(
  db: Queryable,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<SummaryRow>(`select ${SUMMARY_COLUMNS} from designs where customer_id = $1 order by updated_at desc, id limit $2 offset $3`, [
      customerId,
      page.limit,
      page.offset,
    ]),
    db.query<{ n: number }>('select count(*)::int as n from designs where customer_id = $1', [customerId]),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One design of the customer (undefined when missing or someone else's). */
export function designOf(db: Queryable, customerId: number, id: string): Promise<DesignRow | undefined> {
  return one<DesignRow>(db, `select ${COLUMNS} from designs where customer_id = $1 and id = $2`, [customerId, id]);
}

/** Stores a new design at revision 1. */
export async function insertDesign(db: Queryable, customerId: number, id: string, fields: DesignFields, at: Date): Promise<DesignRow> {
  const row = await one<DesignRow>(
    db,
    `insert into designs (id, customer_id, name, product_code, method, document, thumbnail_file_uuid, file_uuids, revision, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::uuid[], 1, $9, $9) returning ${COLUMNS}`,
    [
      id,
      customerId,
      fields.name,
      fields.productCode,
      fields.method,
      JSON.stringify(fields.document),
      fields.thumbnailFileUuid,
      [...fields.fileUuids],
      at,
    ],
  );
  if (!row) throw new Error('design insert returned no row');
  return row;
}

/**
 * Replaces a design saved at `revision` and moves it to the next revision. Undefined when no design
 * of the customer has that id and revision (missing, someone else's, or saved since: see `designOf`).
 * `thumbnailFileUuid` undefined keeps the thumbnail.
 */
export function updateDesign(
  db: Queryable,
  customerId: number,
  id: string,
  revision: number,
  fields: Omit<DesignFields, 'thumbnailFileUuid'> & { thumbnailFileUuid: string | null | undefined },
  at: Date,
): Promise<DesignRow | undefined> {
  const keep = fields.thumbnailFileUuid === undefined;
  return one<DesignRow>(
    db,
    `update designs set name = $4, product_code = $5, method = $6, document = $7::jsonb,
       thumbnail_file_uuid = case when $8::boolean then thumbnail_file_uuid else $9::uuid end,
       file_uuids = case when $8::boolean and thumbnail_file_uuid is not null then array_append($10::uuid[], thumbnail_file_uuid) else $10::uuid[] end,
       revision = revision + 1, updated_at = $11
     where customer_id = $1 and id = $2 and revision = $3 returning ${COLUMNS}`,
    [
      customerId,
      id,
      revision,
      fields.name,
      fields.productCode,
      fields.method,
      JSON.stringify(fields.document),
      keep,
      fields.thumbnailFileUuid ?? null,
      [...fields.fileUuids],
      at,
    ],
  );
}

/** Deletes a design of the customer; false when it is missing or someone else's. */
export async function deleteDesign(db: Queryable, customerId: number, id: string): Promise<boolean> {
  return (await db.query('delete from designs where customer_id = $1 and id = $2 returning id', [customerId, id])).length > 0;
}
