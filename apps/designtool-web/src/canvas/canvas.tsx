/**
 * The canvas: the garment in the chosen colour at true scale, the print area and its grid, the
 * page's shapes, and over them the selection frame with its handles, snap lines, the marquee and the
 * shape being drawn; rulers in mm along the top and left. Pointer events become `PointerInput` in
 * page millimetres for the editor's tools; the hand tool, Space+drag, the middle button and the
 * wheel pan; Ctrl+wheel and two fingers zoom (a second finger cancels what the first was doing).
 */
import {
  FIT_PADDING_PX,
  CSS_PX_PER_MM,
  handleSizePx,
  handlesOf,
  screenToPage,
  selectionFrame,
  shapeBounds,
  zoomBy,
  zoomToFit,
  type Editor,
  type PointerInput,
} from '@shop/design-document';
import { type Shape } from '@shop/design-document/model';
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { browserFonts } from '../fonts/browser-fonts.ts';
import { usePageChecks } from '../lib/use-page-checks.ts';
import { garmentPlacement } from '../lib/garment.ts';
import { corner, frame, frameNoRulers, layer as layerClass, svg as svgClass, viewport } from './canvas.css.ts';
import { Ruler } from './rulers.tsx';
import { ShapeView } from './shape-view.tsx';
import { TextEditorOverlay } from './text-editor-overlay.tsx';

const ACCENT = '#1d4ed8';
const DANGER = '#d32f2f';
const SNAP = '#d81b60';

type Gesture =
  | { kind: 'none' }
  | { kind: 'tool'; pointerId: number }
  | { kind: 'pan'; pointerId: number; start: { x: number; y: number }; camera: Editor['camera'] }
  | { kind: 'pinch'; distance: number; mid: { x: number; y: number }; camera: Editor['camera'] };

const pointerType = (type: string): PointerInput['pointerType'] => (type === 'touch' || type === 'pen' ? type : 'mouse');

const CURSORS: Record<string, string> = { select: 'default', hand: 'grab', text: 'text' };

export interface DesignCanvasProps {
  /** Phone layout: larger handles, no rulers. */
  touch?: boolean;
}

