import { Suspense, lazy, useState } from 'react';
import type { DrawerProps } from './drawer-panel.tsx';

export type { DrawerProps } from './drawer-panel.tsx';

// The panel (Radix Dialog, focus trap, scroll lock: about 14 kB gzip) is only needed once a drawer
// opens, so it is a separate chunk, outside the first page's JavaScript.
const loadPanel = () => import('./drawer-panel.tsx');
const LazyPanel = lazy(() => loadPanel().then((module) => ({ default: module.DrawerPanel })));

/**
 * Starts loading the drawer code ahead of the first open (e.g. when its trigger is hovered). The
 * promise settles once it is loaded or failed (a failed load is retried on open), so a test can
 * await it before opening a drawer.
 */
export function preloadDrawer(): Promise<void> {
  return loadPanel().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A temporary side panel (modal): focus is trapped inside, Escape and a click on the scrim close
 * it, and focus returns to the control that opened it. Renders nothing until first opened, so it
 * costs nothing in server rendering and hydration.
 */
export function Drawer(props: DrawerProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
