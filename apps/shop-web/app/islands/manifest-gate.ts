/**
 * React Router discovers the routes of the links on a page after hydration (`/__manifest`) and then
 * updates the router's state. That update reaches every island (islands/island.tsx) through the
 * router's contexts; an island whose code has not arrived yet cannot take it, so React throws its
 * server HTML away and shows it again once rendered in the browser: the page jumps (Lighthouse
 * measured CLS 0.2–0.9 on a slow phone). The route manifest is therefore fetched once the page's
 * islands have hydrated, or after `maxWaitMs` if one of them never does (its module failed).
 */

/** The path React Router fetches route discovery from (its default `routeDiscovery.manifestPath`). */
export const MANIFEST_PATH = '/__manifest';

type Fetch = typeof fetch;

export interface ManifestGateOptions {
  /** Resolves when the page's islands have hydrated. */
  settled: () => Promise<void>;
  /** Longest wait before fetching anyway (ms). */
  maxWaitMs?: number;
}

function requestPath(input: Parameters<Fetch>[0], origin: string): string | null {
  try {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/** `fetch` that holds route-manifest requests of `origin` until the islands have settled. */
export function gateManifestFetch(native: Fetch, origin: string, { settled, maxWaitMs = 10_000 }: ManifestGateOptions): Fetch {
  return (input, init) => {
    if (requestPath(input, origin) !== MANIFEST_PATH) return native(input, init);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs));
    return Promise.race([settled(), timeout]).then(() => native(input, init));
  };
}
