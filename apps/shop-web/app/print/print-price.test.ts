import { describe, expect, it } from 'vitest';
import { refusalMessage } from './print-price.ts';

describe('refusalMessage', () => {
  const method = { name: 'シルクスクリーン' };
  it.each([
    [
      'below the minimum',
      { type: 'below_minimum_quantity', minQuantity: 10 } as const,
      'シルクスクリーンは10枚からご注文いただけます（あと6枚）。',
    ],
    [
      'no tier for the quantity',
      { type: 'no_print_charge_tier' } as const,
      'この枚数のプリント料金が設定されていないため、お見積もりでのご案内となります。',
    ],
    [
      'nothing left that can be sold',
      { type: 'unavailable' } as const,
      '選択された内容ではご注文いただけません（在庫切れ、または取り扱いを終了したカラー・サイズ・プリント位置が含まれています）。',
    ],
  ])('%s', (_case, refusal, message) => {
    expect(refusalMessage(refusal, method, 4)).toBe(message);
  });
});
