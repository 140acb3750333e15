import { Outlet } from 'react-router';
import type { Route } from './+types/page-boundary.ts';
import { LazyErrorPage } from '../errors/lazy-error-page.tsx';

/** Pathless route whose only job is to show page errors inside the default layout. */
export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyErrorPage error={error} />;
}
