/**
 * Pages the shop server answers itself, outside the storefront's routes: the design tool (issue #12,
 * apps/designtool-web, served by apps/shop-server web/designtool.ts) on `/designtool` and
 * `/product/{code}/print-inkjet-design(-mobile)`. A link to one must load the document: a
 * client-side navigation would find no storefront route and show the 404 page.
 */
import type { LinkComponentProps } from '@shop/ui';
import { Link } from 'react-router';

const DESIGN_TOOL_PAGE = /^\/(?:designtool|product\/[^/]+\/print-inkjet-design(?:-mobile)?)\/?$/;

/** Whether a site path (query and hash allowed) is a page of the design tool rather than of the storefront. */
export function isServerPage(to: string): boolean {
  const pathname = to.replace(/[?#].*$/, '');
  return DESIGN_TOOL_PAGE.test(pathname);
}

/** The path of the design tool for a product's print order (`pid`: the stored print order's id). */
export function designToolPath(code: string, pid: string | null, { mobile = false }: { mobile?: boolean } = {}): string {
  const path = `/product/${encodeURIComponent(code)}/print-inkjet-design${mobile ? '-mobile' : ''}`;
  return pid ? `${path}?pid=${encodeURIComponent(pid)}` : path;
}

/** react-router's `Link`, loading the whole document for the server's own pages (the design tool). */
export function AppLink({ to, className, rel, children }: LinkComponentProps) {
  return (
    <Link to={to} className={className} rel={rel} reloadDocument={isServerPage(to)}>
      {children}
    </Link>
  );
}
