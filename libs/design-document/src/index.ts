// The document model's types, schema and new documents are the `@shop/design-document/model` entry;
// this entry adds what builds on them.
export { adoptDesign } from './model/adopt-design.ts';
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
  pathShapePath,
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
  Viewport,
} from './editor/types.ts';
export {
  FIT_PADDING_PX,
  NUDGE_LARGE_MM,
  NUDGE_MM,
  SHORTCUTS,
  TOOL_SHORTCUTS,
  ZOOM_STEP,
  handleKey,
  handleKeyUp,
} from './editor/keyboard.ts';
export {
  HANDLE_SIZE_PX,
  RESIZE_HANDLES,
  ROTATE_HANDLE_OFFSET_PX,
  TOUCH_HANDLE_SIZE_PX,
  TOUCH_ROTATE_HANDLE_OFFSET_PX,
  frameOf,
  handleAt,
  handleSizePx,
  handlesOf,
  hitSlackPx,
  selectionFrame,
  shapeAt,
} from './editor/queries.ts';
export type { Handle, SelectionFrame } from './editor/queries.ts';
export { SNAP_DISTANCE_PX, snapBox, snapTargets } from './editor/snapping.ts';
export type { SnapTargets } from './editor/snapping.ts';
export {
  CSS_PX_PER_MM,
  PASTE_OFFSET_MM,
  alignSelection,
  applyStyle,
  copiedStyle,
  copySelection,
  copyStyle,
  cutSelection,
  deleteSelection,
  distributeSelection,
  duplicateSelection,
  flipSelection,
  groupSelection,
  keepsRatio,
  pageToScreen,
  pasteClipboard,
  pasteStyle,
  restackSelection,
  rotateSelectionBy,
  screenToPage,
  selectNext,
  setArrowHeads,
  setSelectionPosition,
  setSelectionRotation,
  setSelectionSize,
  styleOf,
  ungroupSelection,
  zoomBy,
  zoomTo100,
  zoomToFit,
} from './editor/actions.ts';
export {
  alignShapes,
  cloneShape,
  deleteShapes,
  distributeShapes,
  flipShape,
  flipShapes,
  lineEnds,
  refitGroup,
  resizeShapeLocal,
  restack,
  rotateShapeAbout,
  scaleShapeAbout,
  translateShape,
  translateShapes,
  updateShapes,
  withLineEnds,
} from './ops/transform.ts';
export type { AlignEdge, StackMove } from './ops/transform.ts';
export type { Tool } from './tools/tool.ts';
export { createTools } from './tools/index.ts';
export { CLICK_SIZE } from './tools/rect-tool.ts';
export { DRAG_THRESHOLD_PX } from './tools/drag-create-tool.ts';
export { CLICK_LINE_LENGTH } from './tools/line-tool.ts';
export { PENCIL_MIN_DISTANCE_PX } from './tools/pencil-tool.ts';
export { LINE_ANGLE_STEP_DEG, MIN_SIZE_MM, ROTATE_STEP_DEG, resizedFrameBox, snapAngle } from './tools/select-tool.ts';

// Text layout and fonts
export { DEFAULT_FONT_ID, FONT_FAMILIES, cssFontFamily, fontFamily, fontForChar } from './text/fonts.ts';
export type { FontFamily, FontKind } from './text/fonts.ts';
export { approximateAdvance, approximateMetrics, createTextMeasurer, layoutText, verticalOrientation } from './text/layout.ts';
export type { FontMetrics, LaidOutGlyph, MetricsSource, TextLayout, VerticalOrientation } from './text/layout.ts';
export {
  buildFontManifest,
  compactFontManifest,
  expandFontManifest,
  formatUnicodeRange,
  parseUnicodeRange,
  rangesContain,
  subsetsForText,
  subsetsFromFontsourceCss,
} from './text/font-manifest.ts';
export type { CompactFontManifest, FontManifest, FontSubset, ManifestFont, UnicodeRanges } from './text/font-manifest.ts';
export { createGlyphOutlines, loadOpentypeParser, placeOutline, toGlyphOutline } from './text/outlines.ts';
export type { FontParser, GlyphOutline, GlyphOutlines, GlyphOutlinesOptions, OutlineCommand, ParsedFont } from './text/outlines.ts';

// Print output
export {
  escapeXml,
  exportDocumentSvgs,
  exportPageSvg,
  pageSvg,
  resolveExportInputs,
  shapePaintAttributes,
  textOutlinePath,
} from './export/svg-export.ts';
export type { ExportInputs, SvgAttributes, SvgExportOptions } from './export/svg-export.ts';

// Print checks
export { MIN_IMAGE_DPI, MIN_STROKE_MM, imageDpi, minimumFontSize, printIssues, shapeLabels } from './checks/print-checks.ts';
export type { PrintIssue, PrintIssueKind, PrintIssueSeverity } from './checks/print-checks.ts';
export { colourDistance, inkColours, nearestInk } from './checks/ink-colours.ts';
export { mapColoursToInks, shapeInInks } from './editor/ink-mapping.ts';

// SVG files as shapes: the '@shop/design-document/svg' entry, or loaded on demand here.
export { loadSvgImport } from './svg/load.ts';
export type { InkColour, InkCount, InkPalette, NamedInk, SilkscreenReason } from './checks/ink-colours.ts';

// Garments at true scale: the '@shop/design-document/garment' entry.
