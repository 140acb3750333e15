/**
 * Uploaded print data: `POST /api/files`, `GET /api/files/:uuid` and its thumbnail and preview.
 * Guests may upload: a guest's files belong to the session and pass to the customer at login
 * (auth/auth-service.ts signIn). Another owner's file answers 404 exactly like a missing one.
 */
import { API_ROUTES, buildPath, type UploadedFileWire } from '@shop/api-contract';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { PRIVATE_NO_STORE } from '../http/private-answers.ts';
import { on, readForm, readFormParts } from '../http/route.ts';
import { CONTENT_TYPES, RENDERED_KINDS } from './file-kind.ts';
import { fileKeys } from './file-keys.ts';
import { findOwnFile, type FileOwner, type FileRecord } from './file-record-store.ts';
import { FILE_MESSAGES } from './messages.ts';
import { acceptUpload } from './file-service.ts';
import { currentSession } from '../session/middleware.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpProblem(404, 'Not found.');

/** The request's owner: the logged-in customer, or the guest's session; undefined without a session. */
function ownerOf(c: Context<AppEnv>): FileOwner | undefined {
  const session = currentSession(c);
  if (!session) return undefined;
  return session.customerId !== null
    ? { customerId: session.customerId, sessionId: session.id }
    : { customerId: null, sessionId: session.id };
}

/** The wire form of a file record. */
export function fileWire(file: FileRecord): UploadedFileWire {
  return {
    uuid: file.uuid,
    kind: file.kind,
    name: file.originalName,
    size: file.byteSize,
    width: file.width,
    height: file.height,
    needs_check: file.needsCheck,
    thumbnail_url: RENDERED_KINDS.has(file.kind) ? buildPath(API_ROUTES.fileThumbnail.path, { uuid: file.uuid }) : null,
  };
}

/** `/api/files` routes. */
export function fileRoutes({ db, config, now, files }: AppDeps) {
  const app = new Hono<AppEnv>();

  /** The caller's file named by `:uuid` (404 when it is not a uuid, missing or someone else's). */
  const ownFile = async (c: Context<AppEnv>, touch: boolean) => {
    const uuid = c.req.param('uuid') ?? '';
    const owner = ownerOf(c);
    if (!owner || !UUID.test(uuid)) throw notFound();
    const file = await findOwnFile(db, owner, uuid.toLowerCase(), touch ? { now: now() } : undefined);
    if (!file) throw notFound();
    return file;
  };

  on(app, API_ROUTES.fileUpload, async (c) => {
    // The CSRF check before every POST needs a session, so there is one here (a guest's, at least).
    const owner = ownerOf(c);
    if (!owner) throw new HttpProblem(401, 'Unauthenticated.');
    const parts = await readFormParts(c);
    if (!(parts['file'] instanceof Blob)) throw new HttpProblem(422, FILE_MESSAGES.noFile, { file: [FILE_MESSAGES.noFile] });
    const { file } = await readForm(c, API_ROUTES.fileUpload, parts);
    if (file.size > config.fileLimit) throw new HttpProblem(413, FILE_MESSAGES.tooLarge(config.fileLimit));
    const upload = { name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) };
    const stored = await acceptUpload({ db, files, now, fileLimit: config.fileLimit }, owner, upload);
    return c.json({ data: fileWire(stored) }, 201);
  });

  on(app, API_ROUTES.fileShow, async (c) => c.json({ data: fileWire(await ownFile(c, true)) }));

  const image = (rendition: 'thumbnail' | 'preview') => async (c: Context<AppEnv>) => {
    const file = await ownFile(c, false);
    const bytes = RENDERED_KINDS.has(file.kind) ? await files.getBytes(fileKeys(file.uuid)[rendition]) : undefined;
    if (!bytes) throw notFound(); // pdf and ai have no renditions
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/webp',
      // One owner's print data: kept by no cache, the browser's included (a shared computer after logout).
      'Cache-Control': PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    });
  };
  on(app, API_ROUTES.fileThumbnail, image('thumbnail'));
  on(app, API_ROUTES.filePreview, image('preview'));
  on(app, API_ROUTES.fileOriginal, async (c) => {
    const file = await ownFile(c, false);
    const bytes = await files.getBytes(fileKeys(file.uuid).original);
    if (!bytes) throw notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': CONTENT_TYPES[file.kind],
      'Cache-Control': PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
      // Opened directly, an SVG runs nothing and loads nothing.
      'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
      'Content-Disposition': `inline; filename="${file.uuid}.${file.kind}"`,
    });
  });

  return app;
}
