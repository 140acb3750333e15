import { Button } from '@shop/ui';
import { FIELD_LABELS, INQUIRY_CATEGORIES, MAX_LENGTHS } from '@shop/validation';
import { useAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isImeComposing } from '../../search/ime-enter.ts';
import {
  alert,
  buttons,
  counter,
  error as errorClass,
  field as fieldClass,
  form,
  formTitle,
  hint as hintClass,
  input,
  label as labelClass,
  requiredMark,
  select,
  textarea,
} from './contact-form.css.ts';
import { inquiryFormAtom, inquiryServerErrorsAtom } from './inquiry-atoms.ts';
import { INQUIRY_FIELDS, characterCount, inquiryErrors, type InquiryField } from './inquiry-values.ts';

/** Where "確認画面へ進む" leads. */
export const CONFIRM_PATH = '/info/confirm_inquiry';

/** What a text input needs from a key press to decide about Enter. */
type EnterKeyEvent = Pick<KeyboardEvent<HTMLInputElement>, 'key' | 'keyCode' | 'nativeEvent' | 'preventDefault'>;

/**
 * Enter in a one-line field: the browser's implicit submission is always cancelled (the Enter that
 * confirms an IME conversion must never submit, and Safari reports that one after compositionend);
 * outside a composition the form is submitted by hand. Returns whether it submitted.
 */
export function handleEnter(event: EnterKeyEvent, submit: () => void): boolean {
  if (event.key !== 'Enter') return false;
  event.preventDefault();
  if (isImeComposing(event)) return false;
  submit();
  return true;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
  extra?: ReactNode;
}

/** A labelled control with its hint and its error message underneath. */
function Field({ id, label, hint, error, children, extra }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <span className={requiredMark}>必須</span>
      </label>
      {children(describedBy)}
      {extra}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form (name, email, category, title, contents). Each field is checked with the shared
 * inquiry rules when it loses focus and all of them on submit; messages show under the fields.
 * Values live in `inquiryFormAtom`, so they are still there when the shopper comes back from the
 * confirmation page; messages the server sent back (422) show until their field is edited.
 */
export function ContactForm() {
  const [values, setValues] = useAtom(inquiryFormAtom);
  const [serverErrors, setServerErrors] = useAtom(inquiryServerErrorsAtom);
  const [touched, setTouched] = useState<Partial<Record<InquiryField, true>>>({});
  const [attempted, setAttempted] = useState(false);
  const controls = useRef<Partial<Record<InquiryField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const navigate = useNavigate();
  const idPrefix = useId();
  const errors = useMemo(() => inquiryErrors(values), [values]);
  // Until the page is interactive the button stays disabled, which also blocks Enter's implicit
  // submission: a native submit would only reload the page (and `method="post"` keeps what was
  // typed out of the URL even then).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const idOf = (name: InquiryField) => `${idPrefix}-${name}`;
  const errorOf = (name: InquiryField) => serverErrors[name] ?? (attempted || touched[name] ? errors[name] : undefined);
  const shownErrors = INQUIRY_FIELDS.filter((name) => errorOf(name) !== undefined);
  const serverErrorCount = INQUIRY_FIELDS.filter((name) => serverErrors[name] !== undefined).length;

  // Back from the confirmation page with the server's messages: start at the first of them.
  useEffect(() => {
    const first = INQUIRY_FIELDS.find((name) => serverErrors[name] !== undefined);
    if (first) controls.current[first]?.focus();
    // Only when the form appears: later edits clear the messages one by one.
  }, []);

  const change = (name: InquiryField, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (serverErrors[name] !== undefined) {
      setServerErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => key !== name)));
    }
  };
  const blur = (name: InquiryField) => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));

  const submit = () => {
    setAttempted(true);
    setServerErrors({});
    const invalid = INQUIRY_FIELDS.find((name) => errors[name] !== undefined);
    if (invalid) {
      controls.current[invalid]?.focus();
      return;
    }
    void navigate(CONFIRM_PATH);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    handleEnter(event, submit);
  };

  const describe = (name: InquiryField, describedBy: string | undefined) => ({
    id: idOf(name),
    name,
    value: values[name],
    required: true,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: () => blur(name),
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      controls.current[name] = element;
    },
  });
  const contentsLength = characterCount(values.contents);

  return (
    <form className={form} method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className={formTitle}>
        お問い合わせフォーム
      </h2>
      {serverErrorCount > 0 ? (
        <p className={alert} role="alert">
          送信した内容に誤りがありました。各項目のメッセージをご確認のうえ、修正してください。
        </p>
      ) : attempted && shownErrors.length > 0 ? (
        <p className={alert} role="alert">
          入力内容に誤りがあります（{shownErrors.length}件）。各項目のメッセージをご確認ください。
        </p>
      ) : null}
      <Field id={idOf('name')} label={FIELD_LABELS.name} hint="例：山田 太郎" error={errorOf('name')}>
        {(describedBy) => (
          <input
            {...describe('name', describedBy)}
            className={input}
            type="text"
            autoComplete="name"
            onChange={(event) => change('name', event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <Field id={idOf('email')} label={FIELD_LABELS.email} hint="回答はこのアドレスにお送りします。例：taro@example.jp" error={errorOf('email')}>
        {(describedBy) => (
          <input
            {...describe('email', describedBy)}
            className={input}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            onChange={(event) => change('email', event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <Field id={idOf('category')} label={FIELD_LABELS.category} error={errorOf('category')}>
        {(describedBy) => (
          <select {...describe('category', describedBy)} className={select} onChange={(event) => change('category', event.target.value)}>
            <option value="">選択してください</option>
            {INQUIRY_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={idOf('title')} label={FIELD_LABELS.title} hint={`${MAX_LENGTHS.title}文字以内`} error={errorOf('title')}>
        {(describedBy) => (
          <input
            {...describe('title', describedBy)}
            className={input}
            type="text"
            autoComplete="off"
            onChange={(event) => change('title', event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <Field
        id={idOf('contents')}
        label={FIELD_LABELS.contents}
        hint={`${MAX_LENGTHS.contents}文字以内。ご注文に関するお問い合わせは注文番号をご記入ください。`}
        error={errorOf('contents')}
        extra={
          <p className={counter} data-over={String(contentsLength > MAX_LENGTHS.contents)} aria-hidden="true">
            {contentsLength} / {MAX_LENGTHS.contents}文字
          </p>
        }
      >
        {(describedBy) => (
          <textarea {...describe('contents', describedBy)} className={textarea} rows={8} onChange={(event) => change('contents', event.target.value)} />
        )}
      </Field>
      <div className={buttons}>
        <Button type="submit" size="lg" disabled={!interactive}>
          入力内容を確認する
        </Button>
      </div>
    </form>
  );
}
