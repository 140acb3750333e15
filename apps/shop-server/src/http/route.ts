/**
 * Registering API handlers from the contract's route table: the method and path of a handler come
 * from its `API_ROUTES` entry, never from a literal here, so the server cannot drift from what the
 * client sends and the README documents. Request bodies and query strings are validated with the
 * entry's own schemas.
 */
import type { ApiRoute } from '@shop/api-contract';
import type { Context, Env, Handler, Hono } from 'hono';
import type * as v from 'valibot';
import { readBody, validate } from './body.ts';
import { HttpProblem } from './errors.ts';

/** A route-table entry that declares a JSON body. */
type WithRequest = ApiRoute & { readonly request: v.GenericSchema };
/** A route-table entry that declares a multipart/form-data body. */
type WithForm = ApiRoute & { readonly form: v.GenericSchema };
/** A route-table entry that declares a query string. */
type WithQuery = ApiRoute & { readonly query: v.GenericSchema };

/**
 * Registers `handler` for the entry's method and path: `on(app, API_ROUTES.wordList, (c) => …)`.
 * Path parameters are typed from the entry's pattern (`c.req.param('slug')`).
 */
export function on<const R extends ApiRoute, E extends Env>(app: Hono<E>, route: R, handler: Handler<E, R['path']>): void {
  app.on(route.method, route.path, handler as Handler<E>);
}

/** The JSON body checked against the entry's request schema (400 malformed, 422 invalid; see `readBody`). */
export function readRequest<R extends WithRequest>(c: Context, route: R): Promise<v.InferOutput<R['request']>> {
  return readBody(c, route.request);
}

/** The query string checked against the entry's query schema (422 invalid). */
export function readQuery<R extends WithQuery>(c: Context, route: R): v.InferOutput<R['query']> {
  return validate(route.query, c.req.query());
}

/**
 * The parts of a multipart/form-data body, unchecked: `{ name: string | File | (string | File)[] }`
 * (a part sent twice becomes an array). A body of another type reads as no parts; a broken multipart
 * body is a 400. (Oversized bodies are refused earlier with 413.)
 */
export async function readFormParts(c: Context): Promise<Record<string, unknown>> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) return {};
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new HttpProblem(400, 'Malformed multipart/form-data body.');
  }
}

/** The multipart/form-data parts checked against the entry's form schema (400 malformed, 422 invalid). */
export async function readForm<R extends WithForm>(
  c: Context,
  route: R,
  parts?: Record<string, unknown>,
): Promise<v.InferOutput<R['form']>> {
  return validate(route.form, parts ?? (await readFormParts(c)));
}
