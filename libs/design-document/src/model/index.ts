/**
 * The document model alone (`@shop/design-document/model`): types, the versioned schema with its
 * migrations, and new documents. For readers that only check and store documents (the shop server's
 * `/api/designs`), without the editor, text layout or export code of the main entry.
 */
export { DOCUMENT_VERSION } from './types.ts';
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
  PathShape,
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
} from './types.ts';
export {
  DesignDocumentSchema,
  MAX_GROUP_DEPTH,
  MAX_PAGES,
  MAX_PATH_LENGTH,
  MAX_SHAPES_PER_PAGE,
  MAX_TEXT_LENGTH,
  MIGRATIONS,
  ShapeSchema,
  parseDesignDocument,
  parseDesignJson,
  serializeDesignDocument,
} from './schema.ts';
export type { ParseResult } from './schema.ts';
export { FREE_PLACEMENT, newDesignDocument } from './new-document.ts';
export type { PlacementInput } from './new-document.ts';
