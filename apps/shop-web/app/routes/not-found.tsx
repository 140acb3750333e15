import type { Route } from './+types/not-found.ts';
import { notFound } from '../api/route-error.ts';
import { errorMeta } from '../seo/error-meta.ts';

/** Any path no page answers: 404 'This page could not be found' (spec §2 Error page). */
export function loader(): never {
  throw notFound();
}

// Same answer in the browser, without a round trip to the server.
export function clientLoader(): never {
  throw notFound();
}

export const meta: Route.MetaFunction = ({ error }) => errorMeta(error);

export default function NotFound() {
  // Never rendered: the loader always throws and the page boundary shows the error page.
  return null;
}
