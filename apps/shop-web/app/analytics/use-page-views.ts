import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pushPageView, type DataLayerHost } from './page-view.ts';

/** Pushes one page-view event per route change (after the new page's title is in place). */
export function usePageViews(): void {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    // StrictMode runs effects twice in development; one route change is one event.
    if (lastPath.current === path) return;
    lastPath.current = path;
    pushPageView(window as DataLayerHost, { page_path: path, page_location: window.location.href, page_title: document.title });
  }, [path]);
}
