/** Layout and help links of the design tool (the routes themselves are parsed by services/route.ts). */

/** Below this width `/designtool` uses the phone layout too. */
export const PHONE_MEDIA = '(max-width: 767.98px)';

/** The manual page of a tool or topic (opened in a new tab by the help buttons). */
export function manualUrl(slug: string): string {
  return `/designtool/${slug}`;
}
