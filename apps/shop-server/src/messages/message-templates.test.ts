import { describe, expect, it } from 'vitest';
import { fillTemplate, loadMessageTemplates, parseMessageTemplates, unknownPlaceholders } from './message-templates.ts';

const values = {
  name: '山田 太郎',
  orderNumber: 'PF-2026-000123',
  shipDate: '2026年12月9日',
  total: '12,345円',
  orderUrl: 'https://shop.example/myaccount/orders/PF-2026-000123',
};

describe('the reply templates', () => {
  it('each ## heading is a template and the text up to the next one its body; the note above the first is not one', () => {
    expect(parseMessageTemplates('# 説明\nメモ\n\n## 一つ目\r\n\r\n{name} 様\n本文\n\n## 二つ目\nもう一つ\n## 空\n\n')).toEqual([
      { title: '一つ目', body: '{name} 様\n本文' },
      { title: '二つ目', body: 'もう一つ' },
    ]);
  });

  it('fills every known placeholder, however often it appears, and leaves an unknown one as written', () => {
    expect(fillTemplate('{name} 様 {orderNumber}（{name}）{shipDate} {total} {orderUrl} {unknown}', values)).toBe(
      '山田 太郎 様 PF-2026-000123（山田 太郎）2026年12月9日 12,345円 https://shop.example/myaccount/orders/PF-2026-000123 {unknown}',
    );
    expect(unknownPlaceholders('{name} {orderNo} {total} {Name}')).toEqual(['orderNo', 'Name']);
  });

  it("the repository's file has the shop's templates, named uniquely, using only known placeholders", async () => {
    const templates = await loadMessageTemplates();
    expect(templates.map((t) => t.title)).toEqual(expect.arrayContaining(['ご入金確認', 'データ再入稿のお願い', '発送日のご案内']));
    expect(new Set(templates.map((t) => t.title)).size).toBe(templates.length);
    expect(templates.flatMap((t) => unknownPlaceholders(t.body))).toEqual([]);
    for (const template of templates) expect([...template.body].length).toBeLessThanOrEqual(2000);
  });
});
