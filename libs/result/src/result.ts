/** Expected refusals are values, not exceptions (CODING.md). */

/** A success carrying `value`, or a refusal carrying a typed `error`. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a success. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps a refusal. */
export function refuse<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
