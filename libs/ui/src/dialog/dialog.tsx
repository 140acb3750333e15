import { lazyModal } from '../modal/lazy-modal.tsx';
import type { DialogProps } from './dialog-panel.tsx';

export type { DialogProps } from './dialog-panel.tsx';

// The panel is a chunk of its own, loaded on first open (the drawer's panel shares most of it).
const dialog = lazyModal<DialogProps>(() => import('./dialog-panel.tsx').then((module) => module.DialogPanel));

/** Starts loading the dialog code ahead of the first open; settles once loaded or failed (retried on open). */
export const preloadDialog = dialog.preload;

/**
 * A modal dialog in the middle of the screen: focus trapped inside, closed by Escape, its close
 * button or the scrim, focus back to the opener. Renders nothing until first opened.
 */
export const Dialog = dialog.Modal;
