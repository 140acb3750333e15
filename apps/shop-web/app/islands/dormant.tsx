import { memo, startTransition, use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { dormantPart } from './dormant.css.ts';
import { moduleLoader } from './island.tsx';

/**
 * Dormant parts: server-rendered parts of a page whose code the browser fetches only at the first
 * sign of a shopper (a pointer moving or pressed, a key, a touch, a wheel), or as soon as their
 * props change (issue #13: what a page fetches before the shopper touches it). Meant for what sits
 * below the first view and shows the loader's data (the product page's prices per method, size
 * chart, print areas and reviews).
 *
 * Unlike an island (island.tsx), a dormant part is hydrated at once, as an empty element that keeps
 * the server's HTML (`dangerouslySetInnerHTML` is not compared while hydrating, and React leaves
 * the element's children alone): no Suspense boundary stays dehydrated, so no update of the page
 * (route discovery, a colour chosen) can make React throw that HTML away. Once the code has
 * arrived, the live component replaces the element in one commit. A click on a button or link of
 * the server's HTML before then is replayed on the same element of the live part, and the focus
 * follows to it.
 *
 * Rendered in the browser other than while hydrating (a client-side navigation), the part loads
 * its code and renders at once (suspending, as a lazy component does).
 */

const FIRST_INPUT = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let shopperSeen = false;
const sleepers = new Set<() => void>();

function wakeAll(): void {
  shopperSeen = true;
  for (const type of FIRST_INPUT) window.removeEventListener(type, wakeAll, true);
  for (const wake of [...sleepers]) wake();
  sleepers.clear();
}

function sleepUntilShopper(wake: () => void): () => void {
  if (sleepers.size === 0) {
    for (const type of FIRST_INPUT) window.addEventListener(type, wakeAll, { capture: true, passive: true });
  }
  sleepers.add(wake);
  return () => {
    sleepers.delete(wake);
    if (sleepers.size === 0 && !shopperSeen) {
      for (const type of FIRST_INPUT) window.removeEventListener(type, wakeAll, true);
    }
  };
}

/** For tests: forget that a shopper was seen. */
export function resetDormantParts(): void {
  shopperSeen = false;
}

const noSubscription = () => () => {};

/** True while React hydrates the calling component (server snapshot), false in any other render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The child-index path from `root` to `element` (for finding the same element in the live part). */
function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function follow(root: Element, path: readonly number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/** What the shopper did to the server's HTML before the code arrived, to do again on the live part. */
interface Pending {
  click: number[] | null;
  focus: number[] | null;
}

/**
 * A dormant part of `load`'s component (see above). `name` marks the element (`data-dormant`) and
 * shows in React's developer tools.
 */
export function dormant<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
  const start = moduleLoader(load);

  function Live({ props, pending }: { props: P; pending: Pending | null }) {
    const Component = use(start() as Promise<ComponentType<P>>);
    const ref = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const root = ref.current;
      if (!root || !pending) return;
      if (pending.focus && (document.activeElement === null || document.activeElement === document.body))
        follow(root, pending.focus)?.focus();
      if (pending.click) follow(root, pending.click)?.click();
    }, [pending]);
    return (
      <div ref={ref} className={dormantPart} data-dormant={name}>
        {/* The loaded module's component: one promise, so the same component on every render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Component {...props} />
      </div>
    );
  }

  function Dormant(props: P) {
    const hydrating = useHydrating();
    const [asleep, setAsleep] = useState(() => hydrating && !start.loaded());
    const [firstProps] = useState(props);
    const ref = useRef<HTMLDivElement>(null);
    const pending = useRef<Pending>({ click: null, focus: null });
    const [replay, setReplay] = useState<Pending | null>(null);

    const propsChanged = !shallowEqual(firstProps, props);
    useEffect(() => {
      if (!asleep) return;
      let cancelled = false;
      const wake = () => {
        start().then(
          () => {
            if (!cancelled)
              startTransition(() => {
                setReplay({ ...pending.current });
                setAsleep(false);
              });
          },
          // The code could not be fetched: the server's HTML stays, as without JavaScript.
          (error: unknown) => console.error(`[shop-web] the ${name} part could not be loaded`, error),
        );
      };
      let stopWaiting: (() => void) | undefined;
      if (shopperSeen || propsChanged) wake();
      else stopWaiting = sleepUntilShopper(wake);
      return () => {
        cancelled = true;
        stopWaiting?.();
      };
    }, [asleep, propsChanged]);

    // Clicks and focus on the server's HTML while the code loads: remembered, and done again on
    // the live part (a button or link pressed in that moment is not lost).
    useEffect(() => {
      const root = ref.current;
      if (!asleep || !root) return;
      const onClick = (event: MouseEvent) => {
        const target =
          event.target instanceof Element ? event.target.closest('a[href], button, summary, input, select, textarea, label') : null;
        if (!target || !root.contains(target)) return;
        event.preventDefault();
        pending.current.click = pathTo(root, target);
        wakeAll();
      };
      const onFocusIn = (event: FocusEvent) => {
        pending.current.focus = event.target instanceof Element ? pathTo(root, event.target) : null;
      };
      const onFocusOut = () => {
        pending.current.focus = null;
      };
      root.addEventListener('click', onClick);
      root.addEventListener('focusin', onFocusIn);
      root.addEventListener('focusout', onFocusOut);
      return () => {
        root.removeEventListener('click', onClick);
        root.removeEventListener('focusin', onFocusIn);
        root.removeEventListener('focusout', onFocusOut);
      };
    }, [asleep]);

    if (asleep) {
      return (
        <div ref={ref} className={dormantPart} data-dormant={name} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      );
    }
    return <Live props={props} pending={replay} />;
  }
  Dormant.displayName = `Dormant(${name})`;
  // `preload` fetches the code ahead of a render after hydration (a route's clientLoader calls it).
  return Object.assign(memo(Dormant) as unknown as ComponentType<P>, { preload: () => void start() });
}
