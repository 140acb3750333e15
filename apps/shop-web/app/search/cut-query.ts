/**
 * Search text as the API accepts it. The API limits queries to 200 "characters" counted as UTF-16
 * code units (JavaScript `length`), so an emoji or a rare kanji such as 𠮷 counts twice. Cutting by
 * code points instead lets e.g. 150 emoji through and the API answers 422 (an error page).
 */

/** Longest search query the API accepts, in UTF-16 code units. */
export const MAX_QUERY_UNITS = 200;

/** `text` trimmed and cut to at most `max` UTF-16 code units, never splitting a surrogate pair. */
export function cutQuery(text: string, max: number = MAX_QUERY_UNITS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  // A high surrogate at the end is the first half of a character cut in two: drop it.
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
