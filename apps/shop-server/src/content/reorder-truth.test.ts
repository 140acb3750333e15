/**
 * The reorder truth (issue #32): what the FAQ, the silk-screen guidance, the glossary and the reorder
 * guide say about reorders is what the reorder service does. Every delivered production can be made
 * again with its approved artwork (no upload); kept plates cost nothing; plates not kept (短期版) or
 * past their keeping period are made again at today's price, said before the price.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REORDER_MESSAGES } from '../reorders/reorder-service.ts';
import { DEFAULT_CONTENT_DIR } from './load.ts';

const MIGRATION_021 = new URL('../db/migrations/021-reorders.sql', import.meta.url);
const read = (file: string) => readFile(join(DEFAULT_CONTENT_DIR, file), 'utf8');

const PAGES = ['faqs/reorder.md', 'blog/posts/reorder-guide.md', 'pages/guidance/screen.md', 'words/repeat-plate.md'];

describe('what the pages say about reorders', () => {
  it('the service never refuses a reorder for its plates: only for what the catalogue stopped selling', () => {
    // REORDER_MESSAGES.reasons has one message per ReorderReason (`satisfies Record<ReorderReason, string>`).
    expect(Object.keys(REORDER_MESSAGES.reasons)).toEqual(['product_gone', 'method_gone', 'placement_gone', 'colors_gone']);
    for (const message of Object.values(REORDER_MESSAGES.reasons)) expect(message).not.toContain('版');
  });

  it.each(PAGES)('%s promises no refusal for plates', async (file) => {
    const text = await read(file);
    expect(text).not.toMatch(/版[^。\n]*再注文できません/);
    expect(text).not.toMatch(/短期版[^。\n]*リピート注文(は|が)できません/);
  });

  it('the FAQ and the guide say no upload is needed, and that plates not kept or past their period are made again at the price of the day', async () => {
    for (const file of ['faqs/reorder.md', 'blog/posts/reorder-guide.md']) {
      const text = await read(file);
      expect(text).toMatch(/再入稿(は|の必要はありません|や[^。]*は)?不要|再度入稿する必要はありません/);
      expect(text).toMatch(/短期版[^。]*保管期間を過ぎた場合も/);
      expect(text).toContain('版代（ご注文時点の料金）');
    }
    // …which is what the shopper reads on the reorder pages before the price.
    expect(REORDER_MESSAGES.plates.notKept(13_200)).toContain('版を新しく作ります');
    expect(REORDER_MESSAGES.plates.notKept(13_200)).toContain('今日の料金');
    expect(REORDER_MESSAGES.plates.expired('2027-05-01', 13_200)).toContain('版の保管期限（2027年5月1日）が過ぎたため');
    expect(REORDER_MESSAGES.plates.kept('2027-05-01')).toContain('版代はかかりません');
    for (const message of [REORDER_MESSAGES.plates.notKept(1), REORDER_MESSAGES.plates.expired('2027-05-01', 1)])
      expect(message).toContain('入稿データの再提出は不要です');
  });

  it('the 1 year the pages name is the default plate-keeping period', async () => {
    const migration = await readFile(MIGRATION_021, 'utf8');
    expect(migration).toContain(`('plate_keep_days', '365')`);
    for (const file of ['pages/guidance/screen.md', 'words/repeat-plate.md', 'blog/posts/reorder-guide.md'])
      expect(await read(file)).toContain('最後のご注文から1年間');
  });
});
