// Public API of @shop/quote-pdf: explicit named exports only.

// Rendering
export { renderQuotePdf } from './render.ts';

// The document and its guard
export { checkQuoteDocument } from './quote-document.ts';
export type { QuoteDocument, QuoteLine, QuoteSeller } from './quote-document.ts';

// Display formats
export { formatJapaneseDate, formatYen } from './format.ts';

// Font (Node: read from @expo-google-fonts/noto-sans-jp once per process)
export { loadQuoteFont } from './font.ts';
export type { QuoteFontWeight } from './font.ts';
