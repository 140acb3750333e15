/**
 * A new delivery address (`POST /api/addresses`), or an edited one (`PUT /api/addresses/:id`, the
 * account's address book): name, furigana, postal code that fills the
 * prefecture, city and town as soon as it has 7 digits, street, building, company, phone. Checked
 * with the contract's own schema before sending (the same Japanese message per field as the
 * server's 422, which is shown at the fields too).
 */
import type { ApiClient } from '@shop/api-client';
import { ADDRESS_FIELD_LABELS, AddressFormSchema, PREFECTURES, type Address, type PostalAddress } from '@shop/api-contract';
import { Button, FormAlert, FormField, SelectField, TextField, fieldControl, isImeComposing } from '@shop/ui';
import { validate } from '@shop/validation';
import type { CheckoutTypedAddress } from '@shop/web-state';
import { useCallback, useId, useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { describeSubmitError } from '../routes/account/submit-error.ts';
import { actions, checkbox, formGrid, status as statusClass, wide } from './checkout.css.ts';
import { postalLookupMessage, usePostalAutofill } from './postal-autofill.ts';
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts';

/** The text fields of the form, by wire name. */
const TEXT_FIELDS = ['name', 'name_kana', 'postal_code', 'prefecture', 'city', 'town', 'street', 'building', 'company', 'phone'] as const;
type FieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = {
  name: '',
  name_kana: '',
  postal_code: '',
  prefecture: '',
  city: '',
  town: '',
  street: '',
  building: '',
  company: '',
  phone: '',
};

const REQUIRED: ReadonlySet<FieldName> = new Set(['name', 'name_kana', 'postal_code', 'prefecture', 'city', 'street', 'phone']);

/** What each input takes besides its label: autofill tokens, keyboards and hints. */
const INPUTS: Partial<
  Record<FieldName, { autoComplete: string; hint?: string; inputMode?: 'numeric' | 'tel'; type?: string; maxLength?: number }>
> = {
  name: { autoComplete: 'shipping name', hint: '例: 山田 太郎' },
  name_kana: { autoComplete: 'off', hint: 'カタカナで入力してください（ひらがなは自動でカタカナになります）。例: ヤマダ タロウ' },
  postal_code: {
    autoComplete: 'shipping postal-code',
    inputMode: 'numeric',
    maxLength: 10,
    hint: '7桁の数字（例: 100-0001）。都道府県・市区町村・町域を自動で入力します。',
  },
  city: { autoComplete: 'shipping address-level2', hint: '例: 千代田区' },
  town: { autoComplete: 'shipping address-level3', hint: '例: 千代田' },
  street: { autoComplete: 'shipping address-line1', hint: '例: 1-1' },
  building: { autoComplete: 'shipping address-line2', hint: '例: サンプルビル3F' },
  company: { autoComplete: 'shipping organization' },
  phone: { autoComplete: 'shipping tel', inputMode: 'tel', type: 'tel', hint: '例: 03-1234-5678' },
};

/** What the checkout's 「確認画面へ進む」 takes from the form: the address saved to the book, or typed only. */
export type TakenAddress =
  { readonly type: 'saved'; readonly address: Address } | { readonly type: 'typed'; readonly address: CheckoutTypedAddress };

/** The form inside the checkout (issue #32): no button of its own, the page's 「確認画面へ進む」 takes it. */
export interface CheckoutAddressMode {
  /** 「このお届け先をアドレス帳に保存する」 is ticked at first (the customer's first address). */
  saveByDefault: boolean;
  /** The address typed before (the draft's), to fill the fields again. */
  initial: CheckoutTypedAddress | null;
  /** Set by the form: checks the fields (errors shown at them, null) and saves the address when asked to. */
  take: Ref<() => Promise<TakenAddress | null>>;
}

/** The label of the checkout's box that keeps the typed address in the address book. */
export const SAVE_ADDRESS_LABEL = 'このお届け先をアドレス帳に保存する';

export interface AddressFormProps {
  /** The browser's api-client (the jotai services' in tests). */
  api: () => Promise<ApiClient>;
  /** Called with the saved address. */
  onSaved: (address: Address) => void;
  /** Closes the form without saving; absent when there is no other address to choose. */
  onCancel?: (() => void) | undefined;
  /** Offers 「いつものお届け先にする」 (the first address is the default anyway). */
  offerDefault: boolean;
  /** The address edited; absent for a new one. */
  address?: Address | undefined;
  /** Inside the checkout: taken by the page's button, saved to the book only when the box is ticked. */
  checkout?: CheckoutAddressMode | undefined;
}

/** The form's values of a saved address. */
function valuesOf(address: Address | CheckoutTypedAddress | null | undefined): Values {
  if (!address) return EMPTY;
  const { name, nameKana, postalCode, prefecture, city, town, street, building, company, phone } = address;
  return { name, name_kana: nameKana, postal_code: postalCode, prefecture, city, town, street, building, company, phone };
}

export function AddressForm({ api, onSaved, onCancel, offerDefault, address, checkout }: AddressFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(address ?? checkout?.initial));
  const [keep, setKeep] = useState(checkout?.saveByDefault ?? false);
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [towns, setTowns] = useState<readonly PostalAddress[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const statusId = useId();

  const fill = useCallback((candidates: readonly PostalAddress[]) => {
    const [first] = candidates;
    if (!first) return;
    setValues((current) => ({ ...current, prefecture: first.prefecture, city: first.city, town: first.town }));
    setErrors((current) => {
      const { prefecture: _p, city: _c, town: _t, postal_code: _code, ...rest } = current;
      return rest;
    });
    setTowns(candidates.length > 1 ? candidates : []);
  }, []);
  const { lookup, lookUp } = usePostalAutofill(api, fill);

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name === 'postal_code') lookUp(value);
  };

  // The Enter that confirms a Japanese conversion must not submit the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };

  /** The fields checked with the contract's schema: the address as the API takes it, or null (errors shown). */
  const check = () => {
    const body = { ...values, ...(offerDefault ? { is_default: isDefault } : {}) };
    const checked = validate(AddressFormSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef);
      return null;
    }
    setErrors({});
    const v = checked.value;
    return {
      name: v.name,
      nameKana: v.name_kana,
      postalCode: v.postal_code,
      prefecture: v.prefecture,
      city: v.city,
      town: v.town,
      street: v.street,
      building: v.building,
      company: v.company,
      phone: v.phone,
      ...(v.is_default === undefined ? {} : { isDefault: v.is_default }),
    };
  };

  /** Saves the address (new, or the one edited); null when refused (errors shown). */
  const send = async (body: NonNullable<ReturnType<typeof check>>): Promise<Address | null> => {
    setPending(true);
    try {
      const client = await api();
      const answer = address ? await client.addresses.update(address.id, body) : await client.addresses.create(body);
      return answer.data;
    } catch (error) {
      const described = describeSubmitError(error, [...TEXT_FIELDS, 'is_default']);
      setErrors(described.fieldErrors);
      setFormError(described.formError);
      focusFirstInvalid(formRef);
      return null;
    } finally {
      setPending(false);
    }
  };

  // The address typed before (the draft, read after hydration) fills a form still empty.
  const initial = checkout?.initial ?? null;
  const [filledFrom, setFilledFrom] = useState(initial);
  if (initial !== filledFrom) {
    setFilledFrom(initial);
    if (initial && Object.values(values).every((value) => value === '')) setValues(valuesOf(initial));
  }

  // The page's button takes the form as it is now (the handle is renewed with every render).
  useImperativeHandle(checkout?.take, () => async (): Promise<TakenAddress | null> => {
    setFormError(null);
    const body = check();
    if (!body) return null;
    const { isDefault: _default, ...typed } = body;
    if (!keep) return { type: 'typed', address: typed };
    const saved = await send(body);
    return saved ? { type: 'saved', address: saved } : null;
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Inside the checkout the page's 「確認画面へ進む」 takes the form (Enter does not).
    if (pending || checkout) return;
    setFormError(null);
    const body = check();
    if (!body) return;
    const saved = await send(body);
    if (saved) onSaved(saved);
  };

  const text = (name: FieldName, extra: { className?: string } = {}) => {
    const input = INPUTS[name];
    return (
      <div className={extra.className}>
        <TextField
          label={ADDRESS_FIELD_LABELS[name]}
          requiredMark={REQUIRED.has(name) ? '必須' : undefined}
          aria-required={REQUIRED.has(name) ? 'true' : undefined}
          name={name}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          onKeyDown={onKeyDown}
          error={errors[name]?.[0]}
          hint={input?.hint}
          autoComplete={input?.autoComplete}
          inputMode={input?.inputMode}
          type={input?.type ?? 'text'}
          maxLength={input?.maxLength}
        />
      </div>
    );
  };

  const lookupMessage = postalLookupMessage(lookup);
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={address ? 'お届け先の編集' : '新しいお届け先'}>
      <div className={formGrid}>
        <FormAlert className={wide}>{formError}</FormAlert>
        {text('name')}
        {text('name_kana')}
        <div className={wide}>
          {text('postal_code')}
          <p id={statusId} className={statusClass} role="status">
            {lookupMessage}
          </p>
        </div>
        <SelectField
          label={ADDRESS_FIELD_LABELS.prefecture}
          requiredMark="必須"
          error={errors['prefecture']?.[0]}
          name="prefecture"
          autoComplete="shipping address-level1"
          aria-required="true"
          placeholder="選択してください"
          options={PREFECTURES.map((prefecture) => ({ value: prefecture, label: prefecture }))}
          value={values.prefecture}
          onChange={(event) => set('prefecture', event.target.value)}
        />
        {text('city')}
        {towns.length > 1 ? (
          <FormField label={ADDRESS_FIELD_LABELS.town} error={errors['town']?.[0]} hint="この郵便番号には複数の町域があります。">
            {(control) => (
              <select
                {...control}
                className={fieldControl({ kind: 'input' })}
                name="town"
                value={`${values.city}|${values.town}`}
                onChange={(event) => {
                  const chosen = towns.find((candidate) => `${candidate.city}|${candidate.town}` === event.target.value);
                  if (chosen) setValues((current) => ({ ...current, prefecture: chosen.prefecture, city: chosen.city, town: chosen.town }));
                }}
              >
                {towns.map((candidate) => (
                  <option key={`${candidate.city}|${candidate.town}`} value={`${candidate.city}|${candidate.town}`}>
                    {candidate.town === '' ? `${candidate.city}（町域なし）` : candidate.town}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          text('town')
        )}
        {text('street')}
        {text('building')}
        {text('company')}
        {text('phone')}
        {checkout ? (
          <label className={`${checkbox} ${wide}`}>
            <input type="checkbox" name="save_address" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            {SAVE_ADDRESS_LABEL}
          </label>
        ) : null}
        {offerDefault && (!checkout || keep) ? (
          <label className={`${checkbox} ${wide}`}>
            <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
            {ADDRESS_FIELD_LABELS.is_default}にする
          </label>
        ) : null}
        {checkout ? (
          pending ? (
            <p className={`${statusClass} ${wide}`} role="status">
              お届け先を保存しています…
            </p>
          ) : null
        ) : (
          <div className={`${actions} ${wide}`}>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              このお届け先を保存する
            </Button>
            {onCancel ? (
              <Button variant="text" onClick={onCancel}>
                キャンセル
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </form>
  );
}
