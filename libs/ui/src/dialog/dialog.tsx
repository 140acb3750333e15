import { Suspense, lazy, useState } from 'react';
import type { DialogProps } from './dialog-panel.tsx';

export type { DialogProps } from './dialog-panel.tsx';

// The panel (Radix Dialog, focus trap, scroll lock) is only needed once a dialog opens: a chunk of
// its own, outside the page's first JavaScript (the drawer's panel shares most of it).
const loadPanel = () => import('./dialog-panel.tsx');
const LazyPanel = lazy(() => loadPanel().then((module) => ({ default: module.DialogPanel })));

/** Starts loading the dialog code ahead of the first open; settles once loaded or failed (retried on open). */
export function preloadDialog(): Promise<void> {
  return loadPanel().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A modal dialog in the middle of the screen: focus trapped inside, closed by Escape, its close
 * button or the scrim, focus back to the opener. Renders nothing until first opened.
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
