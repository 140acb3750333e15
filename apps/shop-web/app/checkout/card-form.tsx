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
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useHydrated } from '../session/use-hydrated.ts';
import { brandBadge, brandBadgeOff, brandBadgeOn, brandList, cardForm, expiryRow, note } from './card-form.css.ts';
import { cardNumberInput, cvcLength, expiryInput, type CardNumberState } from './card-fields.ts';
import type { CardField, SendCard } from './card-gateway.ts';
import { muted, notice, proceed } from './checkout.css.ts';

/** How each brand reads on its badge (as printed on cards). */
const BADGE_TEXT: Readonly<Record<CardBrand, string>> = { visa: 'VISA', mastercard: 'Mastercard', jcb: 'JCB', amex: 'AMEX', diners: 'Diners' };

/** The brands the shop takes, in Japanese (「Visa・マスターカード・…」). */
export const ACCEPTED_BRANDS_TEXT = CARD_BRANDS.map((brand) => CARD_BRAND_NAMES[brand]).join('・');

const EMPTY_NUMBER: CardNumberState = cardNumberInput('');

/** The accepted brands; while a number is typed the brands it can no longer be are dimmed and the detected one stands out. */
function BrandBadges({ number }: { number: CardNumberState }) {
  const typed = number.digits !== '';
  return (
    <ul className={brandList} aria-hidden="true">
      {CARD_BRANDS.map((brand) => (
        <li
          key={brand}
          className={`${brandBadge} ${number.brand === brand ? brandBadgeOn : typed && !number.possible.includes(brand) ? brandBadgeOff : ''}`}
        >
          {BADGE_TEXT[brand]}
        </li>
      ))}
    </ul>
  );
}

export interface CardFormProps {
  /** The gateway's card session (`/checkout/cardpay/{token}`). */
  token: string;
  sendCard: SendCard;
}

type FieldErrors = Partial<Record<CardField, string>>;

export function CardForm({ token, sendCard }: CardFormProps) {
  const hydrated = useHydrated();
  const { now } = useAtomValue(servicesAtom);
  const updateDraft = useSetAtom(updateCheckoutDraftAtom);
  const navigate = useNavigate();
  const [number, setNumber] = useState<CardNumberState>(EMPTY_NUMBER);
  const [expiry, setExpiry] = useState({ text: '', month: '', year: '' });
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; restart: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The caret stays after the digit it followed when spaces are added or removed.
  useLayoutEffect(() => {
    const field = numberRef.current;
    if (field && document.activeElement === field && field.selectionStart !== number.caret) field.setSelectionRange(number.caret, number.caret);
  }, [number]);

  const onNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const next = cardNumberInput(event.target.value, event.target.selectionStart ?? event.target.value.length);
    setNumber(next);
    // A number of a brand the shop does not take is said at once; other refusals wait for the submit.
    setErrors((current) => {
      const { number: _old, ...rest } = current;
      return next.digits.length >= 2 && next.possible.length === 0 ? { ...rest, number: cardNumberMessage({ type: 'unsupported_brand' }) } : rest;
    });
  };

  const focusFirstInvalid = () => {
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = checkCardForm({ number: number.text, expMonth: expiry.month, expYear: expiry.year, cvc, name }, { now: now() });
    if (!checked.ok) {
      const messages = cardFormMessages(checked.error);
      setErrors({ number: messages.number, expiry: messages.expMonth ?? messages.expYear, cvc: messages.cvc, name: messages.name });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setPending(true);
    const answer = await sendCard(token, checked.value);
    if (answer.type === 'accepted') {
      updateDraft({ paymentMethod: 'card', card: answer.card });
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
    focusFirstInvalid();
  };

  const brandName = number.brand ? CARD_BRAND_NAMES[number.brand] : null;
  const codeLength = cvcLength(number.brand);
  return (
    <form ref={formRef} className={cardForm} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="カード情報">
      <div>
        <p className={muted}>ご利用いただけるカード: {ACCEPTED_BRANDS_TEXT}</p>
        <BrandBadges number={number} />
      </div>
      {formError ? (
        <p className={notice} role="alert" tabIndex={-1}>
          {formError.message}
          {formError.restart ? (
            <>
              {' '}
              <Link to="/checkout">ご注文手続きに戻る</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <TextField
        ref={numberRef}
        label="カード番号"
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        aria-required="true"
        maxLength={23}
        spellCheck={false}
        placeholder="1234 5678 9012 3456"
        value={number.text}
        onChange={onNumber}
        error={errors.number}
        after={
          <p className={note} role="status">
            {brandName ? `カードの種類: ${brandName}` : <VisuallyHidden>カードの種類はまだ分かりません</VisuallyHidden>}
          </p>
        }
      />
      <div className={expiryRow}>
        <TextField
          label="有効期限（月/年）"
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          aria-required="true"
          maxLength={7}
          placeholder="MM/YY"
          hint="カードに記載の「月/年」（例: 12/30）"
          value={expiry.text}
          onChange={(event) => setExpiry(expiryInput(event.target.value))}
          error={errors.expiry}
        />
        <TextField
          label="セキュリティコード"
          name="cc-csc"
          autoComplete="cc-csc"
          inputMode="numeric"
          aria-required="true"
          maxLength={codeLength}
          hint={number.brand === 'amex' ? 'カード表面の4桁の数字' : number.brand ? 'カード裏面の3桁の数字' : 'カード裏面の3桁の数字（アメリカン・エキスプレスは表面の4桁）'}
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/[^0-9０-９]/g, '').slice(0, codeLength))}
          error={errors.cvc}
        />
      </div>
      <TextField
        label="カード名義（半角ローマ字）"
        name="cc-name"
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        aria-required="true"
        placeholder="TARO YAMADA"
        hint="カードに記載のとおり入力してください。"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <p className={note}>カード番号は決済代行会社へ直接送信されます。当店のサーバーには送られず、保存もされません。</p>
      <Button type="submit" size="lg" className={proceed} disabled={!hydrated || pending} aria-busy={pending || undefined}>
        このカードで確認画面へ進む
      </Button>
      <p className={muted}>ご注文はまだ確定しません。次の画面でご注文内容を確認してください。</p>
    </form>
  );
}
