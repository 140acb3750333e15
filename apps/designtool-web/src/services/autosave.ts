/**
 * Guests' designs are kept in the browser: the document and its undo history (so Ctrl+Z still
 * works after a reload) under one localStorage key per design, written a moment after each change.
 * A slot that does not parse (another version, hand-edited, cut short) is ignored, never thrown on;
 * when the quota is full the history is dropped first, then the write is given up (the page says so).
 *
 * Every write carries a revision, one more than the revision the writer last read or wrote, and the
 * revision is also kept alone under `revisionKey(key)` (a few bytes, cheap to read before each
 * write and to watch from other tabs): a tab that finds a higher revision than its own knows that
 * another tab saved in between, and must not write over it (persistence.ts).
 */
import { type HistoryState } from '@shop/design-document';
import { parseDesignDocument, type DesignDocument } from '@shop/design-document/model';

export interface SavedDesign {
  readonly document: DesignDocument;
  readonly history: HistoryState;
  readonly savedAt: number;
  /** 1 for the first write of a design, +1 for each later one (0: never written). */
  readonly revision: number;
}

/** The key that holds the revision of the design under `key` alone. */
export function revisionKey(key: string): string {
  return `${key}:revision`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isHistory(value: unknown): value is HistoryState {
  if (typeof value !== 'object' || value === null) return false;
  const { undo, redo } = value as Record<string, unknown>;
  const commandList = (list: unknown) =>
    Array.isArray(list) &&
    list.every(
      (c) =>
        typeof c === 'object' &&
        c !== null &&
        typeof (c as Record<string, unknown>)['label'] === 'string' &&
        Array.isArray((c as Record<string, unknown>)['changes']),
    );
  return commandList(undo) && commandList(redo);
}

/** The design kept under `key`, or null when there is none or it cannot be read. */
export function readAutosave(key: string, store: Storage | undefined = storage()): SavedDesign | null {
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const parsed = parseDesignDocument(record['document']);
  if (!parsed.ok) return null;
  // A history that does not fit the document (or is malformed) is dropped; the design itself is kept.
  const history = isHistory(record['history']) ? record['history'] : { undo: [], redo: [] };
  const revision = record['revision'];
  return {
    document: parsed.document,
    history,
    savedAt: typeof record['savedAt'] === 'number' ? record['savedAt'] : 0,
    revision: typeof revision === 'number' && Number.isSafeInteger(revision) && revision >= 0 ? revision : 0,
  };
}

/** The revision last written under `key` (0 when none): from its own small key, else from the design. */
export function readRevision(key: string, store: Storage | undefined = storage()): number {
  try {
    const alone = store?.getItem(revisionKey(key));
    if (alone != null && /^\d+$/.test(alone)) return Number(alone);
    const raw = store?.getItem(key);
    if (!raw) return 0;
    const found = /"revision":(\d+)/.exec(raw.slice(-64));
    return found ? Number(found[1]) : 0;
  } catch {
    return 0;
  }
}

export type AutosaveResult = 'saved' | 'saved-without-history' | 'failed';

/** Writes a design; on a full quota retries without the history. */
export function writeAutosave(key: string, design: SavedDesign, store: Storage | undefined = storage()): AutosaveResult {
  if (!store) return 'failed';
  // The revision last, so readRevision finds it at the end of the text.
  const { revision, ...rest } = design;
  let result: AutosaveResult;
  try {
    store.setItem(key, JSON.stringify({ ...rest, revision }));
    result = 'saved';
  } catch {
    try {
      store.setItem(key, JSON.stringify({ ...rest, history: { undo: [], redo: [] }, revision }));
      result = 'saved-without-history';
    } catch {
      return 'failed';
    }
  }
  try {
    store.setItem(revisionKey(key), String(revision));
  } catch {
    // readRevision falls back to the design's own revision.
  }
  return result;
}

export function clearAutosave(key: string, store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(key);
    store?.removeItem(revisionKey(key));
  } catch {
    // Nothing to clear.
  }
}

/** Calls `save` once the changes stop for `delay` ms (and at once on `flush`, e.g. on pagehide). */
export function debounced(save: () => void, delay = 400): { schedule: () => void; flush: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        save();
      }, delay);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      save();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
