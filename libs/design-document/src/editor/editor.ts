/**
 * The editor: the document, the history of commands, the current page, selection, tool, camera,
 * display options and drawing style, behind methods that the React app calls and that tests script.
 * It never touches the DOM: the app converts screen events into `PointerInput`/`KeyInput` in page
 * millimetres and re-renders when `subscribe` tells it something changed.
 *
 * Every change of the document goes through `run` (one command) or a transient edit
 * (`beginTransient` → `updatePage`… → `commitTransient`), which records one command for a whole drag.
 */
import { selectionBounds, type Box } from '../geometry/shape-geometry.ts';
import type { DesignDocument, Page, PageId, Shape, ShapeId, TextShape } from '../model/types.ts';
import type { Tool } from '../tools/tool.ts';
import { createTools } from '../tools/index.ts';
import { applyCommand, diffPage, EMPTY_HISTORY, pushCommand, type Command, type HistoryState, type PageChange } from './history.ts';
import {
  DEFAULT_DISPLAY,
  DEFAULT_STYLE,
  EMPTY_OVERLAY,
  type Camera,
  type ClipboardContent,
  type DisplayOptions,
  type DrawingStyle,
  type KeyInput,
  type Overlay,
  type PointerInput,
  type TextMeasurer,
  type ToolId,
  type Viewport,
} from './types.ts';
import { handleKey, handleKeyUp } from './keyboard.ts';

export interface EditorOptions {
  readonly document: DesignDocument;
  readonly history?: HistoryState;
  readonly pageId?: PageId;
  /** Measures texts (text/layout.ts through the app's font metrics); a rough estimate when absent. */
  readonly measureText?: TextMeasurer;
  /** Makes shape ids (crypto.randomUUID by default; tests pass a counter). */
  readonly createId?: () => string;
  /** The clock for `updatedAt` (Date.now by default). */
  readonly now?: () => number;
}

/** A rough text box when no font metrics are known: every character one em wide (CJK) or half (Latin). */
export const estimateTextBox: TextMeasurer = (shape) => {
  const lines = shape.text.split('\n');
  const advance = (line: string) => [...line].reduce((sum, ch) => sum + (ch.charCodeAt(0) < 0x2e80 ? 0.55 : 1) + shape.letterSpacing, 0);
  const longest = Math.max(1, ...lines.map(advance));
  const across = shape.fontSize * (1 + (lines.length - 1) * shape.lineHeight);
  const along = shape.fontSize * longest;
  return shape.writingMode === 'vertical' ? { w: across, h: along } : { w: along, h: across };
};

export class Editor {
  #document: DesignDocument;
  #history: HistoryState;
  #pageId: PageId;
  #selection: readonly ShapeId[] = [];
  #tools: Map<ToolId, Tool>;
  #tool: Tool;
  #camera: Camera = { zoom: 2, x: 0, y: 0 };
  #display: DisplayOptions = DEFAULT_DISPLAY;
  #style: DrawingStyle = DEFAULT_STYLE;
  #overlay: Overlay = EMPTY_OVERLAY;
  #editingTextId: ShapeId | null = null;
  #clipboard: ClipboardContent | null = null;
  #transient: { page: Page; selection: readonly ShapeId[] } | null = null;
  #viewport: Viewport | null = null;
  #listeners = new Set<() => void>();
  #version = 0;
  readonly measureText: TextMeasurer;
  readonly createId: () => string;
  readonly now: () => number;

  constructor(options: EditorOptions) {
    this.#document = options.document;
    this.#history = options.history ?? EMPTY_HISTORY;
    const first = options.document.pages[0];
    if (!first) throw new RangeError('a design document has at least one page');
    this.#pageId = options.pageId && options.document.pages.some((p) => p.id === options.pageId) ? options.pageId : first.id;
    this.measureText = options.measureText ?? estimateTextBox;
    this.createId = options.createId ?? (() => globalThis.crypto.randomUUID());
    this.now = options.now ?? Date.now;
    this.#tools = createTools();
    this.#tool = this.#tools.get('select')!;
  }

  // ---- reading -------------------------------------------------------------------------------

