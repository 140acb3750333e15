import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from '../editor/types.ts';
import { createGroup, createRect } from './create.ts';
import { newDesignDocument } from './new-document.ts';
import { MAX_GROUP_DEPTH, parseDesignDocument, parseDesignJson, serializeDesignDocument } from './schema.ts';
import type { Shape } from './types.ts';

const rect = (id: string) => createRect(id, { x: 0, y: 0, w: 10, h: 10 }, DEFAULT_STYLE);
const doc = (shapes: Shape[]) => {
  const base = newDesignDocument({ id: 'd', now: 1 });
  return { ...base, pages: [{ ...base.pages[0]!, shapes }] };
};

describe('parseDesignDocument', () => {
  it('reads a valid document', () => {
    const document = doc([rect('a')]);
    expect(parseDesignJson(serializeDesignDocument(document))).toEqual({ ok: true, document });
  });

  it('refuses bad colours, duplicate ids, future versions, bad JSON and non-objects', () => {
    expect(parseDesignDocument(doc([{ ...rect('a'), fill: '#FF0000' }]))).toEqual({
      ok: false,
      reason: 'pages.0.shapes.0.fill: a colour is #rrggbb in lower case',
    });
    expect(parseDesignDocument(doc([rect('a'), rect('a')]))).toEqual({ ok: false, reason: 'shape id a is used twice' });
    const group: Shape = { ...createGroup('g', [rect('g')]), w: 10, h: 10 };
    expect(parseDesignDocument(doc([group]))).toMatchObject({ ok: false, reason: 'shape id g is used twice' });
    const base = doc([]);
    expect(parseDesignDocument({ ...base, pages: [base.pages[0]!, base.pages[0]!] })).toMatchObject({
      ok: false,
      reason: 'page id page-1 is used twice',
    });
    expect(parseDesignDocument({ ...base, version: 2 })).toEqual({ ok: false, reason: 'version 2 is newer than this editor (1)' });
    expect(parseDesignDocument({ ...base, version: -1 })).toMatchObject({ ok: false });
    expect(parseDesignDocument([])).toMatchObject({ ok: false });
    expect(parseDesignJson('{')).toEqual({ ok: false, reason: 'the file is not JSON' });
  });

  it('refuses groups nested too deep', () => {
    let shape: Shape = rect('leaf');
    for (let i = 0; i <= MAX_GROUP_DEPTH; i++) {
      shape = { ...createGroup(`g${i}`, [shape]), w: 10, h: 10 };
    }
    expect(parseDesignDocument(doc([shape]))).toEqual({ ok: false, reason: `groups nest deeper than ${MAX_GROUP_DEPTH}` });
  });

  it('migrates a version-0 document (no method, no page position)', () => {
    const current = doc([rect('a')]);
    const { method: _method, ...rest } = current;
    const { position: _position, ...page } = current.pages[0]!;
    const old = { ...rest, version: 0, pages: [page] };
    const result = parseDesignDocument(old);
    expect(result).toEqual({ ok: true, document: { ...current, method: 'inkjet', pages: [{ ...current.pages[0]!, position: 'front' }] } });
  });
});
