/**
 * Panel fields that change the design once per edit, not once per keystroke: numbers commit on
 * Enter or when the field is left, colours when the picker closes (`change`, not `input`).
 */
import { isImeComposing } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { colourInput, fieldRow, input, smallLabel } from './layout.css.ts';
import { usePalette } from '../editor/palette-context.tsx';

export interface NumberFieldProps {
  label: string;
  value: number | null;
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Decimals shown. */
  precision?: number;
  onCommit: (value: number) => void;
  compact?: boolean;
  testId?: string;
}

export function NumberField({
  label,
  value,
  unit,
  min,
  max,
  step = 0.1,
  precision = 1,
  onCommit,
  compact = false,
  testId,
}: NumberFieldProps) {
  const shown = value === null ? '' : String(Number(value.toFixed(precision)));
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const parsed = Number(draft.replace(',', '.'));
    if (draft.trim() === '' || !Number.isFinite(parsed)) return;
    const clamped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, parsed));
    if (value === null || Math.abs(clamped - value) > 1e-9) onCommit(clamped);
  };
  const control = (
    <input
      id={id}
      className={input}
      type="number"
      inputMode="decimal"
      value={draft ?? shown}
      min={min}
      max={max}
      step={step}
      data-testid={testId}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !isImeComposing(event)) commit();
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
  if (compact) {
    return (
      <label className={smallLabel}>
        {unit ? `${label}（${unit}）` : label}
        {control}
      </label>
    );
  }
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{unit ? `${label}（${unit}）` : label}</label>
      {control}
    </div>
  );
}

export interface ColourFieldProps {
  label: string;
  value: string | null;
  /** Offers 「なし」 (no fill, no line). */
  allowNone?: boolean;
  onCommit: (value: string | null) => void;
  testId?: string;
}

export function ColourField({ label, value, allowNone = false, onCommit, testId }: ColourFieldProps) {
  const palette = usePalette();
  const ref = useRef<HTMLInputElement>(null);
  const id = useId();
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  // React's onChange is the `input` event (every move of the picker); one command per pick needs `change`.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onChange = () => commit.current(element.value.toLowerCase());
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, []);
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{label}</label>
      <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <input
          ref={ref}
          id={id}
          key={value ?? 'none'}
          className={colourInput}
          type="color"
          defaultValue={value ?? '#ffffff'}
          data-testid={testId}
          style={{ opacity: value === null ? 0.35 : 1 }}
        />
        {palette.length > 0 ? (
          <span role="group" aria-label={`${label}：インク色`} style={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {palette.map((ink) => (
              <button
                key={ink.hex}
                type="button"
                title={ink.name}
                aria-label={ink.name}
                aria-pressed={value === ink.hex}
                onClick={() => onCommit(ink.hex)}
                style={{
                  width: 18,
                  height: 18,
                  padding: 0,
                  borderRadius: 3,
                  background: ink.hex,
                  border: value === ink.hex ? '2px solid #1d4ed8' : '1px solid #999',
                  cursor: 'pointer',
                }}
              />
            ))}
          </span>
        ) : null}
        {allowNone ? (
          <label style={{ display: 'flex', alignItems: 'center', gap: 2, whiteSpace: 'nowrap' }}>
            <input
              type="checkbox"
              checked={value === null}
              onChange={(event) => onCommit(event.target.checked ? null : (ref.current?.value ?? '#212121'))}
            />
            なし
          </label>
        ) : null}
      </div>
    </div>
  );
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onCommit: (value: T) => void;
  testId?: string;
}

export function SelectField<T extends string>({ label, value, options, onCommit, testId }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={input} value={value} data-testid={testId} onChange={(event) => onCommit(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
