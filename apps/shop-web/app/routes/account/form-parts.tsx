/** Form parts of the account pages: a labelled text field with its messages, and the form alert. */
import { useId, type InputHTMLAttributes } from 'react';
import { field, fieldError, formAlert, hint as hintClass, input, label as labelClass } from './account.css.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Messages for this field (first shown). */
  errors?: readonly string[] | undefined;
  /** A hint shown under the field and read after the label. */
  hint?: string;
}

/** A text input with its label, hint and error message wired for assistive technology. */
export function TextField({ label, errors, hint, ...props }: TextFieldProps) {
  const id = useId();
  const message = errors?.[0];
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={input} aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The message for the whole form; focusable so the form can move focus to it. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={formAlert} role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
