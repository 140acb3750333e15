import { describe, expect, it } from 'vitest';
import { bulkPreview, bulkTitle } from './bulk-preview.ts';

describe('bulkPreview', () => {
  it('says where each order goes, and which ones the action does not apply to', () => {
    const rows = [
      { number: 'PF-2026-000001', status: 'received' as const, hasProductions: true },
      { number: 'PF-2026-000002', status: 'received' as const, hasProductions: false },
      { number: 'PF-2026-000003', status: 'shipped' as const, hasProductions: true },
    ];
    expect(bulkPreview(rows, 'start_data_check')).toEqual([
      { number: 'PF-2026-000001', from: '受付', to: 'データ確認中' },
      { number: 'PF-2026-000002', from: '受付', to: null },
      { number: 'PF-2026-000003', from: '発送済み', to: null },
    ]);
    expect(bulkPreview(rows, 'cancel').map((line) => line.to)).toEqual(['キャンセル', 'キャンセル', null]);
  });

  it('names the action and the count in the heading', () => {
    expect(bulkTitle(2, 'start_production')).toBe('2件の注文に「製作開始」を実行します');
  });
});
