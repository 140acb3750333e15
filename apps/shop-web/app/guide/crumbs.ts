/** Breadcrumb trails of the help pages: the visible breadcrumb list and its BreadcrumbList JSON-LD. */
import { breadcrumbJsonLd, canonicalUrl } from '../seo/meta.ts';

/** One step of a breadcrumb trail: its label and site path. */
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

/** Schema.org BreadcrumbList of a trail, with absolute URLs on `publicUrl`. */
export function trailJsonLd(publicUrl: string, trail: readonly Crumb[]): object {
  return breadcrumbJsonLd(trail.map((crumb) => ({ name: crumb.name, url: canonicalUrl(publicUrl, crumb.path) })));
}
