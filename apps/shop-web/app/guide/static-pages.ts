/**
 * The help pages whose body is a static page of the API (`GET /api/pages/{path}`): guidance, info,
 * the design-tool manual, the references (design guide, templates, free fonts, size chart, size
 * guide) and the catalogue list. The URL path is the API path
 * with a leading slash; each entry names the breadcrumb steps between home and the page.
 */
import type { Crumb } from '../navigation/trail.ts';
import { DESIGNTOOL_MANUAL } from './designtool-manual.ts';

/** Breadcrumb step of the order-flow guide, parent of the three detailed flows. */
export const TIMELINES_CRUMB: Crumb = { name: 'ご注文の流れ', path: '/guidance/timelines' };

/** Breadcrumb step above the twenty manual pages: the design tool itself (a page of the server, not of the storefront). */
export const DESIGNTOOL_CRUMB: Crumb = { name: 'デザインツール', path: '/designtool' };

const entries: [path: string, parents: readonly Crumb[]][] = [
  ['/guidance/delivery', []],
  ['/guidance/faq', []],
  ['/guidance/inkjet', []],
  ['/guidance/payment', []],
  ['/guidance/point', []],
  ['/guidance/price', []],
  ['/guidance/screen', []],
  ['/guidance/timelines', []],
  ['/guidance/white_inkjet', []],
  ['/guidance/timelines/designtool', [TIMELINES_CRUMB]],
  ['/guidance/timelines/screen-printing', [TIMELINES_CRUMB]],
  ['/guidance/timelines/submit-data', [TIMELINES_CRUMB]],
  ['/info/contactus', []],
  ['/info/notice', []],
  ['/info/privacy', []],
  ['/info/systemrequirements', []],
  ['/info/terms', []],
  ...DESIGNTOOL_MANUAL.map(({ slug }): [string, readonly Crumb[]] => [`/designtool/${slug}`, [DESIGNTOOL_CRUMB]]),
  ['/reference/design', []],
  ['/reference/templates', []],
  ['/reference/fonts', []],
  ['/reference/size-chart', []],
  ['/reference/size-guide', []],
  ['/catalog/list', []],
];

const PARENTS: ReadonlyMap<string, readonly Crumb[]> = new Map(entries);

/** A static page known to the storefront: the API path and the crumbs above it. */
export interface StaticPageRef {
  /** Path for `GET /api/pages/{path}` (`guidance/timelines/designtool`). */
  apiPath: string;
  /** Site path of the page (`/guidance/timelines/designtool`), used for canonical URLs. */
  path: string;
  parents: readonly Crumb[];
}

/** The static page a URL path shows (a trailing slash is ignored), or null when there is none. */
export function staticPageAt(pathname: string): StaticPageRef | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parents = PARENTS.get(path);
  return parents ? { apiPath: path.slice(1), path, parents } : null;
}
