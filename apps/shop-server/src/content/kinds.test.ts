import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Slug } from './fields.ts';
import { loadBySlug, loadKind, loadNumbered } from './kinds.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'things/a.md': md('name: A\ncode: x'),
  'things/b.md': md('name: B\ncode: skip'),
  'things/c.md': md('name: C\ncode: x'),
  'things/d.md': md('code: y'),
  'named/first.md': md('name: 一'),
  'named/second.md': md('slug: first\nname: 二'),
  'named/sub/third.md': md('name: 三'),
  'numbered/7.md': md('name: 七'),
  'numbered/news.md': md('id: 8\nname: 八'),
  'numbered/0008.md': md('name: also eight'),
  'numbered/news-9.md': md('name: no number'),
});
const Thing = v.object({ name: v.string(), code: v.string() });

describe('loadKind', () => {
  it('makes an item of each valid file, skips a file its item refuses, and keeps the first of each key', async () => {
    const kind = {
      folder: 'things',
      schema: Thing,
      item: ({ front }: { front: v.InferOutput<typeof Thing> }, skip: (why: string) => undefined) =>
        front.code === 'skip' ? skip('refused') : front,
      key: (thing: { code: string }) => thing.code,
    };
    expect(await loadWith((root, p) => loadKind(root, kind, p), folder.root)).toEqual({
      loaded: [{ name: 'A', code: 'x' }],
      problems: [
        { file: 'things/d.md', message: 'name: Invalid key: Expected "name" but received undefined' },
        { file: 'things/b.md', message: 'refused' },
        { file: 'things/c.md', message: 'duplicate x' },
      ],
    });
  });
});

describe('loadBySlug', () => {
  it('an item is its front matter with the slug (else the file name) and the html; a later file of the same slug is a duplicate', async () => {
    const schema = v.object({ slug: v.optional(Slug), name: v.string() });
    expect(await loadWith((root, p) => loadBySlug(root, 'named', schema, p), folder.root)).toEqual({
      loaded: [
        { slug: 'first', name: '一', html: '<p>本文</p>\n' },
        { slug: 'third', name: '三', html: '<p>本文</p>\n' },
      ],
      problems: [{ file: 'named/second.md', message: 'duplicate first' }],
    });
  });
});

describe('loadNumbered', () => {
  it('the id is the front matter id, else a numeric file name; a file with neither is skipped', async () => {
    const schema = v.object({ id: v.optional(v.number()), name: v.string() });
    expect(
      await loadWith((root, p) => loadNumbered(root, 'numbered', schema, p, ({ front }) => ({ name: front.name })), folder.root),
    ).toEqual({
      loaded: [
        { id: 8, name: 'also eight' },
        { id: 7, name: '七' },
      ],
      problems: [
        { file: 'numbered/news-9.md', message: 'id: missing (front matter id or a numeric file name)' },
        { file: 'numbered/news.md', message: 'duplicate 8' },
      ],
    });
  });
});
