/**
 * What the menus, the property panel and the shortcuts do to the selection (manual pages: group,
 * alignment, stackingorder, flip, rotate, scale, move, drawingstyle, copypaste, delete,
 * editdisplay). Each change of the document is ONE command with a Japanese label; the view
 * actions (zoom, selection cycling) are not commands.
 */
import { apply, normaliseDegrees } from '../geometry/matrix.ts';
import { boxCentre, selectionBounds, shapeBounds, type Box } from '../geometry/shape-geometry.ts';
import { createGroup } from '../model/create.ts';
import type { ArrowShape, GroupShape, Page, Point, Shape, ShapeId } from '../model/types.ts';
import {
  alignShapes,
  cloneShape,
  deleteShapes,
  distributeShapes,
  flipShapes,
  refitGroup,
  resizeShapeLocal,
  restack,
  rotateShapeAbout,
  scaleShapeAbout,
  translateShape,
  updateShapes,
  type AlignEdge,
  type StackMove,
} from '../ops/transform.ts';
import type { Editor } from './editor.ts';
import type { DrawingStyle, Viewport } from './types.ts';

/** How far (mm) a paste on the same placement or a duplicate lands from the original. */
export const PASTE_OFFSET_MM = 5;
/** CSS px per millimetre at 100 % (96 dpi). */
export const CSS_PX_PER_MM = 96 / 25.4;

function selectedIds(editor: Editor): ShapeId[] {
  return editor.selectedShapes.map((s) => s.id);
}

// ---- group ---------------------------------------------------------------------------------------

/** Groups two or more selected shapes (「グループ化」); the group takes the topmost one's place in the stack. */
export function groupSelection(editor: Editor): boolean {
  const selected = editor.selectedShapes;
  if (selected.length < 2) return false;
  const id = editor.createId();
  const group = refitGroup(createGroup(id, selected));
  const ids = new Set(selected.map((s) => s.id));
  const top = editor.page.shapes.findLastIndex((s) => ids.has(s.id));
  return editor.run(
    'グループ化',
    (page) => {
      const shapes: Shape[] = [];
      page.shapes.forEach((shape, i) => {
        if (i === top) shapes.push(group);
        else if (!ids.has(shape.id)) shapes.push(shape);
      });
      return { ...page, shapes };
    },
    [id],
  );
}

/** Replaces each selected group by its children, in place (「グループ解除」); the children are selected. */
export function ungroupSelection(editor: Editor): boolean {
  const groups = editor.selectedShapes.filter((s): s is GroupShape => s.type === 'group');
  if (groups.length === 0) return false;
  const byId = new Map(groups.map((g) => [g.id, g]));
  const after: ShapeId[] = editor.selection.filter((id) => !byId.has(id));
  for (const group of groups) after.push(...group.children.map((c) => c.id));
  return editor.run(
    'グループ解除',
    (page) => ({
      ...page,
      shapes: page.shapes.flatMap((shape) => {
        const group = byId.get(shape.id);
        if (!group) return [shape];
        return group.opacity === 1 ? group.children : group.children.map((c) => withOpacity(c, c.opacity * group.opacity));
      }),
    }),
    after,
  );
}

function withOpacity(shape: Shape, opacity: number): Shape {
  return { ...shape, opacity };
}

// ---- placement -----------------------------------------------------------------------------------

function printArea(page: Page): Box {
  return { x: 0, y: 0, w: page.width, h: page.height };
}

/** Aligns the selection's shapes to their common bounds, or a single shape to the print area (「整列」). */
export function alignSelection(editor: Editor, edge: AlignEdge): boolean {
  const shapes = editor.selectedShapes;
  if (shapes.length === 0) return false;
  const target = shapes.length === 1 ? printArea(editor.page) : selectionBounds(shapes)!;
  const ids = selectedIds(editor);
  return editor.run('整列', (page) => alignShapes(page, ids, edge, target));
}

/** Equal gaps between three or more shapes (「等間隔に分布」). */
export function distributeSelection(editor: Editor, axis: 'horizontal' | 'vertical'): boolean {
  const ids = selectedIds(editor);
  if (ids.length < 3) return false;
  return editor.run('等間隔に分布', (page) => distributeShapes(page, ids, axis));
}

const STACK_LABELS: Record<StackMove, string> = { front: '最前面へ', back: '最背面へ', forward: '前面へ', backward: '背面へ' };

export function restackSelection(editor: Editor, move: StackMove): boolean {
  const ids = selectedIds(editor);
  return editor.run(STACK_LABELS[move], (page) => restack(page, ids, move));
}

