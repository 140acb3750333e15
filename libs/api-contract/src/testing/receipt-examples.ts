/** Wire examples of the receipt and invoice calls (issue #32). */
import type { ReceiptRequestWire, ReceiptStatusWire } from '../schemas/receipt.ts';

const status: ReceiptStatusWire = {
  available: true,
  refusal: null,
  issued: {
    addressee: '株式会社サンプル',
    note: 'オリジナルプリント衣料品代として',
    first_issued_at: '2026-12-03T01:00:00.000Z',
    issue_count: 1,
  },
  defaults: { addressee: '山田 太郎', note: 'オリジナルプリント衣料品代として' },
  invoice_available: true,
};

const request: ReceiptRequestWire = { addressee: '株式会社サンプル', note: 'オリジナルプリント衣料品代として' };

const pdf = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' });

export const RECEIPT_WIRE_EXAMPLES = {
  orderReceiptStatus: { params: { number: 'PF-2026-000123' }, response: { data: status } },
  orderReceiptPdf: { params: { number: 'PF-2026-000123' }, request, response: pdf },
  orderInvoicePdf: { params: { number: 'PF-2026-000123' }, response: pdf },
} as const;
