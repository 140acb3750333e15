/**
 * The receipt truth (issue #32): what the FAQ and the payment guidance say about receipts and
 * invoices is what the shop does. Their limits, default purpose and 再発行 rule are @shop/validation's
 * and the receipt service's; the times a receipt becomes available are order-domain's rule; the
 * registration number they print is company.json's, the one the PDFs carry; and the storefront's
 * order page has the button they name.
 */
import { RECEIPT_DEFAULT_NOTE, RECEIPT_LIMITS } from '@shop/validation';
import { receiptRefusalMessage } from '@shop/order-domain';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPANY_FILE } from './files.ts';
import { DEFAULT_CONTENT_DIR, loadContent } from './load.ts';

const STOREFRONT_ORDERS = fileURLToPath(new URL('../../../shop-web/app/orders/', import.meta.url));
const read = (path: string) => readFile(path, 'utf8');

describe('what the pages say about receipts', () => {
  const sources = ['faqs/invoice-receipt.md', 'pages/guidance/payment.md'];

  it.each(sources)('%s names the button, the limits of 宛名 and 但し書き, and the 再発行 rule the shop applies', async (file) => {
    const text = await read(join(DEFAULT_CONTENT_DIR, file));
    const button = /「(領収書を発行する)」/.exec(text)?.[1];
    expect(button).toBe('領収書を発行する');
    expect(await read(join(STOREFRONT_ORDERS, 'receipt-section.tsx'))).toContain(`'${button}'`);
    expect(text).toMatch(new RegExp(`宛名[^。]*${RECEIPT_LIMITS.addresseeMax}文字まで`));
    expect(text).toMatch(new RegExp(`但し書き[^。]*${RECEIPT_LIMITS.noteMax}文字まで`));
    expect(text).toContain('「再発行」と記載され、初回の宛名・但し書きで発行されます');
    // When: a card after shipping, a bank transfer after the shop saw it arrive; never refunded or cancelled.
    expect(receiptRefusalMessage({ type: 'not_paid', method: 'card' })).toContain('発送後');
    expect(text).toMatch(/クレジットカード[^。]*発送/);
    expect(receiptRefusalMessage({ type: 'not_paid', method: 'bank_transfer' })).toContain('ご入金を確認した後');
    expect(text).toMatch(/銀行振込[^。]*ご入金の確認後/);
    expect(text).toContain('キャンセル・返金となったご注文には発行できません');
    expect(text).toContain('請求書（PDF）');
  });

  it('the payment guidance states the default purpose the form starts with', async () => {
    expect(await read(join(DEFAULT_CONTENT_DIR, 'pages/guidance/payment.md'))).toContain(`「${RECEIPT_DEFAULT_NOTE}」`);
  });

  it('both print the registration number of company.json (T and 13 digits), the one on the PDFs', async () => {
    const company = JSON.parse(await read(join(DEFAULT_CONTENT_DIR, COMPANY_FILE))) as Record<string, string>;
    expect(company['registrationNumber']).toMatch(/^T\d{13}$/);
    const content = await loadContent();
    const faq = content.faqs.find((entry) => entry.slug === 'invoice-receipt');
    const guide = content.pages.find((page) => page.path === 'guidance/payment');
    for (const html of [faq?.html, guide?.html]) {
      expect(html).toContain(`適格請求書発行事業者登録番号（${company['registrationNumber']}）`);
      expect(html).not.toContain('{{');
    }
  });

  it('no page says a receipt opens in another window (it is a downloaded PDF)', async () => {
    const requirements = await read(join(DEFAULT_CONTENT_DIR, 'pages/info/systemrequirements.md'));
    expect(requirements).not.toMatch(/領収書[^。\n]*(別ウィンドウ|ポップアップ)/);
    expect(requirements).toContain('領収書・請求書・見積書はPDFファイルとしてダウンロードされます');
  });
});
