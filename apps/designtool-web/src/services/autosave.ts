/**
 * Guests' designs are kept in the browser: the document and its undo history (so Ctrl+Z still
 * works after a reload) under one localStorage key per design, written a moment after each change.
 * A slot that does not parse (another version, hand-edited, cut short) is ignored, never thrown on;
 * when the quota is full the history is dropped first, then the write is given up (the page says so).
 */
import { type HistoryState } from '@shop/design-document';
import { parseDesignDocument, type DesignDocument } from '@shop/design-document/model';

export interface SavedDesign {
  readonly document: DesignDocument;
  readonly history: HistoryState;
  readonly savedAt: number;
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
  return { document: parsed.document, history, savedAt: typeof record['savedAt'] === 'number' ? record['savedAt'] : 0 };
}

export type AutosaveResult = 'saved' | 'saved-without-history' | 'failed';

/** Writes a design; on a full quota retries without the history. */
export function writeAutosave(key: string, design: SavedDesign, store: Storage | undefined = storage()): AutosaveResult {
  if (!store) return 'failed';
  try {
    store.setItem(key, JSON.stringify(design));
    return 'saved';
  } catch {
    try {
      store.setItem(key, JSON.stringify({ ...design, history: { undo: [], redo: [] } }));
      return 'saved-without-history';
    } catch {
      return 'failed';
    }
  }
}

export function clearAutosave(key: string, store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(key);
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
