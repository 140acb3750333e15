import { describe, expect, it, vi } from 'vitest';
import { gateManifestFetch } from './manifest-gate.ts';

const ORIGIN = 'http://shop.test';

function setup(maxWaitMs = 10_000) {
  const calls: string[] = [];
  const native = vi.fn(async (input: Parameters<typeof fetch>[0]) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return new Response('{}');
  }) as unknown as typeof fetch;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const gated = gateManifestFetch(native, ORIGIN, { settled: () => settled, maxWaitMs });
  return { gated, calls, settle };
}

describe('route-manifest fetch gate', () => {
  it('holds the route manifest request until the islands have hydrated', async () => {
    const { gated, calls, settle } = setup();
    const answer = gated('/__manifest?paths=%2Ftops&version=1');
    await Promise.resolve();
    expect(calls).toEqual([]);
    settle();
    await answer;
    expect(calls).toEqual(['/__manifest?paths=%2Ftops&version=1']);
  });

  it('lets every other request through at once, the API and other origins included', async () => {
    const { gated, calls } = setup();
    await gated('/api/products');
    await gated(new Request(`${ORIGIN}/api/cart`));
    await gated('https://elsewhere.test/__manifest');
    expect(calls).toEqual(['/api/products', `${ORIGIN}/api/cart`, 'https://elsewhere.test/__manifest']);
  });

  it('fetches anyway after the longest wait when an island never hydrates', async () => {
    vi.useFakeTimers();
    try {
      const { gated, calls } = setup(500);
      const answer = gated(`${ORIGIN}/__manifest?paths=%2F`);
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await answer;
      expect(calls).toEqual([`${ORIGIN}/__manifest?paths=%2F`]);
    } finally {
      vi.useRealTimers();
    }
  });
});
