import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMPANY_FILE, fillCompanyPlaceholders, loadFolder } from './files.ts';
import { DEFAULT_CONTENT_DIR, loadContent } from './load.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'company.json': JSON.stringify({ name: '株式会社テスト', address: '東京都<港区>', sequence: 3 }),
  'pages/notice.md': md(
    'title: 表記',
    '| 項目 | 内容 |\n| --- | --- |\n| 販売業者 | {{company.name}} |\n| 所在地 | {{ company.address }} |\n\n{{company.fax}}',
  ),
});
const Page = v.object({ title: v.string() });

describe('company details in Markdown ({{company.<key>}})', () => {
  it('fills the placeholders from company.json before rendering (escaped like the text around them) and reports an unknown key', async () => {
    const { loaded, problems } = await loadWith((root, p) => loadFolder(root, 'pages', Page, p), folder.root);
    expect(loaded[0]?.html).toContain('<td>株式会社テスト</td>');
    expect(loaded[0]?.html).toContain('<td>東京都&lt;港区&gt;</td>');
    expect(loaded[0]?.html).toContain('{{company.fax}}');
    expect(problems).toEqual([{ file: 'pages/notice.md', message: 'unknown placeholder {{company.fax}} (not in company.json)' }]);
  });

  it('leaves a body without placeholders as it is; non-string fields are not facts', () => {
    const unknown: string[] = [];
    expect(fillCompanyPlaceholders('本文 {{other.x}}', { name: 'A' }, (key) => unknown.push(key))).toBe('本文 {{other.x}}');
    expect(fillCompanyPlaceholders('{{company.sequence}}', {}, (key) => unknown.push(key))).toBe('{{company.sequence}}');
    expect(unknown).toEqual(['sequence']);
  });

  it("the shop's 特定商取引法 page shows every company detail of company.json and no placeholder", async () => {
    const company = JSON.parse(await readFile(join(DEFAULT_CONTENT_DIR, COMPANY_FILE), 'utf8')) as Record<string, string>;
    const content = await loadContent();
    const notice = content.pages.find((page) => page.path === 'info/notice');
    expect(notice?.html).not.toContain('{{');
    for (const key of ['name', 'representative', 'postalCode', 'address', 'factory', 'contactHours', 'phone', 'registrationNumber']) {
      expect(notice?.html, key).toContain(company[key]);
    }
    expect(content.problems.filter((problem) => problem.message.includes('placeholder'))).toEqual([]);
  });
});
