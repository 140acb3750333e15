import { describe, expect, it } from 'vitest';
import { isImeComposing } from '@shop/ui';
import { searchHref, shouldSubmitSearch, type EnterKeyEvent } from './ime-enter.ts';

const enter = (isComposing: boolean, keyCode = 13): EnterKeyEvent => ({ key: 'Enter', keyCode, nativeEvent: { isComposing } });

describe('IME-safe Enter', () => {
  it.each([
    { name: 'a plain Enter with text', event: enter(false), text: 'Tシャツ', submits: true },
    { name: 'Enter that confirms an IME conversion', event: enter(true, 229), text: 'てぃーしゃつ', submits: false },
    { name: 'Enter with isComposing set (Chrome, Firefox)', event: enter(true), text: 'Tシャツ', submits: false },
    { name: 'Enter with keyCode 229 after compositionend (Safari)', event: enter(false, 229), text: 'Tシャツ', submits: false },
    { name: 'Enter on an empty field', event: enter(false), text: '', submits: false },
    { name: 'Enter on a field of spaces', event: enter(false), text: ' 　 ', submits: false },
    { name: 'another key', event: { key: 'a', keyCode: 65, nativeEvent: { isComposing: false } }, text: 'T', submits: false },
  ])('$name submits: $submits', ({ event, text, submits }) => {
    expect(shouldSubmitSearch(event, text)).toBe(submits);
  });

  it('treats keyCode 229 as composing even when the event says it is not', () => {
    expect(isImeComposing(enter(false, 229))).toBe(true);
    expect(isImeComposing(enter(false, 13))).toBe(false);
  });

  it('builds the search URL with the trimmed, encoded query', () => {
    expect(searchHref('  白 Tシャツ ')).toBe('/search?q=%E7%99%BD+T%E3%82%B7%E3%83%A3%E3%83%84');
  });
});
