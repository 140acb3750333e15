/**
 * The lead-time truth (issue #32): every number of business days a page gives for a print method is
 * that method's `lead_days` in the catalogue (seeded from PRINT_METHODS), which the shipping date
 * counts (@shop/business-days' estimateShippingDate, cart-domain's productionLeadDays); 「最短N営業日」
 * is the shortest of them. Until 2026-11-29 the pages said 3 days for white inkjet (4 in the catalogue)
 * and 7–10 for silk-screen (8). A changed lead time fails here on every page that states the old one.
 */
import { estimateShippingDate } from '@shop/business-days';
import { LATE_NOVEMBER_2026 } from '@shop/business-days/testing';
import { productionLeadDays } from '@shop/cart-domain';
import { describe, expect, it } from 'vitest';
import { PRINT_METHODS } from '../seed/demo-data/reference.ts';
import { anyOf, at, contentSentences, lastWordBefore } from './claims.ts';

const CATALOGUE = 'apps/shop-server/src/seed/demo-data/reference.ts (PRINT_METHODS[].leadDays)';
const methodWords = anyOf(PRINT_METHODS.map((method) => method.name));
/** Business days of production as the shipping date counts them: a method alone, never under the shop's shortest. */
const leadDaysOf = new Map(PRINT_METHODS.map((method) => [method.name, productionLeadDays([method])]));
const shortest = Math.min(...leadDaysOf.values());

/** `3営業日`, `7〜10営業日`. */
const DAYS = /(\d+)(?:\s*[〜~～-]\s*(\d+))?\s*営業日/g;
/** Sentences about something else that counts business days: replies, deadlines, quotes, BYOB (byob-truth.test.ts). */
const NOT_A_LEAD_TIME = /返答|回答|お返事|期限|ご相談|お見積り|到着後|ご請求/;

describe('what the pages say about lead times', () => {
  it("every number of business days given for a print method is its lead_days; 最短 is the shortest method's", async () => {
    const sentences = (await contentSentences()).filter((sentence) => !NOT_A_LEAD_TIME.test(sentence.text));
    const claims = sentences.flatMap((sentence) => [...sentence.text.matchAll(DAYS)].map((match) => ({ sentence, match })));
    const wrong = claims.flatMap(({ sentence, match }) => {
      const method = lastWordBefore(sentence.text, match.index, methodWords);
      const said = match[2] === undefined ? match[1] : `${match[1]}〜${match[2]}`;
      if (method !== undefined) {
        const days = leadDaysOf.get(method);
        return said === String(days)
          ? []
          : [`${at(sentence)}: gives ${method} ${said} business days; its lead_days is ${days} (${CATALOGUE})`];
      }
      if (/最短\s*$/.test(sentence.text.slice(0, match.index)))
        return said === String(shortest)
          ? []
          : [`${at(sentence)}: says 最短${said}営業日; the shortest lead_days is ${shortest} (${CATALOGUE})`];
      if (/発送|製作|納期|お届け/.test(sentence.text))
        return [`${at(sentence)}: gives ${said} business days without naming the print method (or 最短): say which`];
      return [];
    });
    // The delivery guide, its FAQ and the 特定商取引法 page state every method's: none found would hold nothing.
    expect(claims.length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it.each(['pages/guidance/delivery.md', 'faqs/delivery-time.md', 'pages/info/notice.md', 'pages/guidance/timelines/submit-data.md'])(
    '%s gives the lead time of every print method of the catalogue',
    async (file) => {
      const text = (await contentSentences()).filter((sentence) => sentence.file === file).map((sentence) => sentence.text);
      const missing = PRINT_METHODS.filter(
        (method) =>
          !text.some((sentence) =>
            [...sentence.matchAll(DAYS)].some((match) => lastWordBefore(sentence, match.index, methodWords) === method.name),
          ),
      ).map((method) => `${method.name} (${leadDaysOf.get(method.name)}営業日)`);
      expect(missing, `content/${file}: give these methods' lead times (${CATALOGUE})`).toEqual([]);
    },
  );

  it("the delivery guide's example weekday is the shipping date business-days computes", async () => {
    const sentences = (await contentSentences()).filter((sentence) => sentence.file === 'pages/guidance/delivery.md');
    const example = sentences.find((sentence) => /例：/.test(sentence.text));
    const match = /例：(\S+?)で(.)曜日が起算日なら、(.)曜日に発送/.exec(example?.text ?? '');
    expect(match, 'content/pages/guidance/delivery.md: the example 「例：<method>で<曜>曜日が起算日なら、<曜>曜日に発送」').not.toBeNull();
    const [, method = '', startDay = '', shipDay = ''] = match ?? [];
    const weekdays = '日月火水木金土';
    // The first business day of the calendar that falls on the start weekday, at 10:00 JST (before the 14:00 cut-off).
    const start = LATE_NOVEMBER_2026.find((day) => weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()] === startDay);
    expect(start).toBeDefined();
    expect(leadDaysOf.has(method), `${method} is no print method of the catalogue`).toBe(true);
    const shipping = estimateShippingDate({
      now: Date.parse(`${start}T10:00:00+09:00`),
      businessDays: LATE_NOVEMBER_2026,
      leadDays: leadDaysOf.get(method) ?? 0,
    });
    const shipWeekday = shipping.ok ? weekdays[new Date(`${shipping.value}T00:00:00Z`).getUTCDay()] : shipping.error.type;
    expect(shipWeekday, `${at(example ?? { file: 'pages/guidance/delivery.md', line: 0 })}: the example's shipping day`).toBe(shipDay);
  });
});
