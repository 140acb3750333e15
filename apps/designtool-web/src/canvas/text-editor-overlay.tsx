/**
 * The text box over the text being typed (`editor.editingTextId`): a `<textarea>` laid over the
 * shape at the canvas's zoom, vertical (`writing-mode: vertical-rl`) for 縦書き. Every input goes to
 * `updateEditingText` (also during an IME composition: the conversion shows in place, and the whole
 * edit is still one command); Enter inserts a newline, an Enter that confirms a conversion does
 * nothing more; Escape or leaving the box finishes (`finishEditingText`).
 */
import { cssFontFamily, type Editor } from '@shop/design-document';
import { type TextShape } from '@shop/design-document/model';
import { isImeComposing } from '@shop/ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { textEditor } from './canvas.css.ts';

export interface TextEditorOverlayProps {
  editor: Editor;
  shape: TextShape;
}

export function TextEditorOverlay({ editor, shape }: TextEditorOverlayProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const composing = useRef(false);
  const { zoom, x, y } = editor.camera;
  const vertical = shape.writingMode === 'vertical';
  const minAcross = shape.fontSize * zoom;

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    box.setSelectionRange(box.value.length, box.value.length);
  }, [shape.id]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Nothing the editor does may happen while the IME owns the key (Enter confirms a conversion).
    if (composing.current || isImeComposing(event)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      editor.finishEditingText();
      return;
    }
    // Enter: the textarea's own newline. Keys never reach the canvas's shortcuts from here.
    event.stopPropagation();
  };

  const width = Math.max(vertical ? minAcross : minAcross * 2, shape.w * zoom) + shape.fontSize * zoom;
  const height = Math.max(vertical ? minAcross * 2 : minAcross, shape.h * zoom) + shape.fontSize * zoom * 0.2;
  // A vertical text grows leftwards from its top-right corner, a horizontal one rightwards.
  const left = vertical ? x + (shape.x + shape.w) * zoom - width : x + shape.x * zoom;
  return (
    <textarea
      ref={ref}
      className={textEditor}
      aria-label={vertical ? 'テキスト（縦書き）' : 'テキスト'}
      data-testid="text-editor"
      value={shape.text}
      spellCheck={false}
      onChange={(event) => editor.updateEditingText(event.target.value)}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        editor.updateEditingText(event.currentTarget.value);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!composing.current) editor.finishEditingText();
      }}
      style={{
        left,
        top: y + shape.y * zoom,
        width,
        height,
        transform: shape.rotation ? `rotate(${shape.rotation}deg)` : undefined,
        fontFamily: cssFontFamily(shape.fontId),
        fontSize: shape.fontSize * zoom,
        lineHeight: shape.lineHeight,
        letterSpacing: `${shape.letterSpacing}em`,
        color: shape.fill,
        writingMode: vertical ? 'vertical-rl' : 'horizontal-tb',
        textAlign: shape.align === 'center' ? 'center' : shape.align === 'end' ? 'end' : 'start',
      }}
    />
  );
}
