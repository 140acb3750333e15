/**
 * The frame of one BYOB step: breadcrumbs, the step indicator, a form that checks its step before
 * going on (the first wrong field takes focus, a summary alert counts the errors), back and next.
 */
import { Button, button, FormAlert } from '@shop/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttons, form, formTitle } from '../guide/inquiry/contact-form.css.ts';
import { article, title as titleClass } from '../guide/guide.css.ts';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import { trailOf } from '../navigation/trail.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import { BYOB_STEPS, type StepErrors } from './byob-draft.ts';
import { ByobSteps } from './byob-parts.tsx';
import { choices, error as errorClass, fieldset, legend } from './byob.css.ts';

/** How a required field is marked. */
export const REQUIRED = '必須';

export const BYOB_CRUMB = { name: '持ち込みプリント', path: '/byob' } as const;

export interface StepFormProps {
  /** 0-based index in BYOB_STEPS */
  index: number;
  heading: string;
  /** The step's errors now (checked on submit; shown after the first attempt). */
  errors: StepErrors;
  /** Field order for focusing the first wrong one (control names). */
  fields: readonly string[];
  ready: boolean;
  children: (show: (field: string) => string | undefined) => ReactNode;
}

/** One step's page body. */
export function StepForm({ index, heading, errors, fields, ready, children }: StepFormProps) {
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const current = BYOB_STEPS[index];
  const next = BYOB_STEPS[index + 1];
  const previous = index === 0 ? '/byob' : BYOB_STEPS[index - 1]?.path;
  const wrongFields = [...fields.filter((f) => errors[f] !== undefined), ...Object.keys(errors).filter((f) => !fields.includes(f))];
  const shown = attempted ? wrongFields : [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const wrong = wrongFields[0];
    if (wrong) {
      const control = formRef.current?.querySelector<HTMLElement>(`[name="${wrong}"]`);
      control?.focus();
      return;
    }
    if (next) void navigate(next.path);
  };

  return (
    <article className={article}>
      <TrailBreadcrumbs trail={trailOf([BYOB_CRUMB], { name: `お見積り依頼（${current?.name ?? ''}）`, path: current?.path ?? '/byob' })} />
      <h1 className={titleClass}>持ち込みプリントのお見積り依頼</h1>
      <ByobSteps current={index} />
      <form ref={formRef} className={form} onSubmit={onSubmit} noValidate aria-labelledby="byob-step-heading">
        <h2 id="byob-step-heading" className={formTitle}>
          {heading}
        </h2>
        {shown.length > 0 ? (
          <FormAlert>入力内容に誤りがあります（{shown.length}件）。各項目のメッセージをご確認ください。</FormAlert>
        ) : null}
        {children((field) => (attempted ? errors[field] : undefined))}
        <div className={buttons}>
          <Link to={previous ?? '/byob'} className={button({ variant: 'outline', size: 'lg' })}>
            戻る
          </Link>
          <Button type="submit" size="lg" disabled={!hydrated || !ready}>
            {index === 2 ? '入力内容を確認する' : '次へ進む'}
          </Button>
        </div>
      </form>
    </article>
  );
}

/**
 * A required group of radio buttons or checkboxes (`children`, the labels) under its legend, then
 * `after` (e.g. the chosen option's description) and the field's error, which describes the group.
 */
export function ChoiceGroup({
  errorId,
  label,
  error,
  after,
  children,
}: {
  errorId: string;
  label: ReactNode;
  error: string | undefined;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className={fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={legend}>
        {label}（{REQUIRED}）
      </legend>
      <div className={choices}>{children}</div>
      {after}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
