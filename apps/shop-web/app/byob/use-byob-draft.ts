/**
 * The BYOB draft of this tab (sessionStorage, `BYOB_DRAFT_KEY`) as React state: every step reads
 * and writes the same stored draft, so a reload or the back button keeps what was typed. On the
 * server and during hydration it is the empty draft (`ready` false): pages render their form only
 * once the stored draft is read.
 */
import { sessionStorageOrUndefined } from '@shop/web-state';
import { useCallback, useSyncExternalStore } from 'react';
import { BYOB_DRAFT_KEY, EMPTY_BYOB_DRAFT, parseDraft, type ByobDraft } from './byob-draft.ts';

const listeners = new Set<() => void>();
let cached: { raw: string | null; draft: ByobDraft } | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(): ByobDraft {
  const raw = sessionStorageOrUndefined()?.getItem(BYOB_DRAFT_KEY) ?? null;
  if (cached?.raw !== raw) cached = { raw, draft: parseDraft(raw) ?? EMPTY_BYOB_DRAFT };
  return cached.draft;
}

const SERVER = { ready: false, draft: EMPTY_BYOB_DRAFT } as const;
let readyCache: { draft: ByobDraft; value: { ready: true; draft: ByobDraft } } | undefined;
function readReady(): { ready: boolean; draft: ByobDraft } {
  const draft = read();
  if (readyCache?.draft !== draft) readyCache = { draft, value: { ready: true, draft } };
  return readyCache.value;
}

/** Stores a draft (or removes it: null) and tells every page using it. */
export function storeByobDraft(draft: ByobDraft | null): void {
  const storage = sessionStorageOrUndefined();
  try {
    if (draft === null) storage?.removeItem(BYOB_DRAFT_KEY);
    else storage?.setItem(BYOB_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the draft lives until the page is left.
  }
  for (const listener of listeners) listener();
}

/** `[{ ready, draft }, update]`: `update` merges changes into the stored draft. */
export function useByobDraft(): [{ ready: boolean; draft: ByobDraft }, (change: Partial<ByobDraft>) => void] {
  const state = useSyncExternalStore(subscribe, readReady, () => SERVER);
  const update = useCallback((change: Partial<ByobDraft>) => storeByobDraft({ ...read(), ...change }), []);
  return [state, update];
}
