/**
 * The current page's print checks, computed once per page version for every component that shows
 * them (the canvas's marks, the status area), and not while a gesture is in progress: a drag
 * changes the page on every frame, and the checks of where the shapes started stay shown until the
 * shapes land.
 */
import type { InkPalette } from '@shop/design-document';
import type { Page } from '@shop/design-document/model';
import { useRef } from 'react';
import { useEditorValue } from '../editor/editor-context.tsx';
import { usePalette } from '../editor/palette-context.tsx';
import { checkPage, type PageChecks } from './checks.ts';

const cache = new WeakMap<Page, { palette: InkPalette; method: string; checks: PageChecks }>();

export function usePageChecks(): PageChecks {
  const document = useEditorValue((e) => e.document);
  const page = useEditorValue((e) => e.page);
  const busy = useEditorValue((e) => e.inTransient);
  const palette = usePalette();
  const last = useRef<PageChecks | null>(null);
  if (busy && last.current) return last.current;
  const cached = cache.get(page);
  if (cached && cached.palette === palette && cached.method === document.method) {
    last.current = cached.checks;
    return cached.checks;
  }
  const checks = checkPage(document, page, palette.length > 0 ? palette : undefined);
  cache.set(page, { palette, method: document.method, checks });
  last.current = checks;
  return checks;
}
