/**
 * Breadcrumb trails of the shop's pages: each step's label and site path. The same trail gives the
 * visible breadcrumbs (`TrailBreadcrumbs`) and the page's Schema.org BreadcrumbList (`trailJsonLd`).
 */
import { breadcrumbJsonLd, canonicalUrl } from '../seo/meta.ts';

/** One step of a breadcrumb trail: its label and site path (`/blog`). */
export interface Crumb {
  name: string;
  path: string;
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { name: 'ホーム', path: '/' };

/** Home, then `parents`, then the page itself. */
export function trailOf(parents: readonly Crumb[], page: Crumb): Crumb[] {
  return [HOME_CRUMB, ...parents, page];
}

/** Schema.org BreadcrumbList of a trail, with absolute URLs on the public origin. */
export function trailJsonLd(publicUrl: string, trail: readonly Crumb[]): object {
  return breadcrumbJsonLd(trail.map((crumb) => ({ name: crumb.name, url: canonicalUrl(publicUrl, crumb.path) })));
}
