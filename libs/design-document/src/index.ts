// The document model
export { DOCUMENT_VERSION } from './model/types.ts';
export type {
  ArrowShape,
  Dash,
  DesignDocument,
  DesignProduct,
  EllipseShape,
  GroupShape,
  ImageShape,
  LineShape,
  Page,
  PageId,
  Paint,
  PencilShape,
  Point,
  PressurePoint,
  PrintMethodKind,
  RectShape,
  Shape,
  ShapeBase,
  ShapeId,
  ShapeType,
  StrokeStyle,
  TextAlign,
  TextShape,
  WritingMode,
} from './model/types.ts';
export {
  DesignDocumentSchema,
  MAX_GROUP_DEPTH,
  MAX_PAGES,
  MAX_SHAPES_PER_PAGE,
  MAX_TEXT_LENGTH,
  MIGRATIONS,
  ShapeSchema,
  parseDesignDocument,
  parseDesignJson,
  serializeDesignDocument,
} from './model/schema.ts';
export type { ParseResult } from './model/schema.ts';
export { FREE_PLACEMENT, newDesignDocument } from './model/new-document.ts';
export type { PlacementInput } from './model/new-document.ts';
export { createArrow, createEllipse, createLine, createPencil, createRect, createText } from './model/create.ts';

// Geometry
export { IDENTITY, apply, invert, matrixToSvg, multiply, normaliseDegrees, rotate, round, scale, translate } from './geometry/matrix.ts';
export type { Matrix } from './geometry/matrix.ts';
export {
  arrowHeadLength,
  arrowHeadsPath,
  arrowShaftPath,
  boxCentre,
  boxContains,
  boxOfPoints,
  boxesIntersect,
  dashArray,
  effectiveRadius,
  ellipsePath,
  hitTest,
  linePath,
  pencilPath,
  rectPath,
  selectionBounds,
  shapeBounds,
  shapeCorners,
  shapeInkBounds,
  shapeTransform,
  unionBoxes,
} from './geometry/shape-geometry.ts';
export type { Box } from './geometry/shape-geometry.ts';

// Editing
export { Editor, estimateTextBox } from './editor/editor.ts';
export type { EditorOptions } from './editor/editor.ts';
export { EMPTY_HISTORY, HISTORY_LIMIT, applyCommand, applyPageChange, diffPage, pushCommand } from './editor/history.ts';
export type { Command, HistoryState, PageChange, ShapeChange } from './editor/history.ts';
export { DEFAULT_DISPLAY, DEFAULT_STYLE, EMPTY_OVERLAY } from './editor/types.ts';
export type {
  Camera,
  ClipboardContent,
  DisplayOptions,
  DrawingStyle,
  HandleId,
  KeyInput,
  Overlay,
  PointerInput,
  SnapLine,
  TextMeasurer,
  ToolId,
} from './editor/types.ts';
export { NUDGE_LARGE_MM, NUDGE_MM, TOOL_SHORTCUTS, handleKey } from './editor/keyboard.ts';
export { hitSlackPx, shapeAt } from './editor/queries.ts';
export { deleteShapes, flipShape, flipShapes, refitGroup, restack, rotateShapeAbout, translateShape, translateShapes } from './ops/transform.ts';
export type { StackMove } from './ops/transform.ts';
export type { Tool } from './tools/tool.ts';

// Testing
export { TestEditor } from './testing/test-editor.ts';

// Text layout and fonts, print output, print checks, garments (their own barrels)
export * from './text/index.ts';
export * from './export/index.ts';
export * from './checks/index.ts';
export * from './garment/index.ts';
