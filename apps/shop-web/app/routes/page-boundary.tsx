import { Outlet } from 'react-router';
import type { Route } from './+types/page-boundary.ts';
import { SafeErrorPage } from '../errors/error-page.tsx';

/** Pathless route whose only job is to show page errors inside the default layout. */
export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SafeErrorPage error={error} />;
}
