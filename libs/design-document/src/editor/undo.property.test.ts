/**
 * Property tests: on any document, any sequence of editing actions and tool gestures can be undone
 * to the exact initial document and redone to the exact final one; any document survives save and
 * open.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDesignJson, serializeDesignDocument } from '../model/schema.ts';
import type { DesignDocument } from '../model/types.ts';
import { arbitraryDocument, arbitraryShape } from '../testing/arbitraries.ts';
import { TestEditor } from '../testing/test-editor.ts';
import * as actions from './actions.ts';
import { handlesOf } from './queries.ts';
import type { HandleId, ToolId } from './types.ts';

type Step = (editor: TestEditor) => void;

const n = fc.integer({ min: -50, max: 350 });
const pick = fc.array(fc.nat({ max: 20 }), { maxLength: 4 });

const steps: fc.Arbitrary<Step>[] = [
  pick.map(
    (indices): Step =>
      (e) =>
        e.select(indices.map((i) => e.page.shapes[i % Math.max(1, e.page.shapes.length)]?.id ?? '')),
  ),
  fc.constant<Step>((e) => e.selectAll()),
  fc.constant<Step>((e) => actions.groupSelection(e)),
  fc.constant<Step>((e) => actions.ungroupSelection(e)),
  fc.constantFrom('left', 'center', 'right', 'top', 'middle', 'bottom' as const).map(
    (edge): Step =>
      (e) =>
        actions.alignSelection(e, edge),
  ),
  fc.constantFrom('horizontal' as const, 'vertical' as const).map(
    (axis): Step =>
      (e) =>
        actions.distributeSelection(e, axis),
  ),
  fc.constantFrom('front' as const, 'back' as const, 'forward' as const, 'backward' as const).map(
    (move): Step =>
      (e) =>
        actions.restackSelection(e, move),
  ),
  fc.constantFrom('x' as const, 'y' as const).map(
    (axis): Step =>
      (e) =>
        actions.flipSelection(e, axis),
  ),
  fc.integer({ min: -360, max: 360 }).map(
    (deg): Step =>
      (e) =>
        actions.rotateSelectionBy(e, deg),
  ),
  fc.integer({ min: -360, max: 360 }).map(
    (deg): Step =>
      (e) =>
        actions.setSelectionRotation(e, deg),
  ),
  fc.record({ w: fc.integer({ min: 1, max: 300 }), keep: fc.boolean() }).map(
    ({ w, keep }): Step =>
      (e) =>
        actions.setSelectionSize(e, { w }, keep),
  ),
  fc.record({ x: n, y: n }).map(
    (p): Step =>
      (e) =>
        actions.setSelectionPosition(e, p),
  ),
  fc
    .record({
      fill: fc.constantFrom(null, '#ff0000'),
      strokeWidth: fc.integer({ min: 0, max: 5 }),
      fontSize: fc.integer({ min: 5, max: 50 }),
      opacity: fc.constantFrom(0.5, 1),
    })
    .map(
      (style): Step =>
        (e) =>
          actions.applyStyle(e, style),
    ),
  fc.constant<Step>((e) => actions.copySelection(e)),
  fc.constant<Step>((e) => actions.cutSelection(e)),
  fc.boolean().map(
    (inPlace): Step =>
      (e) =>
        actions.pasteClipboard(e, { inPlace }),
  ),
  fc.constant<Step>((e) => actions.duplicateSelection(e)),
  fc.constant<Step>((e) => actions.deleteSelection(e)),
  fc.constant<Step>((e) => actions.setArrowHeads(e, 'both')),
  fc.constantFrom('ArrowLeft', 'ArrowDown', 'Delete', 'Tab').map(
    (key): Step =>
      (e) =>
        e.key(key),
  ),
  fc.nat({ max: 2 }).map(
    (i): Step =>
      (e) =>
        e.setPage(e.document.pages[i % e.document.pages.length]!.id),
  ),
  fc
    .record({
      tool: fc.constantFrom<ToolId>('select', 'rect', 'ellipse', 'line', 'arrow', 'pencil'),
      x1: n,
      y1: n,
      x2: n,
      y2: n,
      shift: fc.boolean(),
      alt: fc.boolean(),
    })
    .map(({ tool, x1, y1, x2, y2, shift, alt }): Step => (e) => {
      e.setTool(tool);
      e.holding({ shiftKey: shift, altKey: alt }).drag(x1, y1, x2, y2, 3).release();
    }),
  fc
    .record({
      handle: fc.constantFrom<HandleId>('nw', 'n', 'e', 'se', 's', 'rotate', 'start', 'end'),
      x: n,
      y: n,
      shift: fc.boolean(),
      alt: fc.boolean(),
    })
    .map(({ handle, x, y, shift, alt }): Step => (e) => {
      e.setTool('select');
      const at = handlesOf(e).find((h) => h.id === handle);
      if (at) e.holding({ shiftKey: shift, altKey: alt }).drag(at.point.x, at.point.y, x, y, 3).release();
    }),
  fc.record({ x: n, y: n, text: fc.constantFrom('', 'テキスト', 'A\nB') }).map(({ x, y, text }): Step => (e) => {
    e.setTool('text');
    e.click(x, y);
    e.updateEditingText(text);
    e.key('Escape');
  }),
];

const withoutClock = (document: DesignDocument) => ({ ...document, updatedAt: 0 });

describe('undo and redo', () => {
  it('undoing every step restores the initial document exactly; redoing restores the final one', () => {
    fc.assert(
      fc.property(
        arbitraryDocument({ maxShapes: 6 }),
        fc.array(fc.oneof(...steps), { minLength: 5, maxLength: 40, size: 'medium' }),
        (document, script) => {
          const editor = new TestEditor({ document });
          const initial = editor.document;
          for (const step of script) step(editor);
          const final = editor.document;
          expect(editor.inTransient).toBe(false);
          while (editor.canUndo) editor.undo();
          expect(withoutClock(editor.document)).toEqual(withoutClock(initial));
          while (editor.canRedo) editor.redo();
          expect(withoutClock(editor.document)).toEqual(withoutClock(final));
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('save and open', () => {
  it('serializeDesignDocument → parseDesignJson gives back any document', () => {
    fc.assert(
      fc.property(arbitraryDocument(), (document) => {
        const result = parseDesignJson(serializeDesignDocument(document));
        expect(result).toEqual({ ok: true, document });
      }),
      { numRuns: 200 },
    );
  });

  it('arbitraryShape gives unique ids inside a shape', () => {
    fc.assert(
      fc.property(arbitraryShape({ id: 'q' }), (shape) => {
        const ids: string[] = [];
        const walk = (s: typeof shape): void => {
          ids.push(s.id);
          if (s.type === 'group') s.children.forEach(walk);
        };
        walk(shape);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids[0]).toBe('q');
      }),
    );
  });
});
