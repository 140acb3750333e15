/**
 * Font metrics for laying out text on the canvas and measuring text boxes in the editor: the same
 * source for both, so a text's box and its drawn glyphs agree. Advances come from the fonts module
 * (src/fonts: measured once a subset is loaded, estimates before).
 */
import { createTextMeasurer, type FontMetrics, type MetricsSource, type TextMeasurer } from '@shop/design-document';
import { browserFonts } from './fonts/browser-fonts.ts';

export const textMetrics: MetricsSource = (fontId): FontMetrics => {
  const source = browserFonts().metrics;
  return typeof source === 'function' ? source(fontId) : source;
};

export const measureText: TextMeasurer = createTextMeasurer(textMetrics);
