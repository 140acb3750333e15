/**
 * A 401 from any API call made by the browser means the session is gone (spec §4: "A 401 on a page
 * also logs the user out"). The browser's api-client reports such answers here; each app's session
 * bootstrap listens (`onUnauthenticated`) and clears the client-side session state.
 */
import type { FetchFunction } from '@shop/api-client';

type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` on every 401 answer; returns the function that stops listening. */
export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners that an API call answered 401. */
export function reportUnauthenticated(): void {
  for (const listener of [...listeners]) listener();
}

/** Wraps a fetch so that every 401 answer is reported (the answer itself is passed on unchanged). */
export function reportingUnauthenticated(fetchFn: FetchFunction): FetchFunction {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    if (response.status === 401) reportUnauthenticated();
    return response;
  };
}
