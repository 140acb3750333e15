import { createRect, DEFAULT_STYLE } from '@shop/design-document';
import { newDesignDocument } from '@shop/design-document/model';
import { describe, expect, it, vi } from 'vitest';
import { debounced, readAutosave, readRevision, revisionKey, writeAutosave } from './autosave.ts';

function memoryStorage(limit = Infinity): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
  };
}

const document = (() => {
  const doc = newDesignDocument({ id: 'd', now: 1 });
  return { ...doc, pages: doc.pages.map((p) => ({ ...p, shapes: [createRect('r1', { x: 1, y: 2, w: 3, h: 4 }, DEFAULT_STYLE)] })) };
})();
const history = {
  undo: [
    {
      label: '四角形を追加',
      changes: [],
      selectionBefore: { pageId: 'page-1', ids: [] },
      selectionAfter: { pageId: 'page-1', ids: ['r1'] },
    },
  ],
  redo: [],
};

describe('autosave', () => {
  it('writes the document with its history and reads both back', () => {
    const store = memoryStorage();
    expect(writeAutosave('k', { document, history, savedAt: 5, revision: 3 }, store)).toBe('saved');
    expect(readAutosave('k', store)).toEqual({ document, history, savedAt: 5, revision: 3 });
  });

  it('keeps the revision beside the design, and reads it from the design when that key is missing', () => {
    const store = memoryStorage();
    expect(readRevision('k', store)).toBe(0);
    writeAutosave('k', { document, history, savedAt: 5, revision: 7 }, store);
    expect(store.getItem(revisionKey('k'))).toBe('7');
    expect(readRevision('k', store)).toBe(7);
    store.removeItem(revisionKey('k'));
    expect(readRevision('k', store)).toBe(7);
    // A design saved before revisions existed reads as revision 0.
    store.setItem('old', JSON.stringify({ document, history, savedAt: 1 }));
    expect(readAutosave('old', store)?.revision).toBe(0);
    expect(readRevision('old', store)).toBe(0);
  });

  it('ignores what it cannot read, and keeps the design when only the history is broken', () => {
    const store = memoryStorage();
    store.setItem('bad', '{"document":');
    store.setItem('future', JSON.stringify({ document: { ...document, version: 99 } }));
    store.setItem('history', JSON.stringify({ document, history: { undo: 'x' } }));
    expect(readAutosave('bad', store)).toBeNull();
    expect(readAutosave('future', store)).toBeNull();
    expect(readAutosave('missing', store)).toBeNull();
    expect(readAutosave('history', store)).toMatchObject({ document, history: { undo: [], redo: [] } });
  });

  it('drops the history first when the quota is full, then gives up', () => {
    const withoutHistory = JSON.stringify({ document, history: { undo: [], redo: [] }, savedAt: 5, revision: 1 }).length;
    expect(writeAutosave('k', { document, history, savedAt: 5, revision: 1 }, memoryStorage(withoutHistory))).toBe('saved-without-history');
    expect(writeAutosave('k', { document, history, savedAt: 5, revision: 1 }, memoryStorage(10))).toBe('failed');
  });

  it('debounces writes and flushes a pending one at once', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const writer = debounced(save, 400);
    writer.schedule();
    writer.schedule();
    vi.advanceTimersByTime(399);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    writer.schedule();
    writer.flush();
    writer.flush();
    expect(save).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