/** Mirrors the selection about its centre: `x` left↔right (「左右反転」), `y` top↔bottom (「上下反転」). */
export function flipSelection(editor: Editor, axis: 'x' | 'y'): boolean {
  const ids = selectedIds(editor);
  return editor.run(axis === 'x' ? '左右反転' : '上下反転', (page) => flipShapes(page, ids, axis));
}

/** Rotates the selection by `degrees` clockwise about its centre (「回転」). */
export function rotateSelectionBy(editor: Editor, degrees: number): boolean {
  const bounds = editor.selectionBounds;
  if (!bounds || normaliseDegrees(degrees) === 0) return false;
  const centre = boxCentre(bounds);
  const ids = selectedIds(editor);
  return editor.run('回転', (page) => updateShapes(page, ids, (s) => rotateShapeAbout(s, degrees, centre)));
}

/**
 * The angle typed in the property panel for a single shape, about its centre (「回転」). A group's
 * own rotation is always 0, so a group is rotated by `degrees`.
 */
export function setSelectionRotation(editor: Editor, degrees: number): boolean {
  const shapes = editor.selectedShapes;
  if (shapes.length !== 1 || !Number.isFinite(degrees)) return false;
  const shape = shapes[0]!;
  const delta = normaliseDegrees(degrees) - shape.rotation;
  if (Math.abs(delta) < 1e-9) return false;
  const centre = boxCentre(shapeBounds(shape));
  return editor.run('回転', (page) => updateShapes(page, [shape.id], (s) => rotateShapeAbout(s, delta, centre)));
}

/** Whether a shape's width and height always change together (they would distort otherwise). */
export function keepsRatio(shape: Shape): boolean {
  return shape.type === 'image' || shape.type === 'text' || shape.type === 'group';
}

/**
 * The size typed in the property panel (「サイズを変更」), in mm. A single shape gets the width and
 * height of its own box (its top-left corner stays); several shapes are scaled uniformly about the
 * selection's top-left. `keepRatio` (the chain icon) keeps the ratio; images, texts and groups
 * always keep it.
 */
export function setSelectionSize(editor: Editor, size: { w?: number; h?: number }, keepRatio: boolean): boolean {
  const shapes = editor.selectedShapes;
  const valid = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n > 0;
  if (shapes.length === 0 || (!valid(size.w) && !valid(size.h))) return false;
  if (shapes.length === 1 && shapes[0]!.type !== 'group') {
    const shape = shapes[0]!;
    const ratio = keepRatio || keepsRatio(shape);
    let w = valid(size.w) && shape.w > 0 ? size.w : shape.w;
    let h = valid(size.h) && shape.h > 0 ? size.h : shape.h;
    if (ratio) {
      const factor = valid(size.w) && shape.w > 0 ? size.w / shape.w : valid(size.h) && shape.h > 0 ? size.h / shape.h : 1;
      w = shape.w * factor;
      h = shape.h * factor;
    }
    // Keep the top-left corner of the shape's own frame (its local (0, 0) unless flipped).
    const x = shape.flipX ? shape.w - w : 0;
    const y = shape.flipY ? shape.h - h : 0;
    return editor.run('サイズを変更', (page) => updateShapes(page, [shape.id], (s) => resizeShapeLocal(s, { x, y, w, h })));
  }
  const bounds = editor.selectionBounds!;
  const factor = valid(size.w) && bounds.w > 0 ? size.w / bounds.w : valid(size.h) && bounds.h > 0 ? size.h / bounds.h : 1;
  if (Math.abs(factor - 1) < 1e-9) return false;
  const ids = selectedIds(editor);
  const pivot = { x: bounds.x, y: bounds.y };
  return editor.run('サイズを変更', (page) => updateShapes(page, ids, (s) => scaleShapeAbout(s, factor, pivot)));
}

/** The position typed in the property panel: the selection's top-left, in mm from the print area's top-left (「移動」). */
export function setSelectionPosition(editor: Editor, position: { x?: number; y?: number }): boolean {
  const bounds = editor.selectionBounds;
  if (!bounds) return false;
  const dx = position.x !== undefined && Number.isFinite(position.x) ? position.x - bounds.x : 0;
  const dy = position.y !== undefined && Number.isFinite(position.y) ? position.y - bounds.y : 0;
  const ids = selectedIds(editor);
  return editor.run('移動', (page) => updateShapes(page, ids, (s) => (dx === 0 && dy === 0 ? s : translateShape(s, dx, dy))));
}

// ---- style ---------------------------------------------------------------------------------------

