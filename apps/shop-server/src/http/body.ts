import type { Context } from 'hono';
import * as v from 'valibot';
import { MAX_DB_INTEGER } from '@shop/api-contract';
import { FALLBACK_CONFIG, fieldErrors } from '@shop/validation';
import { HttpProblem } from './errors.ts';

/** Japanese summary used as `message` of a 422 (Laravel style: the first error, plus a count). */
function summary(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? '入力内容に誤りがあります。';
  return all.length > 1 ? `${first}（他${all.length - 1}件のエラー）` : first;
}

/** Answers to a body with text the database cannot store; shoppers may see them, so they are Japanese. */
export const UNSTORABLE_TEXT_MESSAGES = {
  /** U+0000: PostgreSQL text cannot hold it. */
  nul: 'リクエストに使用できない文字（NUL）が含まれています。',
  /** A lone surrogate (`\udc00` in JSON): not well-formed Unicode, it has no UTF-8 form. */
  illFormed: 'リクエストに使用できない文字（壊れた文字）が含まれています。',
} as const;

/** In Unicode mode, \p{Cs} matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with one string, if anything. */
function textProblem(text: string): keyof typeof UNSTORABLE_TEXT_MESSAGES | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'illFormed';
  return undefined;
}

/**
 * The first string (key or value, at any depth) of a parsed JSON value that the database cannot
 * store, as the kind of problem; undefined when all text is storable. Walks with an explicit stack,
 * so a deeply nested body (bounded only by the body limit) cannot overflow the call stack.
 */
export function unstorableText(value: unknown): keyof typeof UNSTORABLE_TEXT_MESSAGES | undefined {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      const problem = textProblem(next);
      if (problem) return problem;
    } else if (Array.isArray(next)) {
      // One push per element: spreading a huge array into push() would exceed the argument limit.
      for (const inner of next) stack.push(inner);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(inner);
      }
    }
  }
  return undefined;
}

/**
 * Reads the JSON body and validates it with `schema`: malformed JSON → 400, a string or key with
 * U+0000 or a lone surrogate anywhere → 400 (the database cannot store them), a body that breaks
 * the schema → 422 with per-field messages. (Oversized bodies are refused earlier with 413.)
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
    const problem = unstorableText(raw);
    if (problem) throw new HttpProblem(400, UNSTORABLE_TEXT_MESSAGES[problem]);
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
  if (id > MAX_DB_INTEGER) throw new HttpProblem(404, 'Not found.');
  return id;
}
