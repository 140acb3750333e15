/** `GET /api/admin/audit`: owners read and filter the audit log (permission `audit.read`). */
import { ADMIN_ROUTES } from '@shop/api-contract/admin';
import { Hono } from 'hono';
import { onAdmin } from '../http/admin-route.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { readQuery } from '../http/route.ts';
import { auditPage } from './audit-service.ts';

export function auditRoutes(deps: Pick<AppDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  onAdmin(app, ADMIN_ROUTES.adminAudit, async (c) => c.json(await auditPage(deps.db, readQuery(c, ADMIN_ROUTES.adminAudit))));
  return app;
}
