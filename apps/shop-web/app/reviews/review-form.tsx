/**
 * The review form of `/myaccount/reviews/write-review` and `/myaccount/reviews/:id/edit`: stars (a
 * radio group), title, text, size fit (garments only) and nickname, checked by @shop/validation's
 * `ReviewFormSchema` before it is sent; the server's 422 messages land on the same fields.
 */
import { Button, FormAlert, FormField, TextField, fieldControl, isImeComposing } from '@shop/ui';
import {
  checkSizeFit,
  REVIEW_FIELD_LABELS,
  REVIEW_LIMITS,
  ReviewFormSchema,
  SIZE_FIT_LABELS,
  SIZE_FITS,
  type SizeFit,
  validate,
} from '@shop/validation';
import { serverMessageOf, statusOf } from '@shop/web-state';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { describeSubmitError, type FormErrors } from '../routes/account/submit-error.ts';
import { StarInput } from './star-input.tsx';
import { choice, choiceRow, fieldError, form, legend, requiredMark, starGroup, textarea } from './reviews.css.ts';

export interface ReviewValues {
  rating: number | null;
  title: string;
  body: string;
  sizeFit: SizeFit | '';
  nickname: string;
}

export const EMPTY_REVIEW: ReviewValues = { rating: null, title: '', body: '', sizeFit: '', nickname: '' };

/** What the form hands to `submit` once the values pass the shared rules. */
export interface CheckedReview {
  rating: number;
  title: string;
  body: string;
  sizeFit: SizeFit | null;
  nickname: string;
}

export interface ReviewFormProps {
  initial: ReviewValues;
  /** Whether the product is asked for its size fit (false for bags and caps). */
  sizeFitApplies: boolean;
  submitLabel: string;
  submit: (review: CheckedReview) => Promise<void>;
}

const FIELDS = ['rating', 'title', 'body', 'size_fit', 'nickname', 'product_code'] as const;

const L = REVIEW_FIELD_LABELS;

export function ReviewForm({ initial, sizeFitApplies, submitLabel, submit }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const focusFirstInvalid = () => {
    setTimeout(
      () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"], [role="alert"]')?.focus(),
      0,
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = validate(ReviewFormSchema, {
      rating: values.rating,
      title: values.title,
      body: values.body,
      size_fit: values.sizeFit,
      nickname: values.nickname,
    });
    const found: FormErrors = checked.ok ? {} : { ...checked.errors };
    const sizeFitProblem = checkSizeFit(sizeFitApplies, values.sizeFit === '' ? null : values.sizeFit);
    if (sizeFitProblem && !found['size_fit']) found['size_fit'] = [sizeFitProblem];
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { rating, title, body, size_fit: sizeFit, nickname } = checked.value;
      await submit({ rating, title, body, sizeFit, nickname });
    } catch (error) {
      const described = describeSubmitError(error, FIELDS);
      const { product_code: productProblem, ...fieldErrors } = described.fieldErrors;
      setErrors(fieldErrors);
      // A refusal about the product itself (not delivered yet, already reviewed) and the throttle's wait are the server's own words.
      const own = statusOf(error) === 429 ? serverMessageOf(error) : undefined;
      setFormError(productProblem?.[0] ?? own ?? described.formError);
      focusFirstInvalid();
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };

  return (
    <form ref={formRef} className={form} onSubmit={onSubmit} noValidate>
      {formError ? <FormAlert tabIndex={-1}>{formError}</FormAlert> : null}
      <StarInput value={values.rating} onChange={(rating) => set('rating', rating)} error={errors['rating']?.[0]} />
      <TextField
        label={L.title}
        requiredMark="必須"
        name="title"
        aria-required="true"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        onKeyDown={onKeyDown}
        hint={`${REVIEW_LIMITS.titleMax}文字以内`}
        error={errors['title']?.[0]}
      />
      <FormField
        label={L.body}
        requiredMark="必須"
        hint={`${REVIEW_LIMITS.bodyMin}〜${REVIEW_LIMITS.bodyMax}文字（現在${[...values.body].length}文字）`}
        error={errors['body']?.[0]}
      >
        {(control) => (
          <textarea
            className={`${fieldControl({ kind: 'input' })} ${textarea}`}
            name="body"
            aria-required="true"
            rows={6}
            value={values.body}
            onChange={(event) => set('body', event.target.value)}
            {...control}
          />
        )}
      </FormField>
      {sizeFitApplies ? (
        <fieldset className={starGroup} aria-describedby={errors['size_fit'] ? 'size-fit-error' : undefined}>
          <legend className={legend}>
            {L.size_fit}
            <span className={requiredMark}>必須</span>
          </legend>
          <div className={choiceRow} role="radiogroup" aria-label={L.size_fit} aria-invalid={errors['size_fit'] ? true : undefined}>
            {SIZE_FITS.map((fit) => (
              <label key={fit} className={choice}>
                <input type="radio" name="size_fit" value={fit} checked={values.sizeFit === fit} onChange={() => set('sizeFit', fit)} />
                {SIZE_FIT_LABELS[fit]}
              </label>
            ))}
          </div>
          {errors['size_fit'] ? (
            <p id="size-fit-error" className={fieldError}>
              {errors['size_fit'][0]}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <TextField
        label={L.nickname}
        requiredMark="必須"
        name="nickname"
        aria-required="true"
        autoComplete="nickname"
        value={values.nickname}
        onChange={(event) => set('nickname', event.target.value)}
        onKeyDown={onKeyDown}
        hint={`商品ページにレビューと一緒に表示されます（${REVIEW_LIMITS.nicknameMax}文字以内）`}
        error={errors['nickname']?.[0]}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? '送信中…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
