/**
 * Keeping the design: the document and its undo history are written to the browser's storage a
 * moment after each change (services/autosave.ts), and once more when the page is hidden; texts are
 * measured again when a font subset arrives. The account design the document was opened from or
 * saved as is remembered per document, so the next 「アカウントに保存」 saves a new revision of it.
 */
import type { Editor } from '@shop/design-document';
import { browserFonts } from './fonts/browser-fonts.ts';
import type { AccountLink } from './services/account-designs.ts';
import { debounced, writeAutosave } from './services/autosave.ts';

export function attachAutosave(editor: Editor, key: string, onFailure: (message: string) => void): () => void {
  let lastDocument = editor.document;
  let lastHistory = editor.history;
  let warned = false;
  const save = () => {
    const result = writeAutosave(key, { document: editor.document, history: editor.history, savedAt: Date.now() });
    if (result === 'failed' && !warned) {
      warned = true;
      onFailure(
        'ブラウザにデザインを保存できませんでした（保存領域がいっぱいです）。「ファイル」→「保存（JSON）」で手元に保存してください。',
      );
    }
  };
  const writer = debounced(save, 400);
  const unsubscribe = editor.subscribe(() => {
    if (editor.document === lastDocument && editor.history === lastHistory) return;
    lastDocument = editor.document;
    lastHistory = editor.history;
    writer.schedule();
  });
  const flush = () => writer.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  const unsubscribeFonts = browserFonts().subscribe(() => editor.remeasureTexts());
  return () => {
    flush();
    unsubscribe();
    unsubscribeFonts();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The event that brings a message from outside React (the autosave) into the app's message area. */
export const MESSAGE_EVENT = 'designtool:message';

export function showMessage(message: string): void {
  window.dispatchEvent(new CustomEvent<string>(MESSAGE_EVENT, { detail: message }));
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
