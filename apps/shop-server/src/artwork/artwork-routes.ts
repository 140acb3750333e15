/**
 * The customer's side of the artwork loop (issue #30): `GET /api/orders/:number/art_jobs` (the
 * order's placements in words, versions, proofs, reasons, deadline, recounted shipping date) and, on
 * one job, `POST …/proof_approval` (「この内容で進める」), `…/change_requests`, `…/acceptance`
 * (「このまま進める」 on a データ不備 of warnings only) and `…/versions` (a re-upload or a design-tool export). Only the order's customer: another's order or job is 404.
 */
import { API_ROUTES } from '@shop/api-contract';
import { parseOrderNumber } from '@shop/order-domain';
import { Hono } from 'hono';
import { idParam } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';
import type { ArtworkService } from './artwork-service.ts';

export function artworkRoutes(artwork: ArtworkService) {
  const app = new Hono<AppEnv>();

  on(app, API_ROUTES.orderArtJobs, async (c) => {
    const customerId = requireCustomer(c);
    const number = c.req.param('number');
    const list = parseOrderNumber(number).ok ? await artwork.listForCustomer(customerId, number) : undefined;
    if (!list) throw notFound();
    return c.json(list);
  });

  on(app, API_ROUTES.artProofApprove, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const body = await readRequest(c, API_ROUTES.artProofApprove);
    return c.json({ data: await artwork.approveProof(customerId, id, body.versionNumber) });
  });

  on(app, API_ROUTES.artChangeRequest, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const body = await readRequest(c, API_ROUTES.artChangeRequest);
    return c.json({ data: await artwork.requestChanges(customerId, id, body.versionNumber, body.note) });
  });

  on(app, API_ROUTES.artAcceptAsIs, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const body = await readRequest(c, API_ROUTES.artAcceptAsIs);
    return c.json({ data: await artwork.acceptAsIs(customerId, id, body.versionNumber, body.note ?? null) });
  });

  on(app, API_ROUTES.artResubmit, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const body = await readRequest(c, API_ROUTES.artResubmit);
    const data = await artwork.resubmit(customerId, id, {
      versionNumber: body.versionNumber,
      source: body.source,
      fileUuid: body.fileUuid.toLowerCase(),
      layout: body.layout,
      note: body.note,
    });
    return c.json({ data }, 201);
  });

  return app;
}
