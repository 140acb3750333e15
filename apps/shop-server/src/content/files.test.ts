import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadFolder, loadList } from './files.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'notes/README.md': '# How to write notes\n',
  'notes/b.md': md('title: B', '本文です。<script>alert("x")</script>'),
  'notes/a/deep.md': md('title: 深い'),
  'notes/untitled.md': md('other: 1'),
  'notes/broken.md': md('title: [unclosed'),
  'notes/list.md': md('- a'),
  'notes/plain.txt': 'not Markdown',
  'lists/tags.yaml': '- slug: t-shirt\n  name: Tシャツ\n- slug: 99\n',
  'lists/mapping.yaml': 'slug: t-shirt\n',
  'lists/broken.yaml': '- slug: [unclosed\n',
});
const Note = v.object({ title: v.string() });
const Tag = v.object({ slug: v.string(), name: v.string() });

describe('loadFolder', () => {
  it('reads the Markdown files below a folder in path order (README.md is for authors), rendering each body once with raw HTML escaped', async () => {
    const { loaded } = await loadWith((root, problems) => loadFolder(root, 'notes', Note, problems), folder.root);
    expect(loaded).toEqual([
      { file: 'notes/a/deep.md', stem: 'a/deep', front: { title: '深い' }, html: '<p>本文</p>\n' },
      {
        file: 'notes/b.md',
        stem: 'b',
        front: { title: 'B' },
        html: '<p>本文です。&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n',
      },
    ]);
  });

  it('skips a file whose front matter is not valid and says why, naming the file below the root', async () => {
    const { problems } = await loadWith((root, p) => loadFolder(root, 'notes', Note, p), folder.root);
    expect(problems).toEqual([
      { file: 'notes/broken.md', message: expect.stringContaining('Flow sequence in block collection') },
      { file: 'notes/list.md', message: 'front matter is not a YAML mapping' },
      { file: 'notes/untitled.md', message: 'title: Invalid key: Expected "title" but received undefined' },
    ]);
  });

  it('a missing folder has no files', async () => {
    expect(await loadWith((root, p) => loadFolder(root, 'none', Note, p), folder.root)).toEqual({ loaded: [], problems: [] });
  });
});

describe('loadList', () => {
  it('keeps the valid entries of a YAML list and reports each invalid one by its index', async () => {
    expect(await loadWith((root, p) => loadList(root, 'lists/tags.yaml', Tag, p), folder.root)).toEqual({
      loaded: [{ slug: 't-shirt', name: 'Tシャツ' }],
      problems: [{ file: 'lists/tags.yaml[1]', message: expect.stringMatching(/^slug: .*; name: /) }],
    });
  });

  it.each([
    ['a missing file', 'lists/none.yaml'],
    ['a file that is not a list', 'lists/mapping.yaml'],
  ])('%s holds no entries', async (_case, file) => {
    expect(await loadWith((root, p) => loadList(root, file, Tag, p), folder.root)).toEqual({ loaded: [], problems: [] });
  });

  it('a list that is not YAML fails the load, unlike a Markdown file (it is not skipped)', async () => {
    await expect(loadWith((root, p) => loadList(root, 'lists/broken.yaml', Tag, p), folder.root)).rejects.toThrow(/Flow sequence/);
  });
});
