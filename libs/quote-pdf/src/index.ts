// Public API of @shop/quote-pdf: explicit named exports only.

// Rendering
export { renderQuotePdf } from './render.ts';
export { REISSUE_MARK, renderReceiptPdf } from './receipt-render.ts';
export { renderInvoicePdf } from './invoice-render.ts';

// The documents and their guards
export { checkQuoteDocument } from './quote-document.ts';
export type { QuoteDocument, QuoteLine, QuoteSeller } from './quote-document.ts';
export { checkInvoiceDocument, checkReceiptDocument } from './sales-document.ts';
export type {
  DocumentBankAccount,
  DocumentLine,
  DocumentSeller,
  DocumentTax,
  InvoiceDocument,
  ReceiptDocument,
  SaleFacts,
} from './sales-document.ts';

// Display formats
export { formatJapaneseDate, formatYen } from './format.ts';

// Font (Node: read from @expo-google-fonts/noto-sans-jp once per process)
export { loadQuoteFont } from './font.ts';
export type { QuoteFontWeight } from './font.ts';
