import { memo, Suspense, use, useEffect, type ComponentType } from 'react';

/**
 * Islands: parts of a page that the server renders with the page and the browser hydrates once their
 * code has arrived, after the rest of the page (issue #13: the JavaScript a page loads before it
 * hydrates). React's selective hydration keeps the server's HTML of a Suspense boundary in place,
 * visible and unhydrated, while its code loads, then hydrates it; the page around it is interactive
 * meanwhile. What a shopper sees does not change, only when that part answers to input.
 *
 * The server renders islands at once: it loads every island's module before the first page
 * (`preloadIslands`, entry.server.tsx), so no boundary is ever streamed later. In the browser an
 * island's module is fetched when a render reaches it (hydration, or a page that shows it), or
 * earlier through `preload()`: the routes' clientLoaders call it, so a client-side navigation
 * fetches the island's code beside the route's data.
 *
 * An island must get props that do not change while its code loads (React would otherwise discard
 * the server's HTML and show nothing until the code arrives): `memo` skips a parent's re-render with
 * equal props, so pass data from the loader and stable callbacks. Values that change after hydration
 * (the session, the cart) belong inside the island, read after it has hydrated.
 */

type Loader<P> = () => Promise<ComponentType<P>>;

/** A promise with the fields React's `use` reads to return a settled value at once. */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const starts = new Set<() => Promise<unknown>>();

/**
 * Loads every island's module (and those of islands the loaded modules make), so the server renders
 * them without suspending; also used by the unit tests' setup. Resolves at once once all are loaded.
 */
export async function preloadIslands(): Promise<void> {
  const done = new Set<() => Promise<unknown>>();
  while (done.size < starts.size) {
    const pending = [...starts].filter((start) => !done.has(start));
    for (const start of pending) done.add(start);
    await Promise.all(pending.map((start) => start()));
  }
}

/** How many islands of the current page are still waiting for their code (the browser journeys wait for 0). */
declare global {
  interface Window {
    __shopIslandsPending?: number;
  }
}

let pendingCount = 0;
const settledWaiters: (() => void)[] = [];

function countPending(change: number): void {
  pendingCount += change;
  window.__shopIslandsPending = pendingCount;
  if (pendingCount === 0) for (const settle of settledWaiters.splice(0)) settle();
}

/**
 * Resolves when no island of the page is waiting for its code. Asked from an effect of the same
 * commit as the islands' own (which may not have counted themselves in yet), it looks after the
 * current task, once every effect of that commit has run.
 */
export async function islandsHydrated(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (pendingCount !== 0) await new Promise<void>((resolve) => settledWaiters.push(resolve));
}

/**
 * `load`, called once, as a promise that carries React's thenable fields once settled: `use` then
 * reads a loaded module without suspending (and is called on every render, as React requires of a
 * component that suspended on it). Registered for `preloadIslands`.
 */
export function moduleLoader<T>(load: () => Promise<T>): (() => TrackedPromise<T>) & { loaded: () => boolean } {
  let loading: TrackedPromise<T> | undefined;
  const start = () => {
    if (loading) return loading;
    const tracked: TrackedPromise<T> = load().then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }).value as T,
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        throw reason;
      },
    );
    loading = tracked;
    return tracked;
  };
  starts.add(start);
  // Whether the module has arrived, without fetching it.
  return Object.assign(start, { loaded: () => loading?.status === 'fulfilled' });
}

/**
 * An island of `load`'s component: rendered in place by the server, hydrated in the browser when its
 * module has arrived. `name` shows in React's developer tools.
 */
export function island<P extends object>(name: string, load: Loader<P>): ComponentType<P> & { preload: () => void } {
  const start = moduleLoader(load);

  function Arrived(props: P) {
    const Component = use(start() as Promise<ComponentType<P>>);
    useEffect(() => {
      countPending(-1);
      return () => countPending(1);
    }, []);
    return <Component {...props} />;
  }

  function Island(props: P) {
    useEffect(() => {
      countPending(1);
      return () => countPending(-1);
    }, []);
    return (
      <Suspense fallback={null}>
        <Arrived {...props} />
      </Suspense>
    );
  }
  Island.displayName = `Island(${name})`;
  // `preload` fetches the code ahead of a render after hydration: a route's clientLoader calls it, so
  // a client-side navigation fetches the island's code beside the route's data.
  return Object.assign(memo(Island) as unknown as ComponentType<P>, { preload: () => void start() });
}
