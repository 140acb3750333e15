import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
  type ReloadStorage,
} from './chunk-reload-guard.ts';

function memoryStorage(initial: Record<string, string> = {}): ReloadStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('chunk reload guard', () => {
  const T0 = 1_700_000_000_000; // epoch ms
  let reload: () => void;
  beforeEach(() => {
    reload = vi.fn();
  });

  it('reloads on the first chunk failure and records when', () => {
    const storage = memoryStorage();
    expect(reloadOnceForChunkError({ storage, now: T0, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data).toEqual({ [CHUNK_RELOAD_STORAGE_KEY]: String(T0) });
  });

  it.each([
    { after: 1, reloads: false },
    { after: CHUNK_RELOAD_INTERVAL - 1, reloads: false },
    { after: CHUNK_RELOAD_INTERVAL, reloads: true },
    { after: 10 * CHUNK_RELOAD_INTERVAL, reloads: true },
  ])('$after ms after the last reload, reloads again: $reloads', ({ after, reloads }) => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: String(T0) });
    expect(reloadOnceForChunkError({ storage, now: T0 + after, reload })).toBe(reloads);
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
    expect(storage.data[CHUNK_RELOAD_STORAGE_KEY]).toBe(String(reloads ? T0 + after : T0));
  });

  it('reloads at most once within 60 s however many chunks fail', () => {
    const storage = memoryStorage();
    const results = [0, 5_000, 30_000, 59_999].map((offset) => reloadOnceForChunkError({ storage, now: T0 + offset, reload }));
    expect(results).toEqual([true, false, false, false]);
  });

  it('treats a garbled stored value as no previous reload', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'not-a-number' });
    expect(reloadOnceForChunkError({ storage, now: T0, reload })).toBe(true);
  });

  it('does not reload when storage is unavailable, so it can never loop', () => {
    const storage: ReloadStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError({ storage, now: T0, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://shop/assets/product-abc.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/x.css'), true],
    [Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Network request failed'), false],
    ['Failed to fetch dynamically imported module', false],
    [undefined, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
