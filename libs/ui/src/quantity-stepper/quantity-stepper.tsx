import { useId, useState, type KeyboardEvent } from 'react';
import { isImeComposing } from '../ime/ime.ts';
import { control, stepButton, stepInput, stepper } from './quantity-stepper.css.ts';

export interface QuantityStepperProps {
  /** The visible label next to the stepper (e.g. 「数量」). */
  label: string;
  /** The number field's accessible name, naming what is counted (e.g. 「Tシャツ（白 / M）の数量」). */
  inputLabel: string;
  /** The − button's accessible name (e.g. 「…の数量を1減らす」). */
  decrementLabel: string;
  /** The ＋ button's accessible name (e.g. 「…の数量を1増やす」). */
  incrementLabel: string;
  value: number;
  /** The most that can be chosen (e.g. the stock); at least 1 is always allowed. */
  max: number;
  /** The least that can be chosen: 1 unless told (0 lets a size be emptied, e.g. a size of a print order). */
  min?: number | undefined;
  disabled?: boolean | undefined;
  onChange: (quantity: number) => void;
  /**
   * Called when 0 is typed and committed while `min` is 1 or more (e.g. to ask whether to remove the
   * line); the field keeps showing 0 until the caller gives it a new value or remounts it. Without
   * it, 0 is replaced by the current value like any other text that is not a quantity.
   */
  onZero?: (() => void) | undefined;
}

/** Whole pieces from what was typed (full-width digits allowed), or null. */
export function parseQuantity(text: string): number | null {
  const normalized = text.normalize('NFKC').trim();
  return /^[0-9]+$/.test(normalized) ? Number(normalized) : null;
}

/**
 * A quantity between `min` (1 unless told) and `max`: − and ＋ buttons around a number field that commits on blur or
 * Enter (never on the Enter that confirms an IME conversion). Text that is not a quantity is
 * replaced by the current value; a quantity above `max` is lowered to it.
 */
export function QuantityStepper({
  label,
  inputLabel,
  decrementLabel,
  incrementLabel,
  value,
  max,
  min = 1,
  disabled = false,
  onChange,
  onZero,
}: QuantityStepperProps) {
  const id = useId();
  // What the field shows, and the value it was typed against: a new value from the caller replaces the text.
  const [draft, setDraft] = useState({ text: String(value), of: value });
  const text = draft.of === value ? draft.text : String(value);
  const limit = Math.max(1, max);

  const commit = () => {
    const typed = parseQuantity(text);
    if (typed === 0 && min > 0 && onZero) {
      onZero();
      return;
    }
    if (typed === null || typed < min) {
      setDraft({ text: String(value), of: value });
      return;
    }
    const quantity = Math.min(typed, limit);
    setDraft({ text: String(quantity), of: value });
    if (quantity !== value) onChange(quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || isImeComposing(event)) return;
    event.preventDefault();
    commit();
  };

  return (
    <span className={control}>
      <label htmlFor={id}>{label}</label>
      <span className={stepper}>
        <button
          type="button"
          className={stepButton}
          aria-label={decrementLabel}
          disabled={disabled || value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={stepInput}
          type="number"
          inputMode="numeric"
          min={min}
          max={limit}
          step={1}
          aria-label={inputLabel}
          value={text}
          disabled={disabled}
          onChange={(event) => setDraft({ text: event.target.value, of: value })}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={incrementLabel}
          disabled={disabled || value >= limit}
          onClick={() => onChange(value + 1)}
        >
          ＋
        </button>
      </span>
    </span>
  );
}
