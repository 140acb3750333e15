/**
 * The back office's artwork check (`/api/admin/art-jobs…`): the queue, one job, its files (staff
 * only, never cached) and the decisions approve, データ不備 and staff fix. Reading needs
 * `artwork.read`, deciding `artwork.check`; the stage, permission and staff CSRF checks come from
 * the ADMIN_ROUTES entries (http/admin-route.ts, staff/staff-session.ts).
 */
import { ADMIN_ROUTES } from '@shop/api-contract/admin';
import { type Context, Hono } from 'hono';
import { staffActor } from '../audit/audit-service.ts';
import { FILE_MESSAGES } from '../files/messages.ts';
import { currentStaff, onAdmin } from '../http/admin-route.ts';
import { idParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { PRIVATE_NO_STORE } from '../http/private-answers.ts';
import { readForm, readFormParts, readQuery, readRequest } from '../http/route.ts';
import { ART_CHECK_MESSAGES, type ArtworkCheckService } from './artwork-check-service.ts';
import type { ArtStaffActor } from './artwork-service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in staff member as the taker of a decision. */
const decider = (c: Context<AppEnv>): ArtStaffActor => ({ kind: 'staff', staffId: currentStaff(c).id, audit: staffActor(c) });

export function artworkCheckRoutes(check: ArtworkCheckService, fileLimit: number) {
  const app = new Hono<AppEnv>();

  onAdmin(app, ADMIN_ROUTES.adminArtQueue, async (c) => c.json(await check.queue(readQuery(c, ADMIN_ROUTES.adminArtQueue))));

  onAdmin(app, ADMIN_ROUTES.adminArtJob, async (c) => c.json({ data: await check.job(idParam(c)) }));

  onAdmin(app, ADMIN_ROUTES.adminArtPreflight, async (c) => c.json({ data: await check.preflightOf(idParam(c), idParam(c, 'number')) }));

  const serve = (rendition: 'original' | 'preview') => async (c: Context<AppEnv>) => {
    const uuid = c.req.param('uuid') ?? '';
    if (!UUID.test(uuid)) throw new HttpProblem(404, 'Not found.');
    const { bytes, contentType } = await check.file(idParam(c), uuid, rendition);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': contentType,
      // A customer's print data: kept by no cache, the browser's included.
      'Cache-Control': PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
      // Opened directly, an SVG runs nothing and loads nothing.
      'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    });
  };
  onAdmin(app, ADMIN_ROUTES.adminArtFile, serve('original'));
  onAdmin(app, ADMIN_ROUTES.adminArtFilePreview, serve('preview'));

  onAdmin(app, ADMIN_ROUTES.adminArtApprove, async (c) => {
    const id = idParam(c);
    const body = await readRequest(c, ADMIN_ROUTES.adminArtApprove);
    return c.json({ data: await check.approve(id, decider(c), { versionNumber: body.versionNumber, note: body.note || null }) });
  });

  onAdmin(app, ADMIN_ROUTES.adminArtReject, async (c) => {
    const id = idParam(c);
    const body = await readRequest(c, ADMIN_ROUTES.adminArtReject);
    const data = await check.reject(id, decider(c), {
      versionNumber: body.versionNumber,
      reasons: body.reasons,
      note: body.note || null,
      deadlineDays: body.deadlineDays,
    });
    return c.json({ data });
  });

  onAdmin(app, ADMIN_ROUTES.adminArtStaffFix, async (c) => {
    const id = idParam(c);
    const parts = await readFormParts(c);
    if (!(parts['file'] instanceof Blob)) throw new HttpProblem(422, ART_CHECK_MESSAGES.noFile, { file: [ART_CHECK_MESSAGES.noFile] });
    const form = await readForm(c, ADMIN_ROUTES.adminArtStaffFix, parts);
    if (form.file.size > fileLimit) throw new HttpProblem(413, FILE_MESSAGES.tooLarge(fileLimit));
    const upload = { name: form.file instanceof File ? form.file.name : '', bytes: new Uint8Array(await form.file.arrayBuffer()) };
    const data = await check.staffFix(id, decider(c), {
      versionNumber: Number(form.version_number),
      note: form.note?.trim() || null,
      upload,
    });
    return c.json({ data }, 201);
  });

  return app;
}
