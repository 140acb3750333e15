/** Slugs of FAQ and glossary entries: lower-case letters, digits, `-` and `_`. */
const CONTENT_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** Whether `slug` can name an entry; anything else is a 404 without asking the API. */
export function isContentSlug(slug: string | undefined): slug is string {
  return slug !== undefined && CONTENT_SLUG.test(slug);
}
