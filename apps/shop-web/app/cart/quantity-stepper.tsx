import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { isImeComposing } from '../search/ime-enter.ts';
import { control, stepButton, stepInput, stepper } from './cart.css.ts';

export interface QuantityStepperProps {
  /** The line's name; the controls are named after it (`…の数量`, `…の数量を1増やす`). */
  lineLabel: string;
  value: number;
  /** The most that can be ordered (the stock). */
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** Whole pieces from what was typed (full-width digits allowed), or null. */
export function parseQuantity(text: string): number | null {
  const normalized = text.normalize('NFKC').trim();
  return /^[0-9]+$/.test(normalized) ? Number(normalized) : null;
}

/** A quantity between 1 and the stock: − and + buttons around a number field that commits on blur or Enter. */
export function QuantityStepper({ lineLabel, value, max, disabled = false, onChange }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const limit = Math.max(1, max);

  const commit = () => {
    const typed = parseQuantity(draft);
    if (typed === null || typed < 1) {
      setDraft(String(value));
      return;
    }
    const quantity = Math.min(typed, limit);
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || isImeComposing(event)) return;
    event.preventDefault();
    commit();
  };

  return (
    <span className={control}>
      <label htmlFor={id}>数量</label>
      <span className={stepper}>
        <button
          type="button"
          className={stepButton}
          aria-label={`${lineLabel}の数量を1減らす`}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={stepInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          step={1}
          aria-label={`${lineLabel}の数量`}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={`${lineLabel}の数量を1増やす`}
          disabled={disabled || value >= limit}
          onClick={() => onChange(value + 1)}
        >
          ＋
        </button>
      </span>
    </span>
  );
}
