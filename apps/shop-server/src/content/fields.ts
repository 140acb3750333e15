import { basename } from 'node:path';
import * as v from 'valibot';
import { excerpt } from './markdown.ts';

// Front matter value types shared by the content kinds. YAML reads `reading: 123` as a number and
// `sequence: "2"` as a string, so text accepts numbers and integers accept digit strings.

/** A date or timestamp as an ISO string; YAML may give a string or a Date, and a bare date means midnight in Japan. */
export const Timestamp = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => {
    if (value instanceof Date) return value.toISOString();
    const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+09:00` : value;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
  }),
  v.nonEmpty('is not a date'),
);
/** Required text, trimmed. */
export const Text = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.nonEmpty());
/** Text that may be left out (then ''). */
export const OptionalText = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');
/** A URL segment: lower-case letters, digits, `-` and `_`. */
export const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]*$/, 'is not a lower-case slug'));
/** An id: an integer from 1. */
export const PositiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.digits())]), v.transform(Number), v.integer(), v.minValue(1));
/** An integer, negative ones included (a sequence only orders). */
export const Int = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]), v.transform(Number), v.integer());
/** A CSS hex colour such as `#cccccc`. */
export const HexColor = v.pipe(v.string(), v.hexColor());

/** The slug from the front matter, else the file name (`faqs/ok.md` → `ok`). */
export function slugOf(slug: string | undefined, stem: string): string {
  return slug ?? basename(stem);
}

/** The excerpt written in the front matter, else the first 120 characters of the body's text. */
export function excerptOf(written: string, text: string): string {
  return written || excerpt(text, 120);
}
