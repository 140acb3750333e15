/**
 * The card form of `/checkout/cardpay/{token}`: number (grouped as typed, the brand shown at once),
 * expiry MM/YY, security code (3 digits, AMEX 4) and the name on the card, with the browser's
 * card autofill (`cc-*`) and numeric keyboards. Luhn, lengths and expiry are checked here with
 * payment-card before anything is sent; the card then goes to the gateway (never to our API), and
 * only the gateway's token, brand, last 4 digits and expiry go into the checkout draft.
 */
import { CARD_BRAND_NAMES, CARD_BRANDS, cardFormMessages, cardNumberMessage, checkCardForm, type CardBrand } from '@shop/payment-card';
import { Button, TextField, VisuallyHidden } from '@shop/ui';
import { servicesAtom, updateCheckoutDraftAtom } from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useHydrated } from '../session/use-hydrated.ts';
import { brandBadge, brandBadgeOff, brandBadgeOn, brandList, cardForm, expiryRow, note } from './card-form.css.ts';
import { cardNumberInput, cvcLength, expiryInput, type CardNumberState } from './card-fields.ts';
import type { CardField, SendCard, TokenisedCard } from './card-gateway.ts';
import { muted, notice, proceed } from './checkout.css.ts';
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts';

/** How each brand reads on its badge (as printed on cards). */
const BADGE_TEXT: Readonly<Record<CardBrand, string>> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  amex: 'AMEX',
  diners: 'Diners',
};

/** The brands the shop takes, in Japanese (「Visa・マスターカード・…」). */
export const ACCEPTED_BRANDS_TEXT = CARD_BRANDS.map((brand) => CARD_BRAND_NAMES[brand]).join('・');

const EMPTY_NUMBER: CardNumberState = cardNumberInput('');

/** The User Timing measure of each card-number keystroke's grouping and brand detection. */
export const CARD_NUMBER_TIMING = 'card-number-input';

/** What the number field tells the form: the brands still possible (they change with the first digits only). */
interface NumberSummary {
  readonly possible: readonly CardBrand[];
  readonly brand: CardBrand | null;
  readonly typed: boolean;
}

const sameSummary = (a: NumberSummary, b: NumberSummary) =>
  a.brand === b.brand &&
  a.typed === b.typed &&
  a.possible.length === b.possible.length &&
  a.possible.every((brand, i) => b.possible[i] === brand);

/** The accepted brands; while a number is typed the brands it can no longer be are dimmed and the detected one stands out. */
const BrandBadges = memo(function BrandBadges({ summary }: { summary: NumberSummary }) {
  return (
    <ul className={brandList} aria-hidden="true">
      {CARD_BRANDS.map((brand) => (
        <li
          key={brand}
          className={`${brandBadge} ${summary.brand === brand ? brandBadgeOn : summary.typed && !summary.possible.includes(brand) ? brandBadgeOff : ''}`}
        >
          {BADGE_TEXT[brand]}
        </li>
      ))}
    </ul>
  );
});

/**
 * The card number: grouped as typed, the caret kept after the digit it followed. Each keystroke
 * re-renders this field only (the budget: 16 ms at 4× CPU); the form hears of it through
 * `onInput`, and re-renders only when the possible brands change (the first digits).
 */
const CardNumberField = memo(function CardNumberField({
  error,
  brand,
  onInput,
}: {
  error: string | undefined;
  brand: CardBrand | null;
  onInput: (state: CardNumberState) => void;
}) {
  const [number, setNumber] = useState<CardNumberState>(EMPTY_NUMBER);
  const ref = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const field = ref.current;
    if (field && document.activeElement === field && field.selectionStart !== number.caret)
      field.setSelectionRange(number.caret, number.caret);
  }, [number]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const start = performance.now();
    const next = cardNumberInput(event.target.value, event.target.selectionStart ?? event.target.value.length);
    // User Timing of the keystroke's grouping and brand detection (tools/bench/checkout-bench.ts reads it).
    performance.measure(CARD_NUMBER_TIMING, { start });
    setNumber(next);
    onInput(next);
  };

  const brandName = brand ? CARD_BRAND_NAMES[brand] : null;
  return (
    <TextField
      ref={ref}
      label="カード番号"
      name="cc-number"
      autoComplete="cc-number"
      inputMode="numeric"
      aria-required="true"
      maxLength={23}
      spellCheck={false}
      placeholder="1234 5678 9012 3456"
      value={number.text}
      onChange={onChange}
      error={error}
      after={
        <p className={note} role="status">
          {brandName ? `カードの種類: ${brandName}` : <VisuallyHidden>カードの種類はまだ分かりません</VisuallyHidden>}
        </p>
      }
    />
  );
});

