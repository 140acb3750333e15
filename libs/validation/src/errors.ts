import * as v from 'valibot';
import { FALLBACK_CONFIG, FALLBACK_MESSAGE_MARK, fallbackMessage } from './fallback-message.ts';

/** Messages per field, keyed by dot path ('email', 'items.0.quantity'): the shape of Laravel's `errors`. */
export type FieldErrors = Record<string, string[]>;

/** Key for messages that belong to no field (the body was not an object). */
export const FORM_ERROR_KEY = '_form';

export type ValidationResult<TOutput> =
  { readonly ok: true; readonly value: TOutput } | { readonly ok: false; readonly errors: FieldErrors };

/**
 * Per-field messages from a failed safeParse result, each message once, in rule order. Parse with
 * `FALLBACK_CONFIG` so checks without a message of their own get a Japanese one naming the field.
 */
export function fieldErrors(result: { readonly issues: readonly v.BaseIssue<unknown>[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? FORM_ERROR_KEY;
    const messages = (errors[key] ??= []);
    const message = issue.message === FALLBACK_MESSAGE_MARK ? fallbackMessage(issue) : issue.message;
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/**
 * Validates `input` against `schema`: { ok: true, value } or { ok: false, errors } with per-field
 * messages; checks without a message of their own get a Japanese one (`fallbackMessage`).
 */
export function validate<const TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, FALLBACK_CONFIG);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrors(result) };
}
