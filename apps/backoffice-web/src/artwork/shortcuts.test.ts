import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts.ts';

const key = (k: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  isComposing: false,
  target,
  ...extra,
});

describe('the artwork shortcuts', () => {
  it.each([
    ['j', 'next'],
    ['ArrowDown', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['Enter', 'open'],
    ['a', 'approve'],
    ['r', 'reject'],
    ['u', 'back'],
    ['?', 'help'],
    ['x', null],
  ])('%s on the page is %s', (k, action) => {
    expect(shortcutFor(key(k))).toBe(action);
  });

  it('never fires while typing in a field, inside a contenteditable, with a modifier or during IME composition', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.createElement(tag);
      document.body.append(field);
      expect(shortcutFor(key('a', field))).toBeNull();
      expect(shortcutFor(key('j', field))).toBeNull();
    }
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.append(inner);
    document.body.append(editable);
    expect(shortcutFor(key('r', inner))).toBeNull();
    expect(shortcutFor(key('a', document.body, { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('a', document.body, { metaKey: true }))).toBeNull();
    expect(shortcutFor(key('j', document.body, { isComposing: true }))).toBeNull();
    const button = document.createElement('button');
    document.body.append(button);
    expect(shortcutFor(key('j', button))).toBe('next');
  });
});
