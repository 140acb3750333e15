/**
 * `POST /__admin/commands`: the operator's command line, forwarded to the running server when it
 * holds the embedded database (admin-file.ts). Loopback only, with the token of `<DATA_DIR>/admin.json`;
 * it runs the very same `runAdminCommand` the command line runs against PostgreSQL.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { runAdminCommand } from './commands.ts';

export const ADMIN_COMMAND_PATH = '/__admin/commands';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Mounts the route; `token()` answers the current token (null until the server listens). */
export function mountAdminRoute(app: Hono<AppEnv>, deps: AppDeps, token: () => string | null): void {
  app.post(ADMIN_COMMAND_PATH, async (c) => {
    const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    const expected = token();
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!remote || !LOOPBACK.has(remote) || !expected || !given || !sameToken(given, expected)) {
      return c.json({ message: 'Not found' }, 404);
    }
    const body = (await c.req.json().catch(() => null)) as { args?: unknown } | null;
    const args = body?.args;
    if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
      return c.json({ message: 'Expected {"args": string[]}' }, 422);
    }
    return c.json(await runAdminCommand(args, deps));
  });
}