export function DesignCanvas({ touch = false }: DesignCanvasProps) {
  const editor = useEditor();
  const document = useEditorValue((e) => e.document);
  const page = useEditorValue((e) => e.page);
  const camera = useEditorValue((e) => e.camera);
  const display = useEditorValue((e) => e.display);
  const selection = useEditorValue((e) => e.selection);
  const overlay = useEditorValue((e) => e.overlay);
  const toolId = useEditorValue((e) => e.tool.id);
  const toolState = useEditorValue((e) => e.toolState);
  const editingTextId = useEditorValue((e) => e.editingTextId);

  const viewportRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  const [panning, setPanning] = useState(false);

  // The viewport's size (the camera is in its pixels); the page is fitted when first shown.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      editor.setViewport({ ...next, pxPerMm: CSS_PX_PER_MM });
      setSize((current) => (current && current.width === next.width && current.height === next.height ? current : next));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [editor]);

  // Fonts load when a text first uses them; their real advances then redraw the texts.
  const [fontsVersion, setFontsVersion] = useState(0);
  useEffect(() => browserFonts().subscribe(() => setFontsVersion((v) => v + 1)), []);
  // Keyed on the texts, not the page: a drag changes the page on every frame, never the texts.
  const texts = textsOf(page.shapes);
  useEffect(() => {
    for (const [fontId, text] of texts
      .split('\u0001')
      .filter(Boolean)
      .map((entry) => entry.split('\u0000') as [string, string])) {
      browserFonts()
        .ensure(fontId, text)
        .catch(() => {});
    }
  }, [texts]);

  const fittedPage = useRef<string | null>(null);
  useEffect(() => {
    if (!size || size.width === 0 || fittedPage.current === page.id) return;
    fittedPage.current = page.id;
    zoomToFit(editor, size, FIT_PADDING_PX);
  }, [editor, page, size]);

  // Wheel: pan; with Ctrl/⌘ (and trackpad pinch, which browsers send as Ctrl+wheel) zoom about the pointer.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      const current = editor.camera;
      const scale = event.deltaMode === 1 ? 16 : 1;
      if (event.ctrlKey || event.metaKey) {
        zoomBy(editor, Math.exp((-event.deltaY * scale) / 300), anchor);
      } else {
        const dx = event.shiftKey && event.deltaX === 0 ? event.deltaY : event.deltaX;
        const dy = event.shiftKey && event.deltaX === 0 ? 0 : event.deltaY;
        editor.setCamera({ ...current, x: current.x - dx * scale, y: current.y - dy * scale });
      }
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [editor]);

  // The viewport's position, read once per gesture (and after a resize or scroll), not on every move:
  // getBoundingClientRect on each pointermove forces a layout.
  const rectRef = useRef<{ left: number; top: number } | null>(null);
  const readRect = () => {
    const rect = viewportRef.current!.getBoundingClientRect();
    rectRef.current = { left: rect.left, top: rect.top };
    return rectRef.current;
  };
  useEffect(() => {
    const forget = () => {
      rectRef.current = null;
    };
    window.addEventListener('resize', forget);
    window.addEventListener('scroll', forget, true);
    return () => {
      window.removeEventListener('resize', forget);
      window.removeEventListener('scroll', forget, true);
    };
  }, []);
  const screenPoint = (event: { clientX: number; clientY: number }) => {
    const rect = rectRef.current ?? readRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const toInput = (event: ReactPointerEvent | ReactMouseEvent, pointerId = 1, type = 'mouse', pressure = 0.5): PointerInput => ({
    point: screenToPage(editor, screenPoint(event)),
    pointerId,
    pointerType: pointerType(type),
    pressure: type === 'mouse' ? 0.5 : pressure || 0.5,
    button: event.button,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
  });

  const pointerInput = (event: ReactPointerEvent) => toInput(event, event.pointerId, event.pointerType, event.pressure);

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
    gesture.current = {
      kind: 'pinch',
      distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
      mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      camera: editor.camera,
    };
  };

  // Tool moves are applied once per animation frame (the last position; a pencil keeps every
  // coalesced point): moves arrive faster than frames, and each one re-renders the page.
  const pendingMoves = useRef<PointerInput[]>([]);
  const frameRequest = useRef<number | null>(null);
  const flushMoves = () => {
    if (frameRequest.current !== null) cancelAnimationFrame(frameRequest.current);
    frameRequest.current = null;
    const moves = pendingMoves.current;
    pendingMoves.current = [];
    if (moves.length === 0) return;
    if (editor.tool.id === 'pencil') for (const move of moves) editor.pointerMove(move);
    else editor.pointerMove(moves[moves.length - 1]!);
  };
  const queueMoves = (moves: PointerInput[]) => {
    pendingMoves.current.push(...moves);
    frameRequest.current ??= requestAnimationFrame(() => {
      frameRequest.current = null;
      flushMoves();
    });
  };
  useEffect(
    () => () => {
      if (frameRequest.current !== null) cancelAnimationFrame(frameRequest.current);
    },
    [],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLTextAreaElement) return;
    readRect();
    const element = viewportRef.current!;
    element.focus({ preventScroll: true });
    element.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, screenPoint(event));
    if (pointers.current.size === 2) {
      // A second finger: whatever the first began is dropped, the two fingers zoom and pan.
      pendingMoves.current = [];
      if (gesture.current.kind === 'tool') editor.cancelPointer();
      startPinch();
      return;
    }
    if (pointers.current.size > 2) return;
    // The hand tool (also while the space bar is held: the editor switches to it) and the middle button pan.
    if (editor.tool.id === 'hand' || event.button === 1) {
      gesture.current = { kind: 'pan', pointerId: event.pointerId, start: screenPoint(event), camera: editor.camera };
      setPanning(true);
      return;
    }
    if (event.button !== 0) return;
    gesture.current = { kind: 'tool', pointerId: event.pointerId };
    editor.pointerDown(pointerInput(event));
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (pointers.current.has(event.pointerId)) pointers.current.set(event.pointerId, screenPoint(event));
    const current = gesture.current;
    if (current.kind === 'pinch') {
      const values = [...pointers.current.values()];
      if (values.length < 2) return;
      const [a, b] = values as [{ x: number; y: number }, { x: number; y: number }];
      const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      // The page point under the fingers' first midpoint follows their midpoint, scaled by their spread.
      const start = current.camera;
      const zoom = Math.min(64, Math.max(0.1, (start.zoom * distance) / current.distance));
      const px = (current.mid.x - start.x) / start.zoom;
      const py = (current.mid.y - start.y) / start.zoom;
      editor.setCamera({ zoom, x: mid.x - px * zoom, y: mid.y - py * zoom });
      return;
    }
    if (current.kind === 'pan' && current.pointerId === event.pointerId) {
      const at = screenPoint(event);
      editor.setCamera({ ...current.camera, x: current.camera.x + at.x - current.start.x, y: current.camera.y + at.y - current.start.y });
      return;
    }
    if (current.kind === 'tool' && current.pointerId !== event.pointerId) return;
    if (current.kind === 'none' && event.pointerType === 'touch') return;
    // Hover moves too (tools show where a shape would snap); coalesced events keep a pencil smooth.
    const events =
      current.kind === 'tool' && typeof event.nativeEvent.getCoalescedEvents === 'function' ? event.nativeEvent.getCoalescedEvents() : [];
    if (current.kind !== 'tool') {
      editor.pointerMove(pointerInput(event));
      return;
    }
    const base = pointerInput(event);
    queueMoves(
      events.length > 1
        ? events.map((e) => ({
            ...base,
            point: screenToPage(editor, screenPoint(e)),
            pressure: e.pointerType === 'mouse' ? 0.5 : e.pressure || 0.5,
          }))
        : [base],
    );
  };

  const endPointer = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    if (current.kind === 'pinch') {
      if (pointers.current.size === 0) gesture.current = { kind: 'none' };
      return;
    }
    if (current.kind === 'pan' && current.pointerId === event.pointerId) {
      gesture.current = { kind: 'none' };
      setPanning(false);
      return;
    }
    if (current.kind === 'tool' && current.pointerId === event.pointerId) {
      gesture.current = { kind: 'none' };
      flushMoves();
      if (cancelled) editor.cancelPointer();
      else editor.pointerUp(pointerInput(event));
    }
  };

  const checks = usePageChecks();
  const garment = garmentPlacement(document.product, page);
  const width = size?.width ?? editor.viewport?.width ?? 800;
  const height = size?.height ?? editor.viewport?.height ?? 600;
  const px = 1 / camera.zoom;
  const viewBox = `${-camera.x * px} ${-camera.y * px} ${width * px} ${height * px}`;

  const selected = selection;
  // While shapes are moved, resized or rotated they are drawn on the upper layer only.
  const gestureOn = /^select\.(translating|resizing|rotating)/.test(toolState);
  const frozen = useFrozenShapes(gestureOn ? selection : null, page.shapes);
  const editing = editingTextId ? page.shapes.find((s) => s.id === editingTextId) : undefined;
  const showHandles = selected.length > 0 && !editing && !/translating|resizing|rotating/.test(toolState);
  const cursor = toolId === 'hand' ? (panning ? 'grabbing' : 'grab') : (CURSORS[toolId] ?? 'crosshair');

  return (
    <div className={[frame, display.rulers && !touch ? '' : frameNoRulers].join(' ')}>
      <div className={corner} aria-hidden="true" />
      {display.rulers && !touch ? <Ruler axis="x" camera={camera} length={width} /> : <div />}
      {display.rulers && !touch ? <Ruler axis="y" camera={camera} length={height} /> : <div />}
      {/* The canvas is a focusable composite widget: keys choose tools, move, delete and walk the shapes. */}
      <div
        ref={viewportRef}
        className={viewport}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a composite widget with its own keys
        tabIndex={0}
        role="application"
        aria-label={`デザインキャンバス（${page.name}、${page.width} × ${page.height} mm）`}
        aria-roledescription="キャンバス"
        data-testid="design-canvas"
        data-tool={toolId}
        data-tool-state={toolState}
        style={{ cursor }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endPointer(event, false)}
        onPointerCancel={(event) => endPointer(event, true)}
        onLostPointerCapture={(event) => {
          if (pointers.current.has(event.pointerId)) endPointer(event, true);
        }}
        onDoubleClick={(event) => {
          if (!(event.target instanceof HTMLTextAreaElement)) editor.doubleClick(toInput(event));
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        <svg className={svgClass} viewBox={viewBox} preserveAspectRatio="xMinYMin meet" data-testid="design-canvas-svg" aria-hidden="true">
          {garment ? (
            <image
              href={garment.href}
              x={garment.x}
              y={garment.y}
              width={garment.size}
              height={garment.size}
              data-testid="garment-picture"
              preserveAspectRatio="xMidYMid meet"
            />
          ) : null}
          <rect x={0} y={0} width={page.width} height={page.height} fill={garment ? 'none' : '#ffffff'} data-testid="print-area" />
          {display.grid ? <Grid width={page.width} height={page.height} pitch={display.gridSize} px={px} /> : null}
          <g data-page-content="" data-page-id={page.id}>
            {page.shapes.map((shape) => {
              // A shape being moved is drawn on the layer above; here it stays as it was when the
              // gesture began (hidden), so this layer does not change, nor repaint, during the drag.
              const still = frozen?.get(shape.id);
              return still ? (
                <ShapeView key={shape.id} shape={still} hidden fontsVersion={fontsVersion} />
              ) : (
                <ShapeView key={shape.id} shape={shape} hidden={shape.id === editingTextId} fontsVersion={fontsVersion} />
              );
            })}
          </g>
          {display.guides ? (
            <rect
              x={0}
              y={0}
              width={page.width}
              height={page.height}
              fill="none"
              stroke={ACCENT}
              strokeWidth={px}
              strokeDasharray={`${4 * px} ${3 * px}`}
              pointerEvents="none"
              data-testid="print-area-guide"
            />
          ) : null}
        </svg>
        {/* What changes while the shopper works: moved shapes, the draft, marks, snap lines, the marquee and the selection. */}
        <svg
          className={`${svgClass} ${layerClass}`}
          viewBox={viewBox}
          preserveAspectRatio="xMinYMin meet"
          data-testid="design-canvas-layer"
          aria-hidden="true"
        >
          {frozen
            ? page.shapes
                .filter((shape) => frozen.has(shape.id))
                .map((shape) => <ShapeView key={shape.id} shape={shape} fontsVersion={fontsVersion} />)
            : null}
          {overlay.draft ? <ShapeView shape={overlay.draft} fontsVersion={fontsVersion} /> : null}
          {frozen
            ? null
            : page.shapes.filter((s) => checks.outside.has(s.id)).map((shape) => <OutsideMark key={shape.id} shape={shape} px={px} />)}
          {overlay.snapLines.map((line, i) =>
            line.axis === 'x' ? (
              <line key={i} x1={line.at} x2={line.at} y1={-camera.y * px} y2={(height - camera.y) * px} stroke={SNAP} strokeWidth={px} />
            ) : (
              <line key={i} y1={line.at} y2={line.at} x1={-camera.x * px} x2={(width - camera.x) * px} stroke={SNAP} strokeWidth={px} />
            ),
          )}
          {overlay.marquee ? (
            <rect
              x={overlay.marquee.x}
              y={overlay.marquee.y}
              width={overlay.marquee.w}
              height={overlay.marquee.h}
              fill="rgba(29, 78, 216, 0.08)"
              stroke={ACCENT}
              strokeWidth={px}
              data-testid="marquee"
            />
          ) : null}
          {selected.length > 0 ? <SelectionOverlay editor={editor} px={px} touch={touch} handles={showHandles} /> : null}
        </svg>
        {editing?.type === 'text' ? <TextEditorOverlay key={editing.id} editor={editor} shape={editing} /> : null}
      </div>
    </div>
  );
}

function Grid({ width, height, pitch, px }: { width: number; height: number; pitch: number; px: number }) {
  const lines: ReactNode[] = [];
  if (pitch > 0 && pitch / px >= 4) {
    for (let x = pitch; x < width; x += pitch) lines.push(<line key={`x${x}`} x1={x} x2={x} y1={0} y2={height} />);
    for (let y = pitch; y < height; y += pitch) lines.push(<line key={`y${y}`} x1={0} x2={width} y1={y} y2={y} />);
  }
  return (
    <g stroke="rgba(29, 78, 216, 0.25)" strokeWidth={px} pointerEvents="none" data-testid="grid">
      {lines}
    </g>
  );
}

function OutsideMark({ shape, px }: { shape: Shape; px: number }) {
  const box = shapeBounds(shape);
  return (
    <rect
      x={box.x}
      y={box.y}
      width={box.w}
      height={box.h}
      fill="none"
      stroke={DANGER}
      strokeWidth={1.5 * px}
      strokeDasharray={`${3 * px} ${2 * px}`}
      pointerEvents="none"
      data-testid="outside-mark"
      data-shape-id={shape.id}
    />
  );
}

function SelectionOverlay({ editor, px, touch, handles }: { editor: Editor; px: number; touch: boolean; handles: boolean }) {
  const frame = selectionFrame(editor);
  if (!frame) return null;
  const size = handleSizePx(touch ? 'touch' : 'mouse') * px;
  const points = handles ? handlesOf(editor, touch ? 'touch' : 'mouse') : [];
  return (
    <g pointerEvents="none" data-testid="selection-frame">
      <polygon points={frame.corners.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={ACCENT} strokeWidth={1.5 * px} />
      {points.map(({ id, point }) =>
        id === 'rotate' || id === 'start' || id === 'end' ? (
          <circle key={id} cx={point.x} cy={point.y} r={size / 2} fill="#fff" stroke={ACCENT} strokeWidth={1.5 * px} data-handle={id} />
        ) : (
          <rect
            key={id}
            x={point.x - size / 2}
            y={point.y - size / 2}
            width={size}
            height={size}
            fill="#fff"
            stroke={ACCENT}
            strokeWidth={1.5 * px}
            data-handle={id}
          />
        ),
      )}
    </g>
  );
}

/**
 * The shapes of `ids` as they were when a gesture began (null when none is in progress): the
 * lower layer keeps drawing those objects, unchanged, while the gesture moves the real ones.
 */
function useFrozenShapes(ids: readonly string[] | null, shapes: readonly Shape[]): ReadonlyMap<string, Shape> | null {
  const [frozen, setFrozen] = useState<{ key: readonly string[]; shapes: ReadonlyMap<string, Shape> } | null>(null);
  if (ids === null) {
    if (frozen !== null) setFrozen(null);
    return null;
  }
  if (frozen?.key === ids) return frozen.shapes;
  const set = new Set(ids);
  const next = { key: ids, shapes: new Map(shapes.filter((shape) => set.has(shape.id)).map((shape) => [shape.id, shape] as const)) };
  setFrozen(next);
  return next.shapes;
}

/** The texts of a page as one string (font and text of each), so effects can depend on them alone. */
function textsOf(shapes: readonly Shape[]): string {
  let key = '';
  for (const shape of leaves(shapes)) if (shape.type === 'text' && shape.text) key += `${shape.fontId}\u0000${shape.text}\u0001`;
  return key;
}

function leaves(shapes: readonly Shape[]): Shape[] {
  return shapes.flatMap((s) => (s.type === 'group' ? leaves(s.children) : [s]));
}
