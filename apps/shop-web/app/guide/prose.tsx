import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isServerPage } from '../navigation/server-pages.tsx';
import { prose } from './prose.css.ts';

/**
 * The site path a click on a link inside rendered content should open in the app, or null when the
 * browser should handle it (other sites, new tabs, modified clicks, downloads, in-page anchors, and
 * the server's own pages such as the design tool).
 */
export function inAppTarget(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>,
  origin: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target !== '' && anchor.target !== '_self')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(href, origin);
  // The design tool is a page of the server, not of the app: the browser loads it.
  if (url.origin !== origin || isServerPage(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The click handler of rendered content that opens its links to the shop's own pages in the app (see `inAppTarget`). */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    const to = inAppTarget(event, window.location.origin);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };
}

/**
 * Sanitised HTML from the API (rendered Markdown with `html: false` on the server) in the help
 * pages' typography. Links to the shop's own pages navigate inside the app instead of reloading.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const onClick = useInAppLinks();
  return (
    // The div is not interactive: the handler only upgrades clicks on the native links inside (delegation), and
    // Enter on a focused link clicks it too, so keyboard users get the same in-app navigation.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated link clicks, see above
    <div className={className ? `${prose} ${className}` : prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
