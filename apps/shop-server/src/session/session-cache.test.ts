import { describe, expect, it } from 'vitest';
import { cachedSession, forgetCustomerSessions, forgetSession, rememberSession } from './session-cache.ts';

const entry = (id: string, customerId: number | null, expiresAt = 10_000) => ({
  state: { id, customerId, csrfToken: `t-${id}` },
  createdAt: 0,
  lastSeenAt: 0,
  expiresAt,
});

describe('session cache', () => {
  it('answers a remembered session until its expiry, then forgets it', () => {
    rememberSession(entry('cache-a', 1, 5_000));
    expect(cachedSession('cache-a', 4_999)?.state.customerId).toBe(1);
    expect(cachedSession('cache-a', 5_000)).toBeUndefined();
    expect(cachedSession('cache-a', 0)).toBeUndefined();
  });

  it('forgetting one session leaves the others', () => {
    rememberSession(entry('cache-b', 2));
    rememberSession(entry('cache-c', 2));
    forgetSession('cache-b');
    expect([cachedSession('cache-b', 0), cachedSession('cache-c', 0)?.state.id]).toEqual([undefined, 'cache-c']);
  });

  it("forgetting a customer's sessions keeps the one named and other customers' sessions", () => {
    rememberSession(entry('cache-d', 3));
    rememberSession(entry('cache-e', 3));
    rememberSession(entry('cache-f', 4));
    forgetCustomerSessions(3, 'cache-e');
    expect(['cache-d', 'cache-e', 'cache-f'].map((id) => cachedSession(id, 0)?.state.id)).toEqual([undefined, 'cache-e', 'cache-f']);
  });
});
