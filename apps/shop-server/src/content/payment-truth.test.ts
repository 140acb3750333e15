/**
 * The payment truth: what the shop's pages say about paying is what checkout takes. The payment
 * guidance page, its FAQ and the 特定商取引法 page name exactly the methods of `PAYMENT_METHOD_VALUES`, and no
 * page, post or storefront text offers a method checkout does not have (until 2026-11-28 seven places
 * promised コンビニ払い and its fee, which no order could use).
 */
import { MAX_SAVED_CARDS, PAYMENT_METHOD_VALUES } from '@shop/api-contract';
import { PAYMENT_METHOD_LABELS } from '@shop/order-domain';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './load.ts';

const STOREFRONT_DIR = fileURLToPath(new URL('../../../shop-web/app/', import.meta.url));

/** Ways to pay that Japanese shops commonly offer and this one does not (checkout takes card and bank transfer). */
const NOT_OFFERED = [
  'コンビニ払い',
  'コンビニ決済',
  'コンビニ支払',
  '代金引換',
  '代引',
  'PayPay',
  '楽天ペイ',
  'Amazon Pay',
  'キャリア決済',
  '後払い決済',
];

const offered = PAYMENT_METHOD_VALUES.map((method) => PAYMENT_METHOD_LABELS[method]);

async function filesUnder(dir: string, extensions: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && extensions.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

const read = (path: string) => readFile(path, 'utf8');

describe('what the pages say about paying', () => {
  it('the payment guidance page has one section per method checkout takes, in its order, and says how many', async () => {
    const page = await read(join(DEFAULT_CONTENT_DIR, 'pages/guidance/payment.md'));
    const headings = [...page.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
    const methodSections = headings.filter((heading) => !/お客様|領収書|について/.test(heading));
    expect(methodSections.map((heading) => heading.replace(/（.*）$/, ''))).toEqual(offered);
    expect(page).toContain(`次の${['', '1つ', '2つ', '3つ', '4つ'][offered.length]}のお支払い方法`);
  });

  it('the FAQ lists the same methods, and the 特定商取引法 page names each of them and no other', async () => {
    const faq = await read(join(DEFAULT_CONTENT_DIR, 'faqs/payment-methods.md'));
    const listed = [...faq.matchAll(/^- (.+)$/gm)].map((match) => (match[1] ?? '').replace(/（.*）$/, ''));
    expect(listed).toEqual(offered);
    const notice = await read(join(DEFAULT_CONTENT_DIR, 'pages/info/notice.md'));
    const row = /^\| 支払方法 \| (.+) \|$/m.exec(notice)?.[1] ?? '';
    expect(row.split('、').map((method) => method.replace(/（.*）$/, ''))).toEqual(offered);
  });

  it('the payment guidance page says how many cards can be kept, the limit the saved cards and checkout keep to (issue #32)', async () => {
    const page = await read(join(DEFAULT_CONTENT_DIR, 'pages/guidance/payment.md'));
    expect([...page.matchAll(/カードは(\d+)枚まで/g)].map((match) => Number(match[1]))).toEqual([MAX_SAVED_CARDS]);
    expect(page).toContain('このカードを保存して次回も使う');
  });

  it('no content file and no storefront text offers a way to pay that checkout does not take', async () => {
    const files = [...(await filesUnder(DEFAULT_CONTENT_DIR, /\.(md|json)$/)), ...(await filesUnder(STOREFRONT_DIR, /\.tsx?$/))];
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = await read(file);
      for (const name of NOT_OFFERED) if (text.includes(name)) found.push(`${file.replace(/^.*\/(content|app)\//, '$1/')}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
