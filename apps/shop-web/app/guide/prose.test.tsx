import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { Prose, inAppTarget } from './prose.tsx';

const ORIGIN = 'http://localhost:3000';

function clickOn(html: string, init: Partial<Parameters<typeof inAppTarget>[0]> = {}) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const target = holder.querySelector('a') ?? holder;
  return inAppTarget(
    { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...init },
    ORIGIN,
  );
}

describe('links inside rendered content', () => {
  it.each([
    ['<a href="/faqs">FAQ</a>', {}, '/faqs'],
    ['<a href="/guidance/price?x=1#table"><strong>料金</strong></a>', {}, '/guidance/price?x=1#table'],
    [`<a href="${ORIGIN}/word">用語集</a>`, {}, '/word'],
    ['<a href="https://example.com/">外部</a>', {}, null],
    ['<a href="#top">上へ</a>', {}, null],
    ['<a href="/faqs" target="_blank">新しいタブ</a>', {}, null],
    ['<a href="/file.pdf" download>PDF</a>', {}, null],
    ['<a href="/faqs">FAQ</a>', { ctrlKey: true }, null],
    ['<a href="/faqs">FAQ</a>', { button: 1 }, null],
    ['<p>リンクではない</p>', {}, null],
    // The design tool is the server's page, not the app's: the browser loads it.
    ['<a href="/designtool">デザインツールを使う</a>', {}, null],
    ['<a href="/product/5001-01/print-inkjet-design?pid=p1">デザインする</a>', {}, null],
    ['<a href="/designtool/move">移動</a>', {}, '/designtool/move'],
  ])('%s %o opens %s in the app', (html, init, expected) => {
    expect(clickOn(html, init)).toBe(expected);
  });

  it('navigates inside the app when a shop link in the content is clicked', async () => {
    renderRoutes(
      [
        { path: '/', Component: () => <Prose html={'<p><a href="/faqs">よくあるご質問</a></p>'} /> },
        { path: '/faqs', Component: () => <h1>FAQ一覧</h1> },
      ],
      '/',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'よくあるご質問' }));
    expect(await screen.findByRole('heading', { name: 'FAQ一覧' })).toBeTruthy();
  });
});
