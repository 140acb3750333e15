/** The pieces every line of the cart repeats: its pending edit and message, picture, remove button, subtotal, wrapping select. */
import type { CartEditResult } from '@shop/web-state';
import { useId, useState } from 'react';
import { formatYen } from '../../format/yen.ts';
import type { ProductionModel } from '../cart-model.ts';
import { amountTerm, amountValue, amounts, control, lineImage, lineMessage, lineNotice, removeButton, select } from '../cart.css.ts';

type LineMessageModel = { kind: 'error' | 'notice'; text: string } | null;

/** A line's pending edit and its last message. */
export function useLineEdit() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<LineMessageModel>(null);
  const run = async (edit: () => Promise<CartEditResult>) => {
    setPending(true);
    setMessage(null);
    try {
      const result = await edit();
      if (!result.ok) setMessage({ kind: 'error', text: result.message });
      else if (result.notice) setMessage({ kind: 'notice', text: result.notice });
    } finally {
      setPending(false);
    }
  };
  return { pending, message, run };
}

export function LineMessage({ message }: { message: LineMessageModel }) {
  if (!message) return null;
  return message.kind === 'error' ? (
    <p className={lineMessage} role="alert">
      {message.text}
    </p>
  ) : (
    <p className={lineNotice} role="status">
      {message.text}
    </p>
  );
}

/** A line's subtotal: an `<output>` (a calculation result) named after the line. */
export function Amount({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <p className={amounts}>
      <span className={amountTerm} aria-hidden="true">
        {label}
      </span>
      <output className={amountValue} aria-label={name}>
        {value}
      </output>
    </p>
  );
}

/**
 * The line's picture, or an empty square: the product picture is decorative (the title names the
 * line); a mock-up of the design on the garment says what it shows (`alt`).
 */
export function LineImage({ src, alt = '' }: { src?: string | null; alt?: string }) {
  return src ? (
    <img className={lineImage} src={src} alt={alt} width={80} height={80} loading="lazy" />
  ) : (
    <span className={lineImage} aria-hidden="true" />
  );
}

/** 「削除」 (or another visible text), named after what it removes. */
export function RemoveButton({
  label,
  disabled,
  onClick,
  children = '削除',
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children?: string;
}) {
  return (
    <button type="button" className={removeButton} disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** 「ラッピング」: none or one of the product's wrappings, with its charge per piece. */
export function WrappingSelect({
  label,
  wrappings,
  value,
  disabled,
  onChange,
}: {
  label: string;
  wrappings: ProductionModel['wrappings'];
  value: number | null;
  disabled: boolean;
  onChange: (wrappingId: number | null) => void;
}) {
  const id = useId();
  return (
    <span className={control}>
      <label htmlFor={id}>ラッピング</label>
      <select
        id={id}
        aria-label={label}
        className={select}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">なし</option>
        {wrappings.map((wrapping) => (
          <option key={wrapping.id} value={String(wrapping.id)}>
            {wrapping.name}（+{formatYen(wrapping.charge)}／枚）
          </option>
        ))}
      </select>
    </span>
  );
}
