import { lazyModal } from '../modal/lazy-modal.tsx';
import type { DrawerProps } from './drawer-panel.tsx';

export type { DrawerProps } from './drawer-panel.tsx';

// The panel (about 14 kB gzip) is a chunk of its own, loaded on first open.
const drawer = lazyModal<DrawerProps>(() => import('./drawer-panel.tsx').then((module) => module.DrawerPanel));

/**
 * Starts loading the drawer code ahead of the first open (e.g. when its trigger is hovered). The
 * promise settles once it is loaded or failed (a failed load is retried on open), so a test can
 * await it before opening a drawer.
 */
export const preloadDrawer = drawer.preload;

/**
 * A temporary side panel (modal): focus is trapped inside, Escape and a click on the scrim close
 * it, and focus returns to the control that opened it. Renders nothing until first opened, so it
 * costs nothing in server rendering and hydration.
 */
export const Drawer = drawer.Modal;
