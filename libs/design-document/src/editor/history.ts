/**
 * Commands with undo: every change to the document is recorded as the shapes it replaced and the
 * shapes it put there (top-level shapes of a page, matched by id), plus the page's stacking order
 * when it changed. Commands are plain JSON, so the history survives a reload with the document.
 */
import type { DesignDocument, Page, PageId, Shape, ShapeId } from '../model/types.ts';

export interface ShapeChange {
  readonly id: ShapeId;
  readonly before: Shape | null;
  readonly after: Shape | null;
}

export interface PageChange {
  readonly pageId: PageId;
  readonly shapes: readonly ShapeChange[];
  /** The page's shape order before and after, when shapes were added, removed or restacked. */
  readonly orderBefore?: readonly ShapeId[];
  readonly orderAfter?: readonly ShapeId[];
}

export interface Command {
  /** Japanese name of the change, shown in the undo button's tooltip (「移動」, 「四角形を追加」…). */
  readonly label: string;
  readonly changes: readonly PageChange[];
  readonly selectionBefore: { readonly pageId: PageId; readonly ids: readonly ShapeId[] };
  readonly selectionAfter: { readonly pageId: PageId; readonly ids: readonly ShapeId[] };
}

export interface HistoryState {
  readonly undo: readonly Command[];
  readonly redo: readonly Command[];
}

export const EMPTY_HISTORY: HistoryState = { undo: [], redo: [] };

/** How many commands are kept for undo (the oldest are dropped). */
export const HISTORY_LIMIT = 200;

/** What changed between two versions of a page (null when nothing did). Shapes compare by reference. */
export function diffPage(before: Page, after: Page): PageChange | null {
  const beforeById = new Map(before.shapes.map((s) => [s.id, s]));
  const afterById = new Map(after.shapes.map((s) => [s.id, s]));
  const shapes: ShapeChange[] = [];
  for (const [id, shape] of beforeById) {
    const next = afterById.get(id) ?? null;
    if (next !== shape) shapes.push({ id, before: shape, after: next });
  }
  for (const [id, shape] of afterById) {
    if (!beforeById.has(id)) shapes.push({ id, before: null, after: shape });
  }
  const orderBefore = before.shapes.map((s) => s.id);
  const orderAfter = after.shapes.map((s) => s.id);
  const orderChanged = orderBefore.length !== orderAfter.length || orderBefore.some((id, i) => orderAfter[i] !== id);
  if (shapes.length === 0 && !orderChanged) return null;
  return orderChanged ? { pageId: before.id, shapes, orderBefore, orderAfter } : { pageId: before.id, shapes };
}

/** The page with a change applied forwards (`redo`) or backwards (`undo`). */
export function applyPageChange(page: Page, change: PageChange, direction: 'forward' | 'backward'): Page {
  const byId = new Map(page.shapes.map((s) => [s.id, s]));
  for (const c of change.shapes) {
    const value = direction === 'forward' ? c.after : c.before;
    if (value) byId.set(c.id, value);
    else byId.delete(c.id);
  }
  const order = direction === 'forward' ? change.orderAfter : change.orderBefore;
  const ids = order ?? page.shapes.map((s) => s.id).filter((id) => byId.has(id));
  const shapes = ids.map((id) => byId.get(id)).filter((s): s is Shape => s !== undefined);
  // Shapes the order does not name (should not happen) stay, on top.
  for (const [id, shape] of byId) if (!ids.includes(id)) shapes.push(shape);
  return { ...page, shapes };
}

export function applyCommand(document: DesignDocument, command: Command, direction: 'forward' | 'backward'): DesignDocument {
  const changes = direction === 'forward' ? command.changes : [...command.changes].reverse();
  let pages = document.pages;
  for (const change of changes) {
    pages = pages.map((page) => (page.id === change.pageId ? applyPageChange(page, change, direction) : page));
  }
  return { ...document, pages };
}

/** Adds a command to the history (clearing redo), keeping at most HISTORY_LIMIT. */
export function pushCommand(history: HistoryState, command: Command): HistoryState {
  const undo = [...history.undo, command];
  return { undo: undo.length > HISTORY_LIMIT ? undo.slice(undo.length - HISTORY_LIMIT) : undo, redo: [] };
}
