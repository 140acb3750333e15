/** The link to the login page that comes back afterwards (spec §6 guard; checked by return-to.ts on arrival). */

/** The login page that returns to `path` (path, query and hash of the page wanted) afterwards. */
export function loginHref(path: string): string {
  return `/login?${new URLSearchParams({ return_to: path }).toString()}`;
}
