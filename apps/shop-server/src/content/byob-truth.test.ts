/**
 * The BYOB truth (issue #32): the shop prints on customers' own garments (持ち込みプリント, `/byob`,
 * the byob folder), so no page may say it does not; the FAQ that answers the question leads to
 * `/byob` and states the limits and production days of @shop/order-domain's BYOB_LIMITS, the ways to
 * send the garments and the button the account page shows. Until 2026-11-29 the FAQ said the shop
 * takes no customer's garments.
 */
import { BYOB_ARRIVAL_METHOD_LABELS, BYOB_ARRIVAL_METHODS, BYOB_LIMITS } from '@shop/order-domain';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { at, contentSentences } from './claims.ts';
import { DEFAULT_CONTENT_DIR } from './load.ts';

const ACCOUNT_PAGE = fileURLToPath(new URL('../../../shop-web/app/routes/account/custom-order.tsx', import.meta.url));
const FAQ = 'faqs/bring-own-garment.md';
/** Digits as the pages write them: `1,000`. */
const written = (n: number) => n.toLocaleString('en-US');

describe('what the pages say about printing on your own garments', () => {
  it('no page says the shop refuses garments the customer brings', async () => {
    const wrong = (await contentSentences())
      .filter((sentence) => /お持ちの(衣類|Tシャツ|服)|手持ちの(衣類|Tシャツ|服)|持ち込み|他店で購入/.test(sentence.text))
      .filter((sentence) => /お受けしておりません|お受けできません|承っておりません|お断り/.test(sentence.text))
      .map((sentence) => `${at(sentence)}: refuses customers' own garments; /byob takes them (apps/shop-server/src/byob): change the page`);
    expect(wrong).toEqual([]);
  });

  it('the FAQ leads to /byob and states the limits, the production days, the ways to send and the button of the account page', async () => {
    const text = (await readFile(join(DEFAULT_CONTENT_DIR, FAQ), 'utf8')).replaceAll('**', '');
    const where = `content/${FAQ} (from @shop/order-domain's byob.ts)`;
    expect(text, where).toContain('](/byob)');
    expect(text, where).toContain(`合計${written(BYOB_LIMITS.maxTotal)}枚まで`);
    expect(text, where).toContain(`1サイズ${written(BYOB_LIMITS.maxPerSize)}枚まで`);
    expect(text, where).toMatch(new RegExp(`到着後、${BYOB_LIMITS.productionDays}営業日`));
    // 「宅配便で送る（元払い）」 → 宅配便 and 元払い; 「工場へ持ち込む」 → 工場へ.
    for (const method of BYOB_ARRIVAL_METHODS) {
      const words = BYOB_ARRIVAL_METHOD_LABELS[method].match(/宅配便|元払い|工場へ/g) ?? [];
      expect(words.length, `BYOB_ARRIVAL_METHOD_LABELS.${method} changed: say how the FAQ names it`).toBeGreaterThan(0);
      for (const word of words) expect(text, `${where}: ${BYOB_ARRIVAL_METHOD_LABELS[method]}`).toContain(word);
    }
    const button = /「(この見積もりで注文する)」/.exec(text)?.[1];
    expect(button, where).toBeDefined();
    expect(await readFile(ACCOUNT_PAGE, 'utf8')).toContain(button);
  });
});
