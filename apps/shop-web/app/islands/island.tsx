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
 * island's module is fetched when hydration reaches it; an island created by a route module loaded
 * after the first page (a client-side navigation) starts fetching at once, with the route's data.
 *
 * An island must get props that do not change while its code loads (React would otherwise discard
 * the server's HTML and show nothing until the code arrives): `memo` skips a parent's re-render with
 * equal props, so pass data from the loader and stable callbacks. Values that change after hydration
 * (the session, the cart) belong inside the island, read after it has hydrated.
 */

type Loader<P> = () => Promise<ComponentType<P>>;

const starts = new Set<() => Promise<unknown>>();
let firstHydrationStarted = false;

/**
 * Called by entry.client.tsx once it has started hydrating: islands made from now on (by route
 * modules of client-side navigations) start loading at once. Those the first page shows load when
 * hydration reaches them; the others only when a page shows them (so the page fetches nothing it
 * does not show, such as the error page).
 */
export function islandsAfterHydration(): void {
  firstHydrationStarted = true;
}

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
 * An island of `load`'s component: rendered in place by the server, hydrated in the browser when its
 * module has arrived. `name` shows in React's developer tools.
 */
export function island<P extends object>(name: string, load: Loader<P>): ComponentType<P> & { preload: () => void } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  starts.add(start);
  if (typeof window !== 'undefined' && firstHydrationStarted) void start();

  function Arrived(props: P) {
    const Component = loaded ?? use(start());
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
  // `preload` fetches the code ahead of a first render after hydration (a drawer about to open).
  return Object.assign(memo(Island) as unknown as ComponentType<P>, { preload: () => void start() });
}
