import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpProblem } from './errors.ts';

/** Japanese summary used as `message` of a 422 (Laravel style: the first error, plus a count). */
function summary(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? '入力内容に誤りがあります。';
  return all.length > 1 ? `${first}（他${all.length - 1}件のエラー）` : first;
}

/** Valibot issues → Laravel `errors` object keyed by dotted path. */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Reads the JSON body and validates it with `schema`: malformed JSON → 400, a body that breaks the
 * schema → 422 with per-field messages. (Oversized bodies are refused earlier with 413.)
 */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown = {};
  const text = await c.req.text();
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpProblem(400, 'Malformed JSON body.');
    }
  }
  return validate(schema, raw);
}

/** Validates already-parsed input (query strings, params) the same way. */
export function validate<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const errors = issuesToErrors(result.issues);
    throw new HttpProblem(422, summary(errors), errors);
  }
  return result.output;
}

/** Parses a positive integer route parameter; anything else is a 404 (no such entry). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new HttpProblem(404, 'Not found.');
  const id = Number(raw);
  if (id > 2_147_483_647) throw new HttpProblem(404, 'Not found.');
  return id;
}