  get document(): DesignDocument {
    return this.#document;
  }
  get history(): HistoryState {
    return this.#history;
  }
  /** Increases on every change: a cheap snapshot key for `useSyncExternalStore`. */
  get version(): number {
    return this.#version;
  }
  get page(): Page {
    return this.#document.pages.find((p) => p.id === this.#pageId)!;
  }
  get pageId(): PageId {
    return this.#pageId;
  }
  get selection(): readonly ShapeId[] {
    return this.#selection;
  }
  get selectedShapes(): Shape[] {
    const ids = new Set(this.#selection);
    return this.page.shapes.filter((s) => ids.has(s.id));
  }
  get selectionBounds(): Box | null {
    return selectionBounds(this.selectedShapes);
  }
  get tool(): Tool {
    return this.#tool;
  }
  /** `select.idle`, `rect.creating`…: the current tool and its state. */
  get toolState(): string {
    return `${this.#tool.id}.${this.#tool.state}`;
  }
  get camera(): Camera {
    return this.#camera;
  }
  get display(): DisplayOptions {
    return this.#display;
  }
  get style(): DrawingStyle {
    return this.#style;
  }
  get overlay(): Overlay {
    return this.#overlay;
  }
  get editingTextId(): ShapeId | null {
    return this.#editingTextId;
  }
  get clipboard(): ClipboardContent | null {
    return this.#clipboard;
  }
  get canUndo(): boolean {
    return this.#history.undo.length > 0;
  }
  get canRedo(): boolean {
    return this.#history.redo.length > 0;
  }
  getShape(id: ShapeId): Shape | undefined {
    return this.page.shapes.find((s) => s.id === id);
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }

  // ---- view state (not in the history) ---------------------------------------------------------

  setCamera(camera: Camera): void {
    const zoom = Math.min(64, Math.max(0.1, camera.zoom));
    this.#camera = { zoom, x: camera.x, y: camera.y };
    this.#emit();
  }
  /** The canvas's size in screen px (the app calls this on resize); Shift+1 fits the print area into it. */
  setViewport(viewport: Viewport): void {
    this.#viewport = viewport;
  }
  get viewport(): Viewport | null {
    return this.#viewport;
  }
  setDisplay(patch: Partial<DisplayOptions>): void {
    this.#display = { ...this.#display, ...patch };
    this.#emit();
  }
  setOverlay(patch: Partial<Overlay>): void {
    this.#overlay = { ...this.#overlay, ...patch };
    this.#emit();
  }
  /** Sets the style for new shapes only (applying it to the selection is `applyStyle`, a command). */
  setDefaultStyle(patch: Partial<DrawingStyle>): void {
    this.#style = { ...this.#style, ...patch };
    this.#emit();
  }
  setClipboard(content: ClipboardContent | null): void {
    this.#clipboard = content;
    this.#emit();
  }

  setTool(id: ToolId): void {
    const next = this.#tools.get(id);
    if (!next || next === this.#tool) return;
    this.#tool.onExit?.(this);
    if (this.#editingTextId) this.finishEditingText();
    this.#tool = next;
    next.onEnter?.(this);
    this.#emit();
  }

  /** Shows another placement; the selection is cleared (it belongs to a page). */
  setPage(pageId: PageId): void {
    if (pageId === this.#pageId || !this.#document.pages.some((p) => p.id === pageId)) return;
    this.#tool.onCancel?.(this);
    if (this.#editingTextId) this.finishEditingText();
    this.#pageId = pageId;
    this.#selection = [];
    this.#overlay = EMPTY_OVERLAY;
    this.#emit();
  }

  select(ids: readonly ShapeId[]): void {
    const present = new Set(this.page.shapes.map((s) => s.id));
    const next = ids.filter((id, i) => present.has(id) && ids.indexOf(id) === i);
    if (next.length === this.#selection.length && next.every((id, i) => this.#selection[i] === id)) return;
    this.#selection = next;
    this.#emit();
  }
  selectAll(): void {
    this.select(this.page.shapes.map((s) => s.id));
  }
  clearSelection(): void {
    this.select([]);
  }

  // ---- changing the document -------------------------------------------------------------------

  /** Replaces the whole document and forgets the history (new, open). */
  load(document: DesignDocument, history: HistoryState = EMPTY_HISTORY): void {
    this.#tool.onCancel?.(this);
    this.#document = document;
    this.#history = history;
    this.#pageId = document.pages[0]!.id;
    this.#selection = [];
    this.#editingTextId = null;
    this.#transient = null;
    this.#overlay = EMPTY_OVERLAY;
    this.#emit();
  }

  /**
   * Changes the current page as one undoable command. `change` returns the new page (or the same
   * page to do nothing); `selectAfter` is the selection afterwards (unchanged when omitted).
   */
  run(label: string, change: (page: Page) => Page, selectAfter?: readonly ShapeId[]): boolean {
    if (this.#transient) this.commitTransient(label);
    const before = this.page;
    const after = this.#normalise(change(before));
    const diff = diffPage(before, after);
    if (!diff) return false;
    this.#record(label, [diff], selectAfter ?? this.#selection.filter((id) => after.shapes.some((s) => s.id === id)));
    return true;
  }

  /** Changes another page as one command (paste onto a placement not shown…). */
  runOnPage(label: string, pageId: PageId, change: (page: Page) => Page): boolean {
    const before = this.#document.pages.find((p) => p.id === pageId);
    if (!before) return false;
    const diff = diffPage(before, this.#normalise(change(before)));
    if (!diff) return false;
    this.#record(label, [diff], pageId === this.#pageId ? this.#selection : this.#selection);
    return true;
  }

  #record(label: string, changes: PageChange[], selectAfter: readonly ShapeId[]): void {
    const command: Command = {
      label,
      changes,
      selectionBefore: { pageId: this.#pageId, ids: this.#transient?.selection ?? this.#selection },
      selectionAfter: { pageId: this.#pageId, ids: selectAfter },
    };
    this.#document = { ...applyCommand(this.#document, command, 'forward'), updatedAt: this.now() };
    this.#history = pushCommand(this.#history, command);
    this.#selection = selectAfter;
    this.#emit();
  }

  /** Keeps texts' boxes measured: a text whose content or type style changed gets its `w`/`h` again. */
  #normalise(page: Page): Page {
    let changed = false;
    const shapes = page.shapes.map((shape) => {
      const next = this.#measured(shape);
      if (next !== shape) changed = true;
      return next;
    });
    return changed ? { ...page, shapes } : page;
  }

  #measured<T extends Shape>(shape: T): T {
    if (shape.type === 'text') {
      const { w, h } = this.measureText(shape as TextShape);
      if (Math.abs(w - shape.w) < 1e-6 && Math.abs(h - shape.h) < 1e-6) return shape;
      // Keep the anchor the text grows from: its top-left (horizontal) or top-right (vertical).
      const x = shape.writingMode === 'vertical' ? shape.x + shape.w - w : shape.x;
      return { ...shape, w, h, x } as T;
    }
    if (shape.type === 'group') {
      const children = shape.children.map((c) => this.#measured(c));
      return children.some((c, i) => c !== shape.children[i]) ? ({ ...shape, children } as T) : shape;
    }
    return shape;
  }

  /**
   * Measures every text again (after a font's subset loaded, its advances changed): the boxes follow
   * the glyphs without a command, since nothing the shopper did changed. Answers whether any moved.
   */
  remeasureTexts(): boolean {
    let changed = false;
    const pages = this.#document.pages.map((page) => {
      const next = this.#normalise(page);
      if (next !== page) changed = true;
      return next;
    });
    if (!changed) return false;
    this.#document = { ...this.#document, pages };
    if (this.#transient) this.#transient = { ...this.#transient, page: this.#normalise(this.#transient.page) };
    this.#emit();
    return true;
  }

  /** Starts a change made of many small steps (a drag): none is recorded until `commitTransient`. */
  beginTransient(): void {
    if (!this.#transient) this.#transient = { page: this.page, selection: this.#selection };
  }

  /** Changes the current page during a transient edit (shown at once, not recorded). */
  updatePage(change: (page: Page) => Page, selectAfter?: readonly ShapeId[]): void {
    if (!this.#transient) this.beginTransient();
    const next = change(this.page);
    if (next === this.page && !selectAfter) return;
    this.#document = { ...this.#document, pages: this.#document.pages.map((p) => (p.id === this.#pageId ? next : p)) };
    if (selectAfter) this.#selection = selectAfter;
    this.#emit();
  }

  /** Records everything since `beginTransient` as one command (nothing when the page ended as it began). */
  commitTransient(label: string): boolean {
    const transient = this.#transient;
    if (!transient) return false;
    const current = this.#normalise(this.page);
    const diff = diffPage(transient.page, current);
    const selectAfter = this.#selection;
    // Put the page back as it began; #record applies the command forward from there.
    this.#document = { ...this.#document, pages: this.#document.pages.map((p) => (p.id === this.#pageId ? transient.page : p)) };
    if (!diff) {
      this.#transient = null;
      this.#emit();
      return false;
    }
    this.#record(label, [diff], selectAfter);
    this.#transient = null;
    return true;
  }

  /** Drops a transient edit: the page returns to how it began. */
  cancelTransient(): void {
    const transient = this.#transient;
    if (!transient) return;
    this.#document = { ...this.#document, pages: this.#document.pages.map((p) => (p.id === this.#pageId ? transient.page : p)) };
    this.#selection = transient.selection;
    this.#transient = null;
    this.#emit();
  }

  get inTransient(): boolean {
    return this.#transient !== null;
  }

  undo(): boolean {
    if (this.#transient) this.cancelTransient();
    if (this.#editingTextId) this.finishEditingText();
    const command = this.#history.undo.at(-1);
    if (!command) return false;
    this.#document = { ...applyCommand(this.#document, command, 'backward'), updatedAt: this.now() };
    this.#history = { undo: this.#history.undo.slice(0, -1), redo: [...this.#history.redo, command] };
    this.#showSelection(command.selectionBefore);
    this.#emit();
    return true;
  }

  redo(): boolean {
    if (this.#transient) this.cancelTransient();
    const command = this.#history.redo.at(-1);
    if (!command) return false;
    this.#document = { ...applyCommand(this.#document, command, 'forward'), updatedAt: this.now() };
    this.#history = { undo: [...this.#history.undo, command], redo: this.#history.redo.slice(0, -1) };
    this.#showSelection(command.selectionAfter);
    this.#emit();
    return true;
  }

  #showSelection(selection: Command['selectionBefore']): void {
    if (this.#document.pages.some((p) => p.id === selection.pageId)) this.#pageId = selection.pageId;
    const present = new Set(this.page.shapes.map((s) => s.id));
    this.#selection = selection.ids.filter((id) => present.has(id));
  }

  // ---- text editing ----------------------------------------------------------------------------

  /** Opens a text for typing (the app shows its text box over it). */
  startEditingText(id: ShapeId): void {
    const shape = this.getShape(id);
    if (shape?.type !== 'text') return;
    this.beginTransient();
    this.#editingTextId = id;
    this.#selection = [id];
    this.#emit();
  }

  /** The text typed so far (shown at once; recorded when editing finishes). */
  updateEditingText(text: string): void {
    const id = this.#editingTextId;
    if (!id) return;
    // A new text (placed by the text tool) stays inside the print area as it grows: moved back in,
    // and its size reduced when it no longer fits (a phone's tap near the edge, a long name).
    const isNew = this.#transient !== null && !this.#transient.page.shapes.some((s) => s.id === id);
    this.updatePage((page) => ({
      ...page,
      shapes: page.shapes.map((s) => {
        if (s.id !== id || s.type !== 'text') return s;
        const measured = this.#measured({ ...s, text });
        return isNew ? this.#keptInside(measured, page) : measured;
      }),
    }));
  }

  #keptInside(shape: TextShape, page: Page): TextShape {
    let fitted = shape;
    if (shape.w > page.width || shape.h > page.height) {
      const factor = Math.min(page.width / Math.max(shape.w, 1e-6), page.height / Math.max(shape.h, 1e-6));
      fitted = this.#measured({ ...shape, fontSize: Math.max(0.5, Math.floor(shape.fontSize * factor * 100) / 100) });
    }
    const x = Math.min(Math.max(fitted.x, 0), Math.max(0, page.width - fitted.w));
    const y = Math.min(Math.max(fitted.y, 0), Math.max(0, page.height - fitted.h));
    return x === fitted.x && y === fitted.y ? fitted : { ...fitted, x, y };
  }

  /** Ends typing: one command for the whole edit; a text left empty is removed. */
  finishEditingText(): void {
    const id = this.#editingTextId;
    if (!id) return;
    this.#editingTextId = null;
    const shape = this.getShape(id);
    if (shape?.type === 'text' && shape.text.trim() === '') {
      this.updatePage(
        (page) => ({ ...page, shapes: page.shapes.filter((s) => s.id !== id) }),
        this.#selection.filter((s) => s !== id),
      );
    }
    // A text placed by the text tool is added in the same transient edit as its typing: one command.
    const isNew = this.#transient !== null && !this.#transient.page.shapes.some((s) => s.id === id);
    if (!this.commitTransient(isNew ? 'テキストを追加' : 'テキストを編集')) this.#emit();
  }

  // ---- input -----------------------------------------------------------------------------------

  pointerDown(input: PointerInput): void {
    this.#tool.onPointerDown?.(this, input);
  }
  pointerMove(input: PointerInput): void {
    this.#tool.onPointerMove?.(this, input);
  }
  pointerUp(input: PointerInput): void {
    this.#tool.onPointerUp?.(this, input);
  }
  doubleClick(input: PointerInput): void {
    this.#tool.onDoubleClick?.(this, input);
  }
  /** The pointer was lost or a second finger came down (pinch): drop what the tool was doing. */
  cancelPointer(): void {
    this.#tool.onCancel?.(this);
  }

  /** A key: the tool's first, then the shortcuts (keyboard.ts). Returns true when it was used. */
  keyDown(input: KeyInput): boolean {
    if (input.isComposing) return false;
    if (this.#editingTextId) {
      // While typing, only Escape (finish) is the editor's; everything else is the text box's.
      if (input.key === 'Escape') {
        this.finishEditingText();
        return true;
      }
      return false;
    }
    if (this.#tool.onKeyDown?.(this, input)) return true;
    return handleKey(this, input);
  }

  /** A key released (the space bar ends the temporary hand tool). Returns true when it was used. */
  keyUp(input: KeyInput): boolean {
    if (input.isComposing || this.#editingTextId) return false;
    return handleKeyUp(this, input);
  }
}
