import { describe, expect, it } from 'vitest';
import { createText } from '../model/create.ts';
import { TestEditor } from '../testing/test-editor.ts';
import { DEFAULT_STYLE, type TextMeasurer } from './types.ts';

describe('remeasureTexts', () => {
  it('gives texts their measured boxes again without a command, and only when one changed', () => {
    let em = 1;
    const measure: TextMeasurer = (shape) => ({ w: shape.text.length * shape.fontSize * em, h: shape.fontSize });
    const editor = new TestEditor({ measureText: measure });
    editor.run('テキストを追加', (page) => ({
      ...page,
      shapes: [createText('t1', { x: 10, y: 10 }, 'ABC', { ...DEFAULT_STYLE, fontSize: 10 })],
    }));
    expect(editor.shapes[0]).toMatchObject({ w: 30, h: 10 });
    expect(editor.remeasureTexts()).toBe(false);
    em = 0.5; // the font loaded: narrower glyphs than the estimate
    expect(editor.remeasureTexts()).toBe(true);
    expect(editor.shapes[0]).toMatchObject({ w: 15, h: 10 });
    expect(editor.history.undo).toHaveLength(1);
  });
});
