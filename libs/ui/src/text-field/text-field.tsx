import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  error as errorClass,
  field,
  fieldControl,
  hint as hintClass,
  label as labelClass,
  requiredMark as requiredClass,
} from './text-field.css.ts';

/** What a field hands to its control so that the label, hint and error are tied to it. */
export interface FormFieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The visible label (Japanese), tied to the control with `for`/`id`. */
  label: string;
  /** Shown after the label inside it (e.g. 「必須」), so it is part of the control's name. */
  requiredMark?: string | undefined;
  /** A hint under the control, read after the label. */
  hint?: ReactNode;
  /** The error message (Japanese, from the caller); while set the control is `aria-invalid`. */
  error?: string | undefined;
  /** The control's id; generated when omitted. The hint and error ids derive from it. */
  id?: string | undefined;
  /** Shown between the control and the messages (e.g. a character counter). */
  after?: ReactNode;
  /** Renders the control with the given `id`, `aria-invalid` and `aria-describedby`. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and error message wired for assistive technology: the
 * label names the control, `aria-describedby` points at the hint and the error, and the control is
 * `aria-invalid` while there is an error. Use it for `<select>` and `<textarea>`; `TextField` is
 * the one-line text input.
 */
export function FormField({ label, requiredMark, hint, error, id, after, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {requiredMark ? <span className={requiredClass}>{requiredMark}</span> : null}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {after}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className' | 'children' | 'aria-invalid' | 'aria-describedby'> &
  Pick<FormFieldProps, 'label' | 'requiredMark' | 'hint' | 'error' | 'after'>;

/** A one-line text input (`type` text, email, password, …) with its label, hint and error message. */
export function TextField({ label, requiredMark, hint, error, after, id, ...props }: TextFieldProps) {
  return (
    <FormField label={label} requiredMark={requiredMark} hint={hint} error={error} id={id} after={after}>
      {(control) => <input className={fieldControl({ kind: 'input' })} {...props} {...control} />}
    </FormField>
  );
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children' | 'aria-invalid' | 'aria-describedby'> &
  Pick<FormFieldProps, 'label' | 'requiredMark' | 'hint' | 'error' | 'after'> & {
    /** The choices in order: the value sent and the label shown. */
    options: readonly { value: string; label: string }[];
    /** The label of an empty first choice (e.g. 「選択してください」); none when omitted. */
    placeholder?: string;
  };

/** A `<select>` of the given choices with its label, hint and error message. */
export function SelectField({ label, requiredMark, hint, error, after, id, options, placeholder, ...props }: SelectFieldProps) {
  return (
    <FormField label={label} requiredMark={requiredMark} hint={hint} error={error} id={id} after={after}>
      {(control) => (
        <select className={fieldControl({ kind: 'select' })} {...props} {...control}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
