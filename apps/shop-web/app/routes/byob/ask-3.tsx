import { FormField, TextField, fieldControl } from '@shop/ui';
import type { ApiClient } from '@shop/api-client';
import { BYOB_FIELD_LABELS, BYOB_MAX_LENGTHS } from '@shop/api-contract';
import { addDays, DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { BYOB_ARRIVAL_METHOD_LABELS, BYOB_ARRIVAL_METHODS, byobEarliestWantedDate } from '@shop/order-domain';
import { statusOf } from '@shop/web-state';
import { useEffect, useId } from 'react';
import type { Route } from './+types/ask-3.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { contactStepErrors } from '../../byob/byob-draft.ts';
import { japaneseDay } from '../../byob/byob-parts.tsx';
import { choice, hint } from '../../byob/byob.css.ts';
import { ChoiceGroup, REQUIRED, StepForm } from '../../byob/step-form.tsx';
import { useByobDraft } from '../../byob/use-byob-draft.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

/** Calendar days from shipping to delivery the dates are checked with (the server checks again with the shop's setting). */
export const TRANSIT_DAYS = 1;

/** The business-day calendar, and the customer's name and e-mail to prefill (null for a guest). */
async function loadContact(api: ApiClient) {
  const [calendar, account] = await Promise.all([
    api.delivery.businessDays(),
    api.account.get().then(
      (answer) => answer.data,
      (error: unknown) => {
        if (statusOf(error) === 401) return null;
        throw error;
      },
    ),
  ]);
  // The shop-local date: each load reads the clock once.
  return {
    today: shopLocalDate(Date.now(), DEFAULT_SHOP_OFFSET_HOURS),
    businessDays: calendar.days,
    account: account ? { name: account.name, email: account.email } : null,
  };
}

const loaders = apiLoaders((api) => loadContact(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: '持ち込みプリントのお見積り依頼（お客様情報）',
  description: 'ご連絡先、お品物の送り方と到着予定日、ご希望納期を入力します。',
});

const FIELDS = ['name', 'email', 'phone', 'arrival_method', 'arrival_date', 'wanted_date', 'notes'] as const;

/** `/byob/ask_3`: step 3, contact (prefilled for a customer), how and when the garments arrive, the wanted date. */
export default function ByobAsk3Page({ loaderData }: Route.ComponentProps) {
  const { today, businessDays, account } = loaderData;
  const [{ ready, draft }, update] = useByobDraft();
  const id = useId();
  const errors = contactStepErrors(draft, { today, businessDays, transitDays: TRANSIT_DAYS });
  const earliestWanted = draft.arrival_date ? byobEarliestWantedDate(draft.arrival_date, businessDays, TRANSIT_DAYS) : undefined;

  // A logged-in customer's name and e-mail fill the fields left empty (never over what was typed).
  useEffect(() => {
    if (!ready || !account) return;
    const fill = { ...(draft.name === '' ? { name: account.name } : {}), ...(draft.email === '' ? { email: account.email } : {}) };
    if (Object.keys(fill).length > 0) update(fill);
  }, [ready, account, draft.name, draft.email, update]);

  return (
    <StepForm index={2} heading="お客様情報とお届け希望" errors={errors} fields={FIELDS} ready={ready}>
      {(show) => (
        <>
          <TextField
            id={`${id}-name`}
            name="name"
            label={BYOB_FIELD_LABELS.name}
            requiredMark={REQUIRED}
            hint="例：山田 太郎（団体名でも可）"
            error={show('name')}
            autoComplete="name"
            value={draft.name}
            onChange={(e) => update({ name: e.target.value })}
          />
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            spellCheck={false}
            label={BYOB_FIELD_LABELS.email}
            requiredMark={REQUIRED}
            hint="受付とお見積りのメールをお送りします。"
            error={show('email')}
            autoComplete="email"
            value={draft.email}
            onChange={(e) => update({ email: e.target.value })}
          />
          <TextField
            id={`${id}-phone`}
            name="phone"
            type="tel"
            label={BYOB_FIELD_LABELS.phone}
            requiredMark={REQUIRED}
            hint="例：090-1234-5678"
            error={show('phone')}
            autoComplete="tel"
            value={draft.phone}
            onChange={(e) => update({ phone: e.target.value })}
          />
          <ChoiceGroup errorId={`${id}-a-error`} label={BYOB_FIELD_LABELS.arrival_method} error={show('arrival_method')}>
            {BYOB_ARRIVAL_METHODS.map((m, index) => (
              <label key={m} className={choice}>
                <input
                  type="radio"
                  name={index === 0 ? 'arrival_method' : `arrival_method-${m}`}
                  checked={draft.arrival_method === m}
                  onChange={() => update({ arrival_method: m })}
                />
                {BYOB_ARRIVAL_METHOD_LABELS[m]}
              </label>
            ))}
          </ChoiceGroup>
          <TextField
            id={`${id}-arrival`}
            name="arrival_date"
            type="date"
            min={addDays(today, 1)}
            label={BYOB_FIELD_LABELS.arrival_date}
            requiredMark={REQUIRED}
            hint="お品物が工場に届く日です。"
            error={show('arrival_date')}
            value={draft.arrival_date}
            onChange={(e) => update({ arrival_date: e.target.value })}
          />
          <TextField
            id={`${id}-wanted`}
            name="wanted_date"
            type="date"
            min={earliestWanted}
            label={BYOB_FIELD_LABELS.wanted_date}
            requiredMark={REQUIRED}
            hint={
              earliestWanted
                ? `${japaneseDay(earliestWanted)}以降の日付を選べます（到着後の製作日数を含みます）。`
                : '到着予定日を選ぶと、選べる日付をお知らせします。'
            }
            error={show('wanted_date')}
            value={draft.wanted_date}
            onChange={(e) => update({ wanted_date: e.target.value })}
          />
          <FormField
            id={`${id}-notes`}
            label={`${BYOB_FIELD_LABELS.notes}（任意）`}
            hint={`${BYOB_MAX_LENGTHS.notes}文字以内`}
            error={show('notes')}
          >
            {(control) => (
              <textarea
                {...control}
                name="notes"
                className={fieldControl({ kind: 'textarea' })}
                rows={4}
                value={draft.notes}
                onChange={(e) => update({ notes: e.target.value })}
              />
            )}
          </FormField>
          <p className={hint}>ご入力いただいた個人情報は、お見積りとご注文のご連絡にのみ使用します。</p>
        </>
      )}
    </StepForm>
  );
}
