import { describe, expect, it } from 'vitest';
import { terminalOutput, terminalSafe } from './format.ts';

describe('terminalSafe', () => {
  it.each([
    ['ESC of a title sequence, and BEL', '\u001b]0;owned\u0007', '\\x1b]0;owned\\x07'],
    ['CR, LF and TAB', 'a\r\nb\tc', 'a\\x0d\\x0ab\\x09c'],
    ['NUL and DEL', '\u0000\u007f', '\\x00\\x7f'],
    ['the C1 CSI and NEL', '\u009b2J\u0085', '\\x9b2J\\x85'],
    ['the line and paragraph separators', '\u2028\u2029', '\\u2028\\u2029'],
    ['bidi overrides and isolates', '\u202eabc\u2066\u200f', '\\u202eabc\\u2066\\u200f'],
  ])('writes out %s', (_what, input, shown) => {
    expect(terminalSafe(input)).toBe(shown);
  });

  it('leaves ordinary text as it is: Japanese, full-width spaces, emoji, backslashes', () => {
    const text = '山田\u3000太郎 𠮷 👕 C:\\data ¥1,000';
    expect(terminalSafe(text)).toBe(text);
  });

  it('is idempotent, so a value escaped before measuring is not escaped twice', () => {
    const once = terminalSafe('\u001b[2J');
    expect(terminalSafe(once)).toBe(once);
  });
});

describe('terminalOutput', () => {
  it('joins its own lines with LF and cells with TAB; the same characters inside a value are written out', () => {
    expect(terminalOutput(['line 1\nstill 1', ['cell\t1', 'cell 2']])).toBe('line 1\\x0astill 1\ncell\\x091\tcell 2');
  });
});
