/**
 * The star rating input: a radio group of five labelled options (「星1つ（悪い）」…「星5つ（とても良い）」).
 * Native radios keep it keyboard-accessible: Tab enters the group, the arrow keys choose.
 */
import { useId } from 'react';
import {
  fieldError,
  legend,
  requiredMark,
  starGlyph,
  starGlyphOn,
  starGroup,
  starLabel,
  starOption,
  starOptions,
  starRadio,
} from './reviews.css.ts';

const WORDS = ['悪い', 'やや悪い', '普通', '良い', 'とても良い'] as const;

export interface StarInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
}

export function StarInput({ value, onChange, error }: StarInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={starGroup} aria-describedby={error ? errorId : undefined}>
      <legend className={legend}>
        評価
        <span className={requiredMark}>必須</span>
      </legend>
      <div className={starOptions} role="radiogroup" aria-label="評価（星の数）" aria-invalid={error ? true : undefined}>
        {WORDS.map((word, index) => {
          const rating = index + 1;
          const checked = value === rating;
          return (
            <span key={rating} className={starOption}>
              <input
                className={starRadio}
                type="radio"
                id={`${id}-${rating}`}
                name="rating"
                value={rating}
                checked={checked}
                onChange={() => onChange(rating)}
              />
              <label htmlFor={`${id}-${rating}`} className={starLabel}>
                <span aria-hidden="true" className={`${starGlyph} ${value !== null && rating <= value ? starGlyphOn : ''}`}>
                  ★
                </span>
                <span>
                  星{rating}つ<span aria-hidden="true">・</span>
                  {word}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
