/**
 * Requests that never crossed a socket: the storefront's SSR loaders call the API through
 * `app.fetch(request, env)` in this process. Such a request carries a private env object as its
 * Hono binding; a request from outside arrives through @hono/node-server, whose env is
 * `{ incoming, outgoing }`, so no header, cookie or body can make a request look in-process.
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.ts';

/** The marker: compared by identity, and never exported. */
const IN_PROCESS_ENV: object = Object.freeze({ inProcess: true });

/** A fetch that sends requests to `app` in-process, marked as such (for SSR loaders). */
export function inProcessFetch(app: Hono<AppEnv>) {
  return (input: Request | URL | string, init?: RequestInit): Promise<Response> =>
    Promise.resolve(app.fetch(new Request(input, init), IN_PROCESS_ENV));
}

/** Whether the request was sent by `inProcessFetch` (not over HTTP). */
export function isInProcess(c: Context): boolean {
  return c.env === IN_PROCESS_ENV;
}
