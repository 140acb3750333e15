/**
 * `React.lazy` for a component that is a named export of a chunk loaded on first render (a form
 * opened on demand, a dialog, the user menu), with every such chunk listed: `preloadLazyParts()`
 * loads all of them, so the unit tests' setup can load a test file's lazy parts before its tests
 * run. A lazy part then renders as soon as React asks for it; no test waits on a module's transform.
 */
import { lazy, type ComponentType } from 'react';

const loads = new Set<() => Promise<unknown>>();

/** `const UserMenu = lazyPart(() => import('./user-menu.tsx').then((module) => module.UserMenu));` */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<T>) {
  loads.add(load);
  return lazy(() => load().then((component) => ({ default: component })));
}

/** Loads the code of every lazy part made so far (the modules imported up to now made them). */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all([...loads].map((load) => load()));
}
