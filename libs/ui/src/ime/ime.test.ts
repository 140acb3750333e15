import { describe, expect, it } from 'vitest';
import { IME_PROCESS_KEY_CODE, isImeComposing } from './ime.ts';

describe('isImeComposing', () => {
  it.each([
    { name: 'a plain Enter', keyCode: 13, isComposing: false, composing: false },
    { name: 'Enter with isComposing set (Chrome, Firefox)', keyCode: 13, isComposing: true, composing: true },
    { name: 'Enter with keyCode 229 after compositionend (Safari)', keyCode: IME_PROCESS_KEY_CODE, isComposing: false, composing: true },
  ])('$name: $composing', ({ keyCode, isComposing, composing }) => {
    expect(isImeComposing({ keyCode, nativeEvent: { isComposing } })).toBe(composing);
  });
});