function has<K extends string>(object: object, key: K): object is Record<K, unknown> {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function nullable(shape: Shape, key: keyof DrawingStyle): boolean {
  if (key === 'fill') return shape.type === 'rect' || shape.type === 'ellipse' || shape.type === 'path';
  if (key === 'stroke') return shape.type === 'rect' || shape.type === 'ellipse' || shape.type === 'text' || shape.type === 'path';
  return false;
}

/** A shape with the properties of `patch` that it has (and can take: a text's fill is never none). */
function styled(shape: Shape, patch: Partial<DrawingStyle>): Shape {
  if (shape.type === 'group') {
    const children = shape.children.map((c) => styled(c, patch));
    return children.every((c, i) => c === shape.children[i]) ? shape : { ...shape, children };
  }
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch) as [keyof DrawingStyle, unknown][]) {
    if (value === undefined || key === 'opacity' || !has(shape, key)) continue;
    // Only rectangles and ellipses can have no fill; lines, arrows and strokes always have a colour.
    if (value === null && !nullable(shape, key)) continue;
    if (key === 'strokeWidth' && shape.type === 'pencil' && typeof value === 'number' && value < 0.05) continue;
    if (shape[key as keyof Shape] !== value) next[key] = value;
  }
  return Object.keys(next).length === 0 ? shape : ({ ...shape, ...next } as Shape);
}

/**
 * Applies style properties to the selection (each only to the shapes that have it; into groups)
 * and makes them the style of new shapes (「スタイルを変更」). Opacity applies to the selected shapes
 * themselves (a group's own opacity). Texts whose type style changed are measured again.
 */
export function applyStyle(editor: Editor, patch: Partial<DrawingStyle>): boolean {
  editor.setDefaultStyle(patch);
  const ids = selectedIds(editor);
  if (ids.length === 0) return false;
  return editor.run('スタイルを変更', (page) =>
    updateShapes(page, ids, (shape) => {
      const next = styled(shape, patch);
      return patch.opacity !== undefined && next.opacity !== patch.opacity ? { ...next, opacity: patch.opacity } : next;
    }),
  );
}

/** Which ends of the selected arrows have heads (property panel; 「矢じりを変更」). */
export function setArrowHeads(editor: Editor, heads: ArrowShape['heads']): boolean {
  const ids = selectedIds(editor);
  const change = (shape: Shape): Shape => {
    if (shape.type === 'arrow') return shape.heads === heads ? shape : { ...shape, heads };
    if (shape.type === 'group') {
      const children = shape.children.map(change);
      return children.every((c, i) => c === shape.children[i]) ? shape : { ...shape, children };
    }
    return shape;
  };
  return editor.run('矢じりを変更', (page) => updateShapes(page, ids, change));
}

const copiedStyles = new WeakMap<Editor, Partial<DrawingStyle>>();

/** The style of a shape as drawing-style properties (what it has of them). */
export function styleOf(shape: Shape): Partial<DrawingStyle> {
  if (shape.type === 'group')
    return shape.children[0] ? { ...styleOf(shape.children[0]), opacity: shape.opacity } : { opacity: shape.opacity };
  const style: Record<string, unknown> = {};
  const keys: (keyof DrawingStyle)[] = [
    'fill',
    'stroke',
    'strokeWidth',
    'dash',
    'opacity',
    'radius',
    'fontId',
    'fontSize',
    'letterSpacing',
    'lineHeight',
    'writingMode',
    'align',
  ];
  for (const key of keys) if (has(shape, key)) style[key] = shape[key];
  return style as Partial<DrawingStyle>;
}

/** Copies the style of the first selected shape (Ctrl/⌘+Alt+C). */
export function copyStyle(editor: Editor): boolean {
  const shape = editor.selectedShapes[0];
  if (!shape) return false;
  copiedStyles.set(editor, styleOf(shape));
  return true;
}

/** The style copied with `copyStyle`, if any. */
export function copiedStyle(editor: Editor): Partial<DrawingStyle> | null {
  return copiedStyles.get(editor) ?? null;
}

/** Applies the copied style to the selection (Ctrl/⌘+Alt+V). */
export function pasteStyle(editor: Editor): boolean {
  const style = copiedStyles.get(editor);
  if (!style) return false;
  // Size-like text properties stay with each text: only colours, line and type style carry over.
  return applyStyle(editor, style);
}

// ---- clipboard -----------------------------------------------------------------------------------

function offsetCopies(editor: Editor, shapes: readonly Shape[], dx: number, dy: number): Shape[] {
  return shapes.map((s) => translateShape(cloneShape(s, editor.createId), dx, dy));
}

export function copySelection(editor: Editor): boolean {
  const shapes = editor.selectedShapes;
  if (shapes.length === 0) return false;
  editor.setClipboard({ shapes, pageId: editor.pageId });
  return true;
}

export function cutSelection(editor: Editor): boolean {
  if (!copySelection(editor)) return false;
  const ids = selectedIds(editor);
  return editor.run('切り取り', (page) => deleteShapes(page, ids), []);
}

