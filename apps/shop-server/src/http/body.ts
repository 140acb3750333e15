import type { Context } from 'hono';
import * as v from 'valibot';
import { FALLBACK_CONFIG, fieldErrors } from '@shop/validation';
import { HttpProblem } from './errors.ts';

/** Japanese summary used as `message` of a 422 (Laravel style: the first error, plus a count). */
function summary(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? '入力内容に誤りがあります。';
  return all.length > 1 ? `${first}（他${all.length - 1}件のエラー）` : first;
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
  // Checks without a Japanese message of their own get one naming the field (libs/validation).
  const result = v.safeParse(schema, raw, FALLBACK_CONFIG);
  if (!result.success) {
    const errors = fieldErrors(result);
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
