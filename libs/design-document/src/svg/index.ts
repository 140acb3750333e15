/**
 * SVG files as editable shapes (`@shop/design-document/svg`, loaded on demand by the design tool's
 * image import so its parser stays out of the first JavaScript).
 */
export { MAX_SVG_SHAPES, SVG_ERRORS, SVG_FIT, SVG_NOTICES, importSvg, parseStyleSheet, parseTransform } from './svg-import.ts';
export type { SvgImportOptions, SvgImportResult } from './svg-import.ts';
export { averageColour, parseColour } from './colours.ts';
export type { ParsedColour } from './colours.ts';
export { parseXml } from './xml.ts';
export type { XmlElement } from './xml.ts';
