import { createRect, DEFAULT_STYLE, Editor } from '@shop/design-document';
import { newDesignDocument } from '@shop/design-document/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachAutosave, AUTOSAVE_CHANNEL, type AutosaveHandle } from './persistence.ts';
import { readAutosave, readRevision, writeAutosave } from './services/autosave.ts';

const KEY = 'designtool:order:pid-1';

function newEditor() {
  let n = 0;
  return new Editor({ document: newDesignDocument({ id: 'order-pid-1', now: 1 }), createId: () => `s${++n}` });
}

function draw(editor: Editor, id: string) {
  editor.run('四角形を追加', (page) => ({ ...page, shapes: [...page.shapes, createRect(id, { x: 1, y: 1, w: 5, h: 5 }, DEFAULT_STYLE)] }));
}

/** Two tabs of one browser: two editors on one localStorage, each announcing its writes on the channel. */
describe('the autosave across tabs', () => {
  const handles: AutosaveHandle[] = [];
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const handle of handles.splice(0)) handle.detach();
    vi.useRealTimers();
  });

  it('writes a new revision after each change and announces it', async () => {
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(AUTOSAVE_CHANNEL);
    listener.onmessage = (event) => heard.push(event.data);
    const editor = newEditor();
    handles.push(attachAutosave(editor, KEY, { revision: 0, onFailure: () => {} }));
    draw(editor, 'a');
    vi.advanceTimersByTime(400);
    draw(editor, 'b');
    vi.advanceTimersByTime(400);
    expect(readRevision(KEY)).toBe(2);
    expect(readAutosave(KEY)?.document.pages[0]!.shapes.map((s) => s.id)).toEqual(['a', 'b']);
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { key: KEY, revision: 1 },
        { key: KEY, revision: 2 },
      ]),
    );
    listener.close();
  });

  it('a tab that finds a newer revision stops writing, says so, and neither design is lost: load the other, or it stays as it was', async () => {
    const tabA = newEditor();
    const tabB = newEditor();
    const conflictA = vi.fn();
    const a = attachAutosave(tabA, KEY, { revision: 0, onFailure: () => {}, onConflict: conflictA });
    const b = attachAutosave(tabB, KEY, { revision: 0, onFailure: () => {} });
    handles.push(a, b);
    draw(tabB, 'rect-in-B');
    vi.advanceTimersByTime(400); // B saves revision 1
    draw(tabA, 'ellipse-in-A');
    vi.advanceTimersByTime(400); // A finds revision 1 > its 0 before writing: it stops
    expect(conflictA).toHaveBeenCalledTimes(1);
    expect(a.stale).toBe(true);
    expect(readAutosave(KEY)?.document.pages[0]!.shapes.map((s) => s.id)).toEqual(['rect-in-B']);
    // A keeps its own design in the editor until the shopper chooses; further changes are not written.
    draw(tabA, 'more-in-A');
    vi.advanceTimersByTime(400);
    expect(readRevision(KEY)).toBe(1);
    expect(tabA.page.shapes.map((s) => s.id)).toEqual(['ellipse-in-A', 'more-in-A']);
    // Loading the other tab's design: A shows B's and writes again from B's revision on.
    expect(a.loadNewer()).toBe(true);
    expect(a.stale).toBe(false);
    expect(tabA.page.shapes.map((s) => s.id)).toEqual(['rect-in-B']);
    vi.advanceTimersByTime(400);
    expect(readRevision(KEY)).toBe(1); // loading wrote nothing
    draw(tabA, 'after-load');
    vi.advanceTimersByTime(400);
    expect(readRevision(KEY)).toBe(2);
    expect(readAutosave(KEY)?.document.pages[0]!.shapes.map((s) => s.id)).toEqual(['rect-in-B', 'after-load']);
  });

  it('hears another tab at once through the channel or the storage event, before it has changed anything itself', async () => {
    const editor = newEditor();
    const onConflict = vi.fn();
    handles.push(attachAutosave(editor, KEY, { revision: 0, onFailure: () => {}, onConflict }));
    window.dispatchEvent(new StorageEvent('storage', { key: `${KEY}:revision`, newValue: '4' }));
    expect(onConflict).toHaveBeenCalledTimes(1);
    const other = newEditor();
    const onConflict2 = vi.fn();
    handles.push(attachAutosave(other, 'designtool:order:pid-2', { revision: 0, onFailure: () => {}, onConflict: onConflict2 }));
    vi.useRealTimers();
    const sender = new BroadcastChannel(AUTOSAVE_CHANNEL);
    sender.postMessage({ key: 'designtool:order:pid-2', revision: 9 });
    await vi.waitFor(() => expect(onConflict2).toHaveBeenCalledTimes(1));
    sender.close();
  });

  it('a reload starts from the stored revision (no conflict with itself)', () => {
    writeAutosave(KEY, { document: newDesignDocument({ id: 'x', now: 1 }), history: { undo: [], redo: [] }, savedAt: 1, revision: 5 });
    const editor = newEditor();
    const onConflict = vi.fn();
    handles.push(attachAutosave(editor, KEY, { revision: readRevision(KEY), onFailure: () => {}, onConflict }));
    draw(editor, 'a');
    vi.advanceTimersByTime(400);
    expect(onConflict).not.toHaveBeenCalled();
    expect(readRevision(KEY)).toBe(6);
  });
});
