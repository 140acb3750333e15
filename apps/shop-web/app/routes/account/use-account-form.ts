/**
 * State of an account form (login, register, password recovery): values, per-field errors from the
 * shared `@shop/validation` schemas and from the server's 422, a form-level message, and the pending
 * flag. Enter never submits while an IME composition is in progress.
 */
import { isImeComposing } from '@shop/ui';
import { FIELD_LABELS, validate } from '@shop/validation';
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import type * as v from 'valibot';
import { describeSubmitError, type FormErrors } from './submit-error.ts';
import { focusFirstInvalid } from '../../forms/focus-first-invalid.ts';

export interface AccountFormOptions<TValues extends Record<string, string>> {
  initial: TValues;
  /** The shared schema of the form (keys are the wire names). */
  schema: v.GenericSchema;
  /** Sends the values; rejects with the api-client's error. */
  submit: (values: TValues) => Promise<void>;
  /** What is being tried, for the 429 message (`ログイン` → ログインの試行回数が…). */
  attempt?: string;
}

/** The form's state and handlers. */
export function useAccountForm<TValues extends Record<string, string>>({ initial, schema, submit, attempt }: AccountFormOptions<TValues>) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (name: keyof TValues & string) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = validate(schema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await submit(values);
    } catch (error) {
      const described = describeSubmitError(error, Object.keys(initial), attempt);
      setErrors(described.fieldErrors);
      setFormError(described.formError);
      focusFirstInvalid(formRef);
    } finally {
      setPending(false);
    }
  };

  // For each text field: the Enter that confirms a Japanese conversion must not submit the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };

  /**
   * The props of a required text field bound to this form: its shared label (FIELD_LABELS), wire
   * name, value, change and IME-safe Enter handlers, and its first error. Spread into `TextField`.
   */
  const field = (name: keyof TValues & keyof typeof FIELD_LABELS & string) => ({
    label: FIELD_LABELS[name] as string,
    name,
    'aria-required': 'true' as const,
    value: values[name],
    onChange: change(name),
    onKeyDown,
    error: errors[name]?.[0],
  });

  return { values, errors, formError, pending, formRef, change, field, onSubmit, onKeyDown, setValues };
}

/** The input props every e-mail field of the account forms shares. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;
