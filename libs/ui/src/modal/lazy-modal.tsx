import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A modal whose panel (Radix Dialog, focus trap, scroll lock) is only needed once it opens, so it is
 * a chunk of its own, outside the page's first JavaScript. `Modal` renders nothing until first
 * opened, so it costs nothing in server rendering and hydration; `preload` starts loading the panel
 * ahead of the first open (e.g. when its trigger is hovered) and settles once it is loaded or failed
 * (a failed load is retried on open), so a test can await it before opening.
 */
export function lazyModal<Props extends { open: boolean }>(loadPanel: () => Promise<ComponentType<Props>>) {
  const LazyPanel = lazy(() => loadPanel().then((Panel) => ({ default: Panel })));
  function Modal(props: Props) {
    const [used, setUsed] = useState(props.open);
    if (props.open && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <LazyPanel {...props} />
      </Suspense>
    );
  }
  const preload = (): Promise<void> =>
    loadPanel().then(
      () => undefined,
      () => undefined,
    );
  return { Modal, preload };
}
