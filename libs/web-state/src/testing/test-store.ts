/** Test support: a jotai store whose services are a fake API and a fixed, movable clock. */
import { createStore } from 'jotai';
import { servicesAtom } from '../api/services.ts';
import { sessionSlotAtom, type SessionUser } from '../state/session-state.ts';
import type { FakeApi } from './fake-api.ts';

export interface TestStore {
  store: ReturnType<typeof createStore>;
  /** Sets the clock (epoch ms). */
  setNow: (now: number) => void;
}

/** A store with `fake` as the API and the clock at `now`; optionally a logged-in user synced at `syncedAt`. */
export function createTestStore(
  fake: FakeApi,
  { now = Date.UTC(2026, 10, 17, 1, 0), user, syncedAt }: { now?: number; user?: SessionUser; syncedAt?: number | null } = {},
): TestStore {
  const store = createStore();
  let clock = now;
  store.set(servicesAtom, { api: async () => fake.api, now: () => clock });
  if (user) store.set(sessionSlotAtom, { status: 'read', user, syncedAt: syncedAt === undefined ? now : syncedAt });
  return {
    store,
    setNow: (next) => {
      clock = next;
    },
  };
}

/** `METHOD /path` of each request the fake API received, in order. */
export function requestLines(fake: FakeApi): string[] {
  return fake.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
}

/** A 204 answer (a new Response each time: bodies are single-use). */
export const noContent = () => new Response(null, { status: 204 });
