/**
 * Keeping the design: the document and its undo history are written to the browser's storage a
 * moment after each change (services/autosave.ts), and once more when the page is hidden; texts are
 * measured again when a font subset arrives. The account design the document was opened from or
 * saved as is remembered per document, so the next 「アカウントに保存」 saves a new revision of it.
 *
 * No silent loss across tabs: each write carries the next revision of the design. Another tab's
 * write is heard at once (a BroadcastChannel message, and the storage event of the revision key for
 * browsers without the channel), and checked again before every write (the stored revision against
 * the one this tab last read or wrote). A tab that finds a newer revision stops writing and says so
 * (`onConflict`); the shopper then loads the other tab's design (`loadNewer`) or keeps this one as a
 * copy elsewhere (services/keep-copy.ts), never both writing over each other.
 */
import type { Editor } from '@shop/design-document';
import { browserFonts } from './fonts/browser-fonts.ts';
import type { AccountLink } from './services/account-designs.ts';
import { debounced, readAutosave, readRevision, revisionKey, writeAutosave } from './services/autosave.ts';

/** The channel every tab of the design tool announces its writes on: `{ key, revision }`. */
export const AUTOSAVE_CHANNEL = 'designtool:autosave';

export interface AutosaveOptions {
  /** The revision the document was read at (0: never written). */
  readonly revision: number;
  readonly onFailure: (message: string) => void;
  /** Another tab saved a newer revision of this design: this tab has stopped writing. */
  readonly onConflict?: () => void;
}

export interface AutosaveHandle {
  /** True once another tab saved a newer revision (until `loadNewer`). */
  readonly stale: boolean;
  /** Loads the newest saved design and its history into the editor and writes again from there. */
  loadNewer(): boolean;
  /** Stops for good (the design went on as a copy under another key). */
  detach(): void;
}

export function attachAutosave(editor: Editor, key: string, options: AutosaveOptions): AutosaveHandle {
  const { onFailure, onConflict } = options;
  let lastDocument = editor.document;
  let lastHistory = editor.history;
  let revision = options.revision;
  let stale = false;
  let detached = false;
  let warned = false;
  const becomeStale = () => {
    if (stale || detached) return;
    stale = true;
    writer.cancel();
    onConflict?.();
  };
  const save = () => {
    if (stale || detached) return;
    // Another tab may have written without this one hearing it (a closed channel, a sleeping tab).
    if (readRevision(key) > revision) {
      becomeStale();
      return;
    }
    const next = revision + 1;
    const result = writeAutosave(key, { document: editor.document, history: editor.history, savedAt: Date.now(), revision: next });
    if (result === 'failed') {
      if (!warned) {
        warned = true;
        onFailure(
          'ブラウザにデザインを保存できませんでした（保存領域がいっぱいです）。「ファイル」→「保存（JSON）」で手元に保存してください。',
        );
      }
      return;
    }
    revision = next;
    channel?.postMessage({ key, revision });
  };
  const writer = debounced(save, 400);
  const unsubscribe = editor.subscribe(() => {
    if (editor.document === lastDocument && editor.history === lastHistory) return;
    lastDocument = editor.document;
    lastHistory = editor.history;
    writer.schedule();
  });
  const heard = (otherKey: unknown, otherRevision: unknown) => {
    if (otherKey === key && typeof otherRevision === 'number' && otherRevision > revision) becomeStale();
  };
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTOSAVE_CHANNEL) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as { key?: unknown; revision?: unknown } | null;
      heard(data?.key, data?.revision);
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === revisionKey(key) && event.newValue !== null) heard(key, Number(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  const flush = () => writer.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  const unsubscribeFonts = browserFonts().subscribe(() => editor.remeasureTexts());
  const detach = () => {
    if (detached) return;
    detached = true;
    writer.cancel();
    unsubscribe();
    unsubscribeFonts();
    channel?.close();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  return {
    get stale() {
      return stale;
    },
    loadNewer() {
      const saved = readAutosave(key);
      if (!saved || detached) return false;
      revision = saved.revision;
      // The editor's own change notice must not write the loaded design back as a new revision.
      lastDocument = saved.document;
      lastHistory = saved.history;
      editor.load(saved.document, saved.history);
      stale = false;
      return true;
    },
    detach,
  };
}

/** The event that brings a message from outside React (the autosave) into the app's message area. */
export const MESSAGE_EVENT = 'designtool:message';

export function showMessage(message: string): void {
  window.dispatchEvent(new CustomEvent<string>(MESSAGE_EVENT, { detail: message }));
}

/** A question with two or more answers (the shopper must pick one; nothing is written meanwhile). */
export interface Choice {
  readonly message: string;
  readonly options: readonly { readonly label: string; readonly run: () => void | Promise<void> }[];
}

/** The event that asks the app to show a `Choice` (null: take the question away). */
export const CHOICE_EVENT = 'designtool:choice';

export function showChoice(choice: Choice | null): void {
  window.dispatchEvent(new CustomEvent<Choice | null>(CHOICE_EVENT, { detail: choice }));
}

const ACCOUNT_KEY = (documentId: string) => `designtool:account:${documentId}`;

export function readAccountLink(documentId: string): AccountLink | null {
  try {
    const raw = localStorage.getItem(ACCOUNT_KEY(documentId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AccountLink>;
    return typeof value.id === 'string' && typeof value.revision === 'number' ? { id: value.id, revision: value.revision } : null;
  } catch {
    return null;
  }
}

export function writeAccountLink(documentId: string, link: AccountLink): void {
  try {
    localStorage.setItem(ACCOUNT_KEY(documentId), JSON.stringify(link));
  } catch {
    // Without storage the next save makes a new design: nothing is lost.
  }
}
