import { describe, expect, it } from 'vitest';
import { excerpt, htmlToText, renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('escapes raw HTML: a <script> in Markdown comes out as text', () => {
    const html = renderMarkdown('こんにちは<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses javascript: links', () => {
    expect(renderMarkdown('[click](javascript:alert(1))')).not.toContain('href="javascript:');
  });

  it('renders Markdown and turns bare URLs into links', () => {
    expect(renderMarkdown('## 見出し\n\n**太字** https://example.com')).toBe(
      '<h2>見出し</h2>\n<p><strong>太字</strong> <a href="https://example.com">https://example.com</a></p>\n',
    );
  });
});

describe('excerpts', () => {
  it('htmlToText drops tags and decodes the escaper’s entities', () => {
    expect(htmlToText('<p>A &amp; B &lt;tag&gt;</p>\n<p>次</p>')).toBe('A & B <tag> 次');
  });

  it('excerpt cuts at a character count with an ellipsis', () => {
    expect(excerpt('あいうえお', 3)).toBe('あいう…');
    expect(excerpt('あい', 3)).toBe('あい');
  });
});