/**
 * Pastes the clipboard on top of the current page with new ids and selects it (「貼り付け」): on the
 * placement it was copied from 5 mm further each time; on another placement (front → back) at the
 * same position. `inPlace` (Ctrl/⌘+Shift+V) always keeps the position.
 */
export function pasteClipboard(editor: Editor, options: { inPlace?: boolean } = {}): boolean {
  const clipboard = editor.clipboard;
  if (!clipboard || clipboard.shapes.length === 0) return false;
  const offset = options.inPlace || clipboard.pageId !== editor.pageId ? 0 : PASTE_OFFSET_MM;
  const copies = offsetCopies(editor, clipboard.shapes, offset, offset);
  const ok = editor.run(
    '貼り付け',
    (page) => ({ ...page, shapes: [...page.shapes, ...copies] }),
    copies.map((s) => s.id),
  );
  // The next paste lands beside this one.
  if (ok) editor.setClipboard({ shapes: copies, pageId: editor.pageId });
  return ok;
}

/** Copies the selection 5 mm down and right, on top, and selects the copies (「複製」); the clipboard stays. */
export function duplicateSelection(editor: Editor): boolean {
  const shapes = editor.selectedShapes;
  if (shapes.length === 0) return false;
  const copies = offsetCopies(editor, shapes, PASTE_OFFSET_MM, PASTE_OFFSET_MM);
  return editor.run(
    '複製',
    (page) => ({ ...page, shapes: [...page.shapes, ...copies] }),
    copies.map((s) => s.id),
  );
}

export function deleteSelection(editor: Editor): boolean {
  const ids = selectedIds(editor);
  return editor.run('削除', (page) => deleteShapes(page, ids), []);
}

/** Tab / Shift+Tab: selects the next (previous) shape in stacking order, wrapping (keyboard users). */
export function selectNext(editor: Editor, backwards = false): boolean {
  const shapes = editor.page.shapes;
  if (shapes.length === 0) return false;
  const indices = editor.selection.map((id) => shapes.findIndex((s) => s.id === id)).filter((i) => i >= 0);
  let next: number;
  if (indices.length === 0) next = backwards ? shapes.length - 1 : 0;
  else if (backwards) next = (Math.min(...indices) - 1 + shapes.length) % shapes.length;
  else next = (Math.max(...indices) + 1) % shapes.length;
  editor.select([shapes[next]!.id]);
  return true;
}

// ---- view ----------------------------------------------------------------------------------------

/** The middle of the viewport in screen px (the origin when the app has not reported its size). */
function viewportCentre(editor: Editor): Point {
  const viewport = editor.viewport;
  return viewport ? { x: viewport.width / 2, y: viewport.height / 2 } : { x: 0, y: 0 };
}

/** Zooms by `factor` keeping the page point under `screenPoint` (px; the viewport's middle by default) where it is. */
export function zoomBy(editor: Editor, factor: number, screenPoint: Point = viewportCentre(editor)): void {
  const camera = editor.camera;
  const zoom = Math.min(64, Math.max(0.1, camera.zoom * factor));
  const page = { x: (screenPoint.x - camera.x) / camera.zoom, y: (screenPoint.y - camera.y) / camera.zoom };
  editor.setCamera({ zoom, x: screenPoint.x - page.x * zoom, y: screenPoint.y - page.y * zoom });
}

/** Fits the print area into a viewport (px) with `padding` px around it, centred (「画面に合わせる」). */
export function zoomToFit(editor: Editor, viewport: Pick<Viewport, 'width' | 'height'>, padding = 24): void {
  const { width, height } = editor.page;
  const zoom = Math.min(64, Math.max(0.1, Math.min((viewport.width - 2 * padding) / width, (viewport.height - 2 * padding) / height)));
  editor.setCamera({ zoom, x: (viewport.width - width * zoom) / 2, y: (viewport.height - height * zoom) / 2 });
}

/** True size on screen (「100%表示」): `pxPerMm` screen px per mm, about the viewport's middle. */
export function zoomTo100(editor: Editor, pxPerMm: number = editor.viewport?.pxPerMm ?? CSS_PX_PER_MM): void {
  zoomBy(editor, pxPerMm / editor.camera.zoom);
}

/** A page point (mm) on screen (px) with the current camera. */
export function pageToScreen(editor: Editor, point: Point): Point {
  const { zoom, x, y } = editor.camera;
  return apply([zoom, 0, 0, zoom, x, y], point);
}

/** A screen point (px) on the page (mm) with the current camera: what the app feeds the tools. */
export function screenToPage(editor: Editor, point: Point): Point {
  const { zoom, x, y } = editor.camera;
  return { x: (point.x - x) / zoom, y: (point.y - y) / zoom };
}
