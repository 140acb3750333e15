/**
 * Saved designs of the design tool (`/api/designs`, issue #12): a logged-in customer's own only;
 * another customer's design answers 404 exactly like a missing one. The document is checked with
 * the editor's own reader (`parseDesignDocument` of libs/design-document, which also migrates an
 * older version) and stored as it comes out of it; `revision` guards against a save made from a
 * stale copy (two tabs, two devices): 409.
 */
import { randomUUID } from 'node:crypto';
import { API_ROUTES, DESIGNS_PER_PAGE } from '@shop/api-contract';
import { parseDesignDocument, type DesignDocument, type Shape } from '@shop/design-document/model';
import { type Context, Hono } from 'hono';
import {
  designOf,
  designsOf,
  designSummaryWire,
  designWire,
  deleteDesign,
  insertDesign,
  updateDesign,
  type DesignFields,
} from './design-store.ts';
import { ownFileUuids } from '../files/file-service.ts';
import { HttpProblem } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readQuery, readRequest } from '../http/route.ts';
import { pageWindow } from '../catalog/pagination.ts';
import { currentSession, requireCustomer } from '../session/middleware.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Answers of refused design calls. A 422 may reach the shopper, so like every 422 of the API it
 * starts in Japanese; the precise English reason follows for developers.
 */
export const DESIGN_MESSAGES = {
  /** Missing and another customer's alike (the cart's and address book's wording). */
  noItem: 'No item exists.',
  invalidDocument: (reason: string) => `デザインデータを読み込めません。The design document is invalid: ${reason}.`,
  foreignThumbnail:
    'サムネイル画像が見つかりません。thumbnail_file_uuid names no upload of yours (upload the image with POST /api/files first).',
  stale: (id: string, sent: number, current: number) =>
    `Design ${id} was saved again since revision ${sent} (it is at revision ${current}); reload it and apply the change to the current revision.`,
  tooLarge: (limit: number) => `A design may be at most ${limit} bytes of JSON (${limit / 1024 / 1024} MiB); this request is larger.`,
} as const;

const noItem = () => new HttpProblem(404, DESIGN_MESSAGES.noItem);

/** The `:id` of the path, lower-cased; anything but a uuid names no design (404). */
function designId(c: Context<AppEnv>): string {
  const raw = c.req.param('id') ?? '';
  if (!UUID.test(raw)) throw noItem();
  return raw.toLowerCase();
}

/** Every image upload a list of shapes cites, through groups. */
function imageUuids(shapes: readonly Shape[], into: Set<string>): Set<string> {
  for (const shape of shapes) {
    if (shape.type === 'image' && UUID.test(shape.fileUuid)) into.add(shape.fileUuid.toLowerCase());
    else if (shape.type === 'group') imageUuids(shape.children, into);
  }
  return into;
}

/** The document checked and migrated by the editor's reader (422 naming the first problem). */
function readDocument(raw: unknown): DesignDocument {
  const result = parseDesignDocument(raw);
  if (!result.ok) {
    const message = DESIGN_MESSAGES.invalidDocument(result.reason);
    throw new HttpProblem(422, message, { document: [message] });
  }
  return result.document;
}

/** `/api/designs` routes. */
export function designRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();

  /** What a save stores: the checked document, the fields copied out of it, the uploads it cites. */
  const fieldsOf = async (
    c: Context<AppEnv>,
    customerId: number,
    body: { document: unknown; thumbnailFileUuid?: string | null | undefined },
  ): Promise<Omit<DesignFields, 'thumbnailFileUuid'> & { thumbnailFileUuid: string | null | undefined }> => {
    const document = readDocument(body.document);
    const thumbnail = body.thumbnailFileUuid?.toLowerCase() ?? body.thumbnailFileUuid;
    const cited = new Set<string>();
    for (const page of document.pages) imageUuids(page.shapes, cited);
    if (thumbnail) cited.add(thumbnail);
    // Only the caller's own uploads are kept alive by the design; images of others are left to expire.
    const owned = await ownFileUuids(db, { customerId, sessionId: currentSession(c)?.id }, [...cited]);
    if (thumbnail && !owned.has(thumbnail)) {
      throw new HttpProblem(422, DESIGN_MESSAGES.foreignThumbnail, { thumbnail_file_uuid: [DESIGN_MESSAGES.foreignThumbnail] });
    }
    return {
      name: document.name,
      productCode: document.product?.code ?? null,
      method: document.method,
      document,
      thumbnailFileUuid: thumbnail,
      fileUuids: [...owned],
    };
  };

  on(app, API_ROUTES.designList, async (c) => {
    const customerId = requireCustomer(c);
    const { page = 1 } = readQuery(c, API_ROUTES.designList);
    const window = pageWindow(page, DESIGNS_PER_PAGE);
    const { rows, total } = await designsOf(db, customerId, window);
    return c.json({ data: rows.map(designSummaryWire), meta: window.meta(total) });
  });

  on(app, API_ROUTES.designCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.designCreate);
    const fields = await fieldsOf(c, customerId, body);
    const row = await insertDesign(
      db,
      customerId,
      randomUUID(),
      { ...fields, thumbnailFileUuid: fields.thumbnailFileUuid ?? null },
      new Date(now()),
    );
    return c.json({ data: designWire(row) }, 201);
  });

  on(app, API_ROUTES.designShow, async (c) => {
    const customerId = requireCustomer(c);
    const row = await designOf(db, customerId, designId(c));
    if (!row) throw noItem();
    return c.json({ data: designWire(row) });
  });

  on(app, API_ROUTES.designUpdate, async (c) => {
    const customerId = requireCustomer(c);
    // The body is read before the design is looked for: a malformed body gets the same answer on any id.
    const body = await readRequest(c, API_ROUTES.designUpdate);
    const id = designId(c);
    const fields = await fieldsOf(c, customerId, body);
    const row = await updateDesign(db, customerId, id, body.revision, fields, new Date(now()));
    if (row) return c.json({ data: designWire(row) });
    const current = await designOf(db, customerId, id);
    if (!current) throw noItem();
    throw new HttpProblem(409, DESIGN_MESSAGES.stale(id, body.revision, current.revision));
  });

  on(app, API_ROUTES.designDelete, async (c) => {
    const customerId = requireCustomer(c);
    if (!(await deleteDesign(db, customerId, designId(c)))) throw noItem();
    return c.body(null, 204);
  });

  return app;
}
