import { Button, FormAlert, FormField, SelectField, TextField, fieldControl, isImeComposing } from '@shop/ui';
import { FIELD_LABELS, INQUIRY_CATEGORIES, MAX_LENGTHS } from '@shop/validation';
import { useAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../session/use-hydrated.ts';
import { buttons, counter, form, formTitle } from './contact-form.css.ts';
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

/** Moves focus to the form's control of that name. */
function focusControl(form: HTMLFormElement | null, name: InquiryField): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

/** The mark after every label: all the fields are required. */
const REQUIRED = '必須';

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
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const idPrefix = useId();
  const errors = useMemo(() => inquiryErrors(values), [values]);
  // Until the page is interactive the button stays disabled, which also blocks Enter's implicit
  // submission: a native submit would only reload the page (and `method="post"` keeps what was
  // typed out of the URL even then).
  const interactive = useHydrated();

  const idOf = (name: InquiryField) => `${idPrefix}-${name}`;
  const errorOf = (name: InquiryField) => serverErrors[name] ?? (attempted || touched[name] ? errors[name] : undefined);
  const shownErrors = INQUIRY_FIELDS.filter((name) => errorOf(name) !== undefined);
  const serverErrorCount = INQUIRY_FIELDS.filter((name) => serverErrors[name] !== undefined).length;

  // Back from the confirmation page with the server's messages: start at the first of them. Only
  // the messages the form appeared with count: later edits clear them one by one.
  const [firstServerError] = useState(() => INQUIRY_FIELDS.find((name) => serverErrors[name] !== undefined));
  useEffect(() => {
    if (firstServerError) focusControl(formRef.current, firstServerError);
  }, [firstServerError]);

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
      focusControl(formRef.current, invalid);
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

  /** What every control of a field gets besides the label, hint and error wiring. */
  const bind = (name: InquiryField) => ({ name, value: values[name], required: true, onBlur: () => blur(name) });
  const contentsLength = characterCount(values.contents);

  return (
    <form ref={formRef} className={form} method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className={formTitle}>
        お問い合わせフォーム
      </h2>
      {serverErrorCount > 0 ? (
        <FormAlert>送信した内容に誤りがありました。各項目のメッセージをご確認のうえ、修正してください。</FormAlert>
      ) : attempted && shownErrors.length > 0 ? (
        <FormAlert>入力内容に誤りがあります（{shownErrors.length}件）。各項目のメッセージをご確認ください。</FormAlert>
      ) : null}
      <TextField
        {...bind('name')}
        id={idOf('name')}
        label={FIELD_LABELS.name}
        requiredMark={REQUIRED}
        hint="例：山田 太郎"
        error={errorOf('name')}
        type="text"
        autoComplete="name"
        onChange={(event) => change('name', event.target.value)}
        onKeyDown={onKeyDown}
      />
      <TextField
        {...bind('email')}
        id={idOf('email')}
        label={FIELD_LABELS.email}
        requiredMark={REQUIRED}
        hint="回答はこのアドレスにお送りします。例：taro@example.jp"
        error={errorOf('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        onChange={(event) => change('email', event.target.value)}
        onKeyDown={onKeyDown}
      />
      <SelectField
        {...bind('category')}
        id={idOf('category')}
        label={FIELD_LABELS.category}
        requiredMark={REQUIRED}
        error={errorOf('category')}
        placeholder="選択してください"
        options={INQUIRY_CATEGORIES.map((category) => ({ value: category.id, label: category.label }))}
        onChange={(event) => change('category', event.target.value)}
      />
      <TextField
        {...bind('title')}
        id={idOf('title')}
        label={FIELD_LABELS.title}
        requiredMark={REQUIRED}
        hint={`${MAX_LENGTHS.title}文字以内`}
        error={errorOf('title')}
        type="text"
        autoComplete="off"
        onChange={(event) => change('title', event.target.value)}
        onKeyDown={onKeyDown}
      />
      <FormField
        id={idOf('contents')}
        label={FIELD_LABELS.contents}
        requiredMark={REQUIRED}
        hint={`${MAX_LENGTHS.contents}文字以内。ご注文に関するお問い合わせは注文番号をご記入ください。`}
        error={errorOf('contents')}
        after={
          <p className={counter} data-over={String(contentsLength > MAX_LENGTHS.contents)} aria-hidden="true">
            {contentsLength} / {MAX_LENGTHS.contents}文字
          </p>
        }
      >
        {(control) => (
          <textarea
            {...bind('contents')}
            {...control}
            className={fieldControl({ kind: 'textarea' })}
            rows={8}
            onChange={(event) => change('contents', event.target.value)}
          />
        )}
      </FormField>
      <div className={buttons}>
        <Button type="submit" size="lg" disabled={!interactive}>
          入力内容を確認する
        </Button>
      </div>
    </form>
  );
}
