/**
 * A scripted editor for tests, in the style of tldraw's TestEditor: pointer gestures in page mm,
 * key presses, and ids `s1`, `s2`… so documents compare exactly.
 */
import { Editor, type EditorOptions } from '../editor/editor.ts';
import { handlesOf } from '../editor/queries.ts';
import type { HandleId, KeyInput, PointerInput } from '../editor/types.ts';
import { newDesignDocument, type PlacementInput } from '../model/new-document.ts';
import type { DesignDocument, Shape } from '../model/types.ts';

/** KeyboardEvent.code for a key as a US keyboard sends it (enough for the shortcuts). */
function codeOf(key: string): string {
  if (/^[a-z]$/i.test(key)) return `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return `Digit${key}`;
  if (key === ' ') return 'Space';
  return key;
}

export interface TestEditorOptions extends Partial<EditorOptions> {
  placements?: readonly PlacementInput[];
}

export class TestEditor extends Editor {
  #pointer = { x: 0, y: 0 };
  #modifiers = { shiftKey: false, altKey: false, ctrlKey: false, metaKey: false };
  pointerType: PointerInput['pointerType'] = 'mouse';

  constructor(options: TestEditorOptions = {}) {
    let n = 0;
    let t = 1_700_000_000_000;
    const document: DesignDocument =
      options.document ??
      newDesignDocument({
        id: 'doc',
        now: t,
        placements: options.placements ?? [{ printSpecId: 1, name: '前面', position: 'front', width: 300, height: 400 }],
      });
    super({ createId: () => `s${++n}`, now: () => ++t, ...options, document });
    // 1 px per mm: drag thresholds in tests are in mm.
    this.setCamera({ zoom: 1, x: 0, y: 0 });
  }

  #input(x: number, y: number, extra: Partial<PointerInput> = {}): PointerInput {
    this.#pointer = { x, y };
    return { point: { x, y }, pointerId: 1, pointerType: this.pointerType, pressure: 0.5, button: 0, ...this.#modifiers, ...extra };
  }

  /** Holds modifier keys for the next gestures (`editor.holding({ shiftKey: true })`). */
  holding(modifiers: Partial<typeof this.modifiers>): this {
    this.#modifiers = { ...this.#modifiers, ...modifiers };
    return this;
  }
  get modifiers() {
    return this.#modifiers;
  }
  release(): this {
    this.#modifiers = { shiftKey: false, altKey: false, ctrlKey: false, metaKey: false };
    return this;
  }

  down(x = this.#pointer.x, y = this.#pointer.y, extra: Partial<PointerInput> = {}): this {
    this.pointerDown(this.#input(x, y, extra));
    return this;
  }
  move(x: number, y: number, extra: Partial<PointerInput> = {}): this {
    this.pointerMove(this.#input(x, y, extra));
    return this;
  }
  up(x = this.#pointer.x, y = this.#pointer.y, extra: Partial<PointerInput> = {}): this {
    this.pointerUp(this.#input(x, y, extra));
    return this;
  }
  /** Down at (x1, y1), moves in `steps` steps to (x2, y2), up. */
  drag(x1: number, y1: number, x2: number, y2: number, steps = 5): this {
    this.down(x1, y1);
    for (let i = 1; i <= steps; i++) this.move(x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps);
    return this.up(x2, y2);
  }
  click(x: number, y: number): this {
    return this.down(x, y).up(x, y);
  }
  dblclick(x: number, y: number): this {
    this.click(x, y).click(x, y);
    this.doubleClick(this.#input(x, y));
    return this;
  }
  key(key: string, extra: Partial<KeyInput> = {}): boolean {
    return this.keyDown({ key, code: codeOf(key), ...this.#modifiers, isComposing: false, ...extra });
  }
  /** Releases a key (the space bar held for the hand tool). */
  keyRelease(key: string, extra: Partial<KeyInput> = {}): boolean {
    return this.keyUp({ key, code: codeOf(key), ...this.#modifiers, isComposing: false, ...extra });
  }
  /** Gestures with a finger (`'touch'`), a pen or the mouse from now on. */
  using(pointerType: PointerInput['pointerType']): this {
    this.pointerType = pointerType;
    return this;
  }
  /** Places the pointer on a handle of the selection and drags it to (x, y). */
  dragHandle(id: HandleId, x: number, y: number, steps = 5): this {
    const handle = handlesOf(this, this.pointerType).find((h) => h.id === id);
    if (!handle) throw new Error(`no ${id} handle`);
    return this.drag(handle.point.x, handle.point.y, x, y, steps);
  }
  /** A shape of the current page by id (throws when absent). */
  shape(id: string): Shape {
    const shape = this.getShape(id);
    if (!shape) throw new Error(`no shape ${id}`);
    return shape;
  }
  /** The current page's shapes without their ids' noise, for snapshots. */
  get shapes() {
    return this.page.shapes;
  }
}
