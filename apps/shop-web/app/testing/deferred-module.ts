import { preloadIslands } from '../islands/island.tsx';

/** A module load that resolves to `value` when the test says so, counting how often it was asked for. */
export function deferredModule<T>(value: T) {
  let arrive: () => void = () => undefined;
  let requested = 0;
  const load = () => {
    requested += 1;
    return new Promise<T>((resolve) => {
      arrive = () => resolve(value);
    });
  };
  return { load, arrive: () => arrive(), requests: () => requested };
}

/** Loads every island and dormant part made so far, with `arrive` letting the latest module in (as entry.server does before a page). */
export async function preloadWith(arrive: () => void): Promise<void> {
  const loading = preloadIslands();
  arrive();
  await loading;
}
