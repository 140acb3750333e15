/**
 * The contact form's values and their checks. The rules and Japanese messages come from
 * `@shop/validation` (the same schema the API validates with), so the browser and the server word a
 * mistake the same way.
 */
import { INQUIRY_CATEGORIES, InquirySchema, validate } from '@shop/validation';

/** The form's fields, in the order they appear (wire names). */
export const INQUIRY_FIELDS = ['name', 'email', 'category', 'title', 'contents'] as const;

export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** What the shopper typed; `category` is '' until one is chosen. */
export type InquiryValues = Record<InquiryField, string>;

/** One message per field, for the fields that have one. */
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

/** An untouched form. */
export const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', category: '', title: '', contents: '' };

/** Whether `key` names a field of the form. */
export function isInquiryField(key: string): key is InquiryField {
  return (INQUIRY_FIELDS as readonly string[]).includes(key);
}

/** The first message of each field that breaks a rule; empty when the form can be sent. */
export function inquiryErrors(values: InquiryValues): InquiryFieldErrors {
  const result = validate(InquirySchema, values);
  if (result.ok) return {};
  return firstMessages(result.errors);
}

/** The first message per form field of a Laravel-style `errors` body; other keys are dropped. */
export function firstMessages(errors: Readonly<Record<string, readonly string[]>>): InquiryFieldErrors {
  const messages: InquiryFieldErrors = {};
  for (const [key, list] of Object.entries(errors)) {
    const first = list[0];
    if (isInquiryField(key) && first !== undefined && messages[key] === undefined) messages[key] = first;
  }
  return messages;
}

/** Whether the values pass every rule (the confirmation page only shows such values). */
export function isCompleteInquiry(values: InquiryValues): boolean {
  return validate(InquirySchema, values).ok;
}

/** The Japanese label of a category id, or the id itself when it is unknown. */
export function categoryLabel(id: string): string {
  return INQUIRY_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** Characters as the length rules count them (code points: an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The five fields of an unknown value (a request body), as strings; anything missing is ''. */
export function toInquiryValues(input: unknown): InquiryValues {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const read = (key: InquiryField) => (typeof source[key] === 'string' ? source[key] : '');
  return { name: read('name'), email: read('email'), category: read('category'), title: read('title'), contents: read('contents') };
}
