export { DEFAULT_FONT_ID, FONT_FAMILIES, cssFontFamily, fontFamily, fontForChar } from './fonts.ts';
export type { FontFamily, FontKind } from './fonts.ts';
export { approximateAdvance, approximateMetrics, createTextMeasurer, layoutText, verticalOrientation } from './layout.ts';
export type { FontMetrics, LaidOutGlyph, MetricsSource, TextLayout, VerticalOrientation } from './layout.ts';
export {
  buildFontManifest,
  compactFontManifest,
  expandFontManifest,
  formatUnicodeRange,
  parseUnicodeRange,
  rangesContain,
  subsetsForText,
  subsetsFromFontsourceCss,
} from './font-manifest.ts';
export type { CompactFontManifest, FontManifest, FontSubset, ManifestFont, UnicodeRanges } from './font-manifest.ts';
export { createGlyphOutlines, loadOpentypeParser, placeOutline, toGlyphOutline } from './outlines.ts';
export type { FontParser, GlyphOutline, GlyphOutlines, GlyphOutlinesOptions, OutlineCommand, ParsedFont } from './outlines.ts';