/** The expiry as MM/YY. */
const ExpiryField = memo(function ExpiryField({
  error,
  onInput,
}: {
  error: string | undefined;
  onInput: (expiry: { month: string; year: string }) => void;
}) {
  const [text, setText] = useState('');
  return (
    <TextField
      label="有効期限（月/年）"
      name="cc-exp"
      autoComplete="cc-exp"
      inputMode="numeric"
      aria-required="true"
      maxLength={7}
      placeholder="MM/YY"
      hint="カードに記載の「月/年」（例: 12/30）"
      value={text}
      onChange={(event) => {
        const next = expiryInput(event.target.value);
        setText(next.text);
        onInput(next);
      }}
      error={error}
    />
  );
});

/** The security code: 3 digits, AMEX 4 (on the front). */
const CvcField = memo(function CvcField({
  error,
  brand,
  onInput,
}: {
  error: string | undefined;
  brand: CardBrand | null;
  onInput: (cvc: string) => void;
}) {
  const [text, setText] = useState('');
  const length = cvcLength(brand);
  return (
    <TextField
      label="セキュリティコード"
      name="cc-csc"
      autoComplete="cc-csc"
      inputMode="numeric"
      aria-required="true"
      maxLength={length}
      hint={
        brand === 'amex'
          ? 'カード表面の4桁の数字'
          : brand
            ? 'カード裏面の3桁の数字'
            : 'カード裏面の3桁の数字（アメリカン・エキスプレスは表面の4桁）'
      }
      value={text}
      onChange={(event) => {
        const next = event.target.value.replace(/[^0-9０-９]/g, '').slice(0, length);
        setText(next);
        onInput(next);
      }}
      error={error}
    />
  );
});

/** The name on the card, in Latin letters. */
const NameField = memo(function NameField({ error, onInput }: { error: string | undefined; onInput: (name: string) => void }) {
  const [text, setText] = useState('');
  return (
    <TextField
      label="カード名義（半角ローマ字）"
      name="cc-name"
      autoComplete="cc-name"
      autoCapitalize="characters"
      spellCheck={false}
      aria-required="true"
      placeholder="TARO YAMADA"
      hint="カードに記載のとおり入力してください。"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onInput(event.target.value);
      }}
      error={error}
    />
  );
});

export interface CardFormProps {
  /** The gateway's card session (`/checkout/cardpay/{token}`). */
  token: string;
  sendCard: SendCard;
  /**
   * Save mode (the account's saved cards, `/myaccount/payments/new/{token}`): keeps the accepted
   * card instead of going on to the confirm page; answers null when done, or what went wrong.
   */
  onAccepted?: ((card: TokenisedCard) => Promise<string | null>) | undefined;
  /** Where a shopper whose card session is over starts again (the checkout by default). */
  restart?: { readonly to: string; readonly label: string } | undefined;
}

type FieldErrors = Partial<Record<CardField, string>>;

const UNSUPPORTED_MESSAGE = cardNumberMessage({ type: 'unsupported_brand' });

const CHECKOUT_RESTART = { to: '/checkout', label: 'ご注文手続きに戻る' } as const;

