/** Fills a Hono-style path pattern with values: `buildPath('/api/cart_items/:id', { id: 5 })`. */

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g;

/**
 * Replaces each `:name` with its value, URL-encoded. A `:name{...}` parameter may span several
 * segments (`guidance/delivery`): each segment is encoded and the slashes kept.
 */
export function buildPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(PARAM, (_match, name: string, regex: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`${pattern}: missing path parameter "${name}"`);
    const text = String(value);
    if (regex === undefined) return encodeURIComponent(text);
    return text
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/');
  });
}
