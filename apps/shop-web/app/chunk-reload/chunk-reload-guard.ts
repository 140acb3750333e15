/**
 * Recovery from a failed script-chunk load (spec §8: "The page reloads, at most once per 60 seconds").
 * After a deploy, an open tab may ask for a chunk that no longer exists; one reload fetches the new
 * HTML and manifest. The time of the last reload is kept in sessionStorage so that a chunk that is
 * broken for good cannot start a reload loop.
 */

/** sessionStorage key holding the epoch ms of the last chunk-error reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'shop:chunk-reload-at';
/** Minimum time between two automatic reloads (ms). */
export const CHUNK_RELOAD_INTERVAL = 60_000;

/** The storage calls the guard needs (sessionStorage in the browser). */
export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Messages of failed dynamic imports in Chromium, Firefox and Safari, and of Vite's preload helper.
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

/** True when `error` says a script or style chunk could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(`${error.name}: ${error.message}`));
}

/**
 * Reloads the page unless it already did so less than 60 s ago; returns whether it reloaded.
 * When storage is unavailable the guard cannot remember, so it does not reload (no loop risk).
 */
export function reloadOnceForChunkError({
  storage,
  now,
  reload,
}: {
  storage: ReloadStorage;
  /** epoch ms */
  now: number;
  reload: () => void;
}): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Reloads (guarded) after a chunk error in the browser; a no-op for any other error. */
export function handlePossibleChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  return reloadOnceForChunkError({ storage: window.sessionStorage, now: Date.now(), reload: () => window.location.reload() });
}

/**
 * Listens for chunk failures that happen outside rendering: Vite's `vite:preloadError` and
 * unhandled rejections of dynamic imports. Returns the function that removes the listeners.
 */
export function installChunkReloadGuard(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (handlePossibleChunkError(payload instanceof Error ? payload : new Error('Unable to preload CSS'))) {
      event.preventDefault();
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (handlePossibleChunkError(event.reason)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
