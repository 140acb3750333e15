import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  breadcrumbJsonLd,
  canonicalUrl,
  metaDescription,
  pageMeta,
  pageTitle,
  publicUrlOf,
} from './meta.ts';

describe('page meta', () => {
  it('puts the site name after the page title, and uses the default title for the home page', () => {
    expect(pageTitle('Tシャツ')).toBe('Tシャツ | プリントファクトリー');
    expect(pageTitle(undefined)).toBe(DEFAULT_TITLE);
  });

  it.each([
    ['', DEFAULT_DESCRIPTION],
    ['  厚手の\n Tシャツ  ', '厚手の Tシャツ'],
    ['あ'.repeat(120), 'あ'.repeat(120)],
    ['あ'.repeat(121), `${'あ'.repeat(119)}…`],
  ])('description %j becomes %j', (text, expected) => {
    expect(metaDescription(text)).toBe(expected);
  });

  it.each([
    ['/t-shirts', '', 'https://print.example.jp/t-shirts'],
    ['/t-shirts', '?page=2&color=white&utm_source=x', 'https://print.example.jp/t-shirts?page=2'],
    ['/t-shirts', '?page=1', 'https://print.example.jp/t-shirts'],
    ['/product/5001-01', '?page=abc', 'https://print.example.jp/product/5001-01'],
    ['/', '', 'https://print.example.jp/'],
  ])('the canonical URL of %s%s is %s', (path, search, expected) => {
    expect(canonicalUrl('https://print.example.jp', path, search)).toBe(expected);
  });

  it('lists title, description, canonical link and structured data', () => {
    const meta = pageMeta({
      title: 'Tシャツ',
      description: '説明',
      canonical: 'https://print.example.jp/t-shirts',
      jsonLd: [{ '@type': 'Thing' }],
    });
    expect(meta).toContainEqual({ title: 'Tシャツ | プリントファクトリー' });
    expect(meta).toContainEqual({ name: 'description', content: '説明' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://print.example.jp/t-shirts' });
    expect(meta).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } });
    expect(meta).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('reads the public origin from the root route data', () => {
    expect(publicUrlOf([{ id: 'root', loaderData: { publicUrl: 'https://print.example.jp' } }, { id: 'x' }])).toBe(
      'https://print.example.jp',
    );
    expect(publicUrlOf([undefined, { id: 'root', loaderData: undefined }])).toBe('');
  });

  it('numbers breadcrumb positions from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'ホーム', url: 'https://s/' },
        { name: 'Tシャツ', url: 'https://s/t-shirts' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'ホーム', item: 'https://s/' },
        { '@type': 'ListItem', position: 2, name: 'Tシャツ', item: 'https://s/t-shirts' },
      ],
    });
  });
});