export function CardForm({ token, sendCard, onAccepted, restart = CHECKOUT_RESTART }: CardFormProps) {
  const hydrated = useHydrated();
  const { now } = useAtomValue(servicesAtom);
  const updateDraft = useSetAtom(updateCheckoutDraftAtom);
  const navigate = useNavigate();
  // What the fields hold, read on submit: typing changes no state of the form itself.
  const values = useRef({ number: '', month: '', year: '', cvc: '', name: '' });
  const [summary, setSummary] = useState<NumberSummary>({ possible: EMPTY_NUMBER.possible, brand: null, typed: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; restart: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onNumber = useCallback((next: CardNumberState) => {
    values.current.number = next.text;
    const nextSummary: NumberSummary = { possible: next.possible, brand: next.brand, typed: next.digits !== '' };
    setSummary((current) => (sameSummary(current, nextSummary) ? current : nextSummary));
    // A number of a brand the shop does not take is said at once; other refusals wait for the submit.
    const unsupported = next.digits.length >= 2 && next.possible.length === 0;
    setErrors((current) => {
      if (unsupported) return current.number === UNSUPPORTED_MESSAGE ? current : { ...current, number: UNSUPPORTED_MESSAGE };
      if (current.number !== UNSUPPORTED_MESSAGE) return current;
      const { number: _old, ...rest } = current;
      return rest;
    });
  }, []);
  const onExpiry = useCallback((expiry: { month: string; year: string }) => {
    values.current.month = expiry.month;
    values.current.year = expiry.year;
  }, []);
  const onCvc = useCallback((cvc: string) => {
    values.current.cvc = cvc;
  }, []);
  const onName = useCallback((name: string) => {
    values.current.name = name;
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const typed = values.current;
    const checked = checkCardForm(
      { number: typed.number, expMonth: typed.month, expYear: typed.year, cvc: typed.cvc, name: typed.name },
      { now: now() },
    );
    if (!checked.ok) {
      const messages = cardFormMessages(checked.error);
      setErrors({ number: messages.number, expiry: messages.expMonth ?? messages.expYear, cvc: messages.cvc, name: messages.name });
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    setPending(true);
    const answer = await sendCard(token, checked.value);
    if (answer.type === 'accepted' && onAccepted) {
      const failure = await onAccepted(answer.card);
      if (failure === null) return;
      setPending(false);
      setFormError({ message: failure, restart: true });
      focusFirstInvalid(formRef);
      return;
    }
    if (answer.type === 'accepted') {
      updateDraft({ paymentMethod: 'card', card: answer.card, savedCard: null });
      await navigate('/checkout/confirm');
      return;
    }
    setPending(false);
    if (answer.type === 'invalid') {
      setErrors(answer.fields);
      if (Object.keys(answer.fields).length === 0) setFormError({ message: answer.message, restart: false });
    } else {
      setFormError({ message: answer.message, restart: answer.type === 'session_over' });
    }
    focusFirstInvalid(formRef);
  };

  return (
    <form ref={formRef} className={cardForm} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="カード情報">
      <div>
        <p className={muted}>ご利用いただけるカード: {ACCEPTED_BRANDS_TEXT}</p>
        <BrandBadges summary={summary} />
      </div>
      {formError ? (
        <p className={notice} role="alert" tabIndex={-1}>
          {formError.message}
          {formError.restart ? (
            <>
              {' '}
              <Link to={restart.to}>{restart.label}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <CardNumberField error={errors.number} brand={summary.brand} onInput={onNumber} />
      <div className={expiryRow}>
        <ExpiryField error={errors.expiry} onInput={onExpiry} />
        <CvcField error={errors.cvc} brand={summary.brand} onInput={onCvc} />
      </div>
      <NameField error={errors.name} onInput={onName} />
      {onAccepted ? (
        <p className={note}>
          カード番号は決済代行会社へ直接送信され、決済代行会社が保管します。当店のサーバーには送られず、保存もされません（当店が表示に使うのはカードの種類・下4桁・有効期限のみです）。
        </p>
      ) : (
        <p className={note}>カード番号は決済代行会社へ直接送信されます。当店のサーバーには送られず、保存もされません。</p>
      )}
      <Button type="submit" size="lg" className={proceed} disabled={!hydrated || pending} aria-busy={pending || undefined}>
        {onAccepted ? 'このカードを登録する' : 'このカードで確認画面へ進む'}
      </Button>
      {onAccepted ? null : <p className={muted}>ご注文はまだ確定しません。次の画面でご注文内容を確認してください。</p>}
    </form>
  );
}
