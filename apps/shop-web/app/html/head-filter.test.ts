import { describe, expect, it } from 'vitest';
import { createHeadFilter, withoutModulePreloads } from './head-filter.ts';

const head =
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.svg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous"/>' +
  '<link rel="stylesheet" href="/assets/root-3.css"/></head>';
const body = '<body><p>本文 <link rel="modulepreload" href="/later.js"/></p></body></html>';
const filtered =
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.svg"/>' +
  '<link rel="stylesheet" href="/assets/root-3.css"/></head>';

describe('module preloads are removed from the head so they do not compete with the first paint', () => {
  it('removes every modulepreload link and keeps stylesheets, image preloads and meta tags', () => {
    expect(withoutModulePreloads(head)).toBe(filtered);
  });

  it.each([1, 7, 64, 10_000])('gives the same document whatever the chunk size (%i characters)', (size) => {
    const document = head + body;
    const filter = createHeadFilter();
    let out = '';
    for (let i = 0; i < document.length; i += size) out += filter.push(document.slice(i, i + size));
    out += filter.flush();
    expect(out).toBe(filtered + body);
  });

  it('leaves everything after the head untouched, including a modulepreload text in the body', () => {
    const filter = createHeadFilter();
    expect(filter.push(head)).toBe(filtered);
    expect(filter.push(body)).toBe(body);
    expect(filter.flush()).toBe('');
  });

  it('passes a document without a head through unchanged at the end', () => {
    const filter = createHeadFilter();
    expect(filter.push('<p>断片</p>')).toBe('');
    expect(filter.flush()).toBe('<p>断片</p>');
  });
});
