/**
 * The checkout page (`/checkout`): one page in clear sections, the delivery address (saved addresses
 * as cards, the default preselected, or a new one), the delivery date and time slot, the payment
 * method, and the cart summary. Every choice goes to the checkout draft at once (sessionStorage), so
 * the card form and the confirm page read it and a reload keeps it. 「確認画面へ進む」: a bank
 * transfer goes to the confirm page; a card first to the gateway's card form (a new card session),
 * unless the draft already holds a card the shopper keeps.
 */
import type { Address, CheckoutOptions, SavedCard } from '@shop/api-contract';
import { Button, FormAlert, FormField, button, fieldControl } from '@shop/ui';
import {
  checkoutDraftAtom,
  loadServerCartAtom,
  serverCartAtom,
  servicesAtom,
  sessionReadyAtom,
  sessionUserAtom,
  updateCheckoutDraftAtom,
  type CheckoutCard,
} from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TakenAddress } from './address-form.tsx';
import { lazyPart } from '../islands/lazy-part.ts';
import { Link, useNavigate } from 'react-router';
import { AddressBlock } from '../orders/address-block.tsx';
import { formatDate } from '../orders/order-format.ts';
import { cardText } from '../orders/card-text.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import { useOpenCardForm } from './open-card-form.ts';
import { laterDeliveryDates, resolveChoices, savedCardChoice, type PaymentMethod } from './checkout-choices.ts';
import {
  actions,
  aside,
  badge,
  choice,
  choiceBody,
  choiceLegend,
  choiceTitle,
  choices as choicesClass,
  dateFields,
  fieldError,
  muted,
  page,
  proceed as proceedClass,
  section,
  sectionTitle,
  side,
  stack,
  title,
} from './checkout.css.ts';

/**
 * The new-address form, with the address schema and its Japanese messages, loads when it is opened
 * (or at once for a customer without addresses): most shoppers choose a saved address.
 */
const AddressForm = lazyPart(() => import('./address-form.tsx').then((module) => module.AddressForm));

/**
 * The cart summary (and cart-domain's subtotals) loads beside the cart itself, which the browser
 * fetches after hydration anyway: it is not needed for the page's first paint.
 */
const CartSummary = lazyPart(() => import('./cart-summary.tsx').then((module) => module.CartSummary));

/** The choice beside the saved cards. */
export const NEW_CARD_LABEL = '新しいカードを使う';

/** The card brands the shop takes, as the payment choice lists them. */
export const ACCEPTED_CARDS = 'Visa・マスターカード・JCB・アメリカン・エキスプレス・ダイナースクラブ';

export const CHECKOUT_MESSAGES = { chooseAddress: 'お届け先を選んでください。' } as const;

export interface CheckoutPageProps {
  /** The customer's saved addresses, default first. */
  addresses: readonly Address[];
  options: CheckoutOptions;
  /** The customer's saved cards (`/myaccount/payments`), default first; the default is preselected. */
  savedCards?: readonly SavedCard[];
}

/** The summary's frame while its code or the cart is loading. */
function SummaryPlaceholder({ text }: { text: string }) {
  return (
    <aside className={aside} aria-label="ご注文内容">
      <p className={muted} role="status">
        {text}
      </p>
    </aside>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function CheckoutPage({ addresses: savedAddresses, options, savedCards = [] }: CheckoutPageProps) {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  const user = useAtomValue(sessionUserAtom);
  const { ready: draftReady, draft } = useAtomValue(checkoutDraftAtom);
  const update = useSetAtom(updateCheckoutDraftAtom);
  const loadCart = useSetAtom(loadServerCartAtom);
  const cart = useAtomValue(serverCartAtom);
  const navigate = useNavigate();
  const cardForm = useOpenCardForm();

  const [addresses, setAddresses] = useState(savedAddresses);
  // A new address is typed (the first one, or 「新しいお届け先を追加」, or typed before and kept in the draft).
  const [adding, setAdding] = useState(savedAddresses.length === 0 || draft.address !== null);
  const takeAddress = useRef<(() => Promise<TakenAddress | null>) | null>(null);
  const [cartFailed, setCartFailed] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);

  // An address typed before (the draft's, read after hydration) opens the form again with it, once.
  const [typedReopened, setTypedReopened] = useState(false);
  if (draftReady && draft.address !== null && !typedReopened) {
    setTypedReopened(true);
    setAdding(true);
  }

  // The cart as the server holds it now (after a login the guest cart has just been pushed).
  useEffect(() => {
    if (!sessionReady || user === null) return;
    loadCart().catch(() => setCartFailed(true));
  }, [sessionReady, user, loadCart]);

  const chosen = resolveChoices(draft, addresses, options);
  const cartEmpty = cart ? cart.items.length + cart.productions.length + cart.reorders.length + cart.estimates.length === 0 : null;
  const laterDates = useMemo(() => laterDeliveryDates(options.earliestDeliveryDate, options.latestDeliveryDate), [options]);
  const card: CheckoutCard | null = chosen.paymentMethod === 'card' ? draft.card : null;
  // 「新しいカードを使う」 chosen on this page (its token comes from the card form).
  const [newCard, setNewCard] = useState(false);
  const savedCardId = chosen.paymentMethod === 'card' && !newCard ? savedCardChoice(draft, savedCards) : null;
  const savedCard = savedCards.find((saved) => saved.id === savedCardId) ?? null;
  const usableSavedCards = savedCards.filter((saved) => !saved.expired);
  const canProceed = hydrated && draftReady && cartEmpty === false && !cardForm.pending;

  const choose = (patch: Parameters<typeof update>[0]) => {
    update({ ...chosen, card: draft.card, ...patch });
  };

  const addSaved = (address: Address) => {
    // A new default takes the default from the others.
    setAddresses((current) => [address, ...current.map((other) => (address.isDefault ? { ...other, isDefault: false } : other))]);
    setAdding(false);
    setAddressError(null);
  };

  const proceed = async () => {
    // A typed address continues as it is; saved to the address book first when its box is ticked.
    let address: { addressId: number | null; address: TakenAddress['address'] | null } = { addressId: chosen.addressId, address: null };
    if (adding) {
      const taken = takeAddress.current ? await takeAddress.current() : null;
      if (!taken) return;
      if (taken.type === 'saved') {
        addSaved(taken.address);
        address = { addressId: taken.address.id, address: null };
      } else address = { addressId: null, address: taken.address };
    } else if (chosen.addressId === null) {
      setAddressError(CHECKOUT_MESSAGES.chooseAddress);
      document.getElementById('checkout-address')?.focus();
      return;
    }
    setAddressError(null);
    // The resolved choices are what the confirm page quotes.
    const paying = savedCard
      ? { id: savedCard.id, brand: savedCard.brand, last4: savedCard.last4, expMonth: savedCard.expMonth, expYear: savedCard.expYear }
      : null;
    update({ ...chosen, ...address, card: paying ? null : draft.card, savedCard: paying });
    if (chosen.paymentMethod === 'bank_transfer' || card !== null || paying) await navigate('/checkout/confirm');
    else await cardForm.open();
  };

  const bankDays = options.bankTransferDueDays;
  return (
    <>
      <h1 className={title}>お届け先・お支払い方法</h1>
      <div className={page}>
        <div className={stack}>
          <Section heading="お届け先">
            {addresses.length > 0 ? (
              <fieldset
                className={choicesClass}
                id="checkout-address"
                tabIndex={-1}
                aria-describedby={addressError ? 'checkout-address-error' : undefined}
              >
                <legend className={choiceLegend}>お届け先を選んでください</legend>
                {addresses.map((address) => (
                  <label key={address.id} className={choice}>
                    <input
                      type="radio"
                      name="address"
                      value={address.id}
                      checked={!adding && chosen.addressId === address.id}
                      onChange={() => {
                        setAdding(false);
                        choose({ addressId: address.id, address: null });
                      }}
                    />
                    <span className={choiceBody}>
                      <span className={choiceTitle}>
                        {address.name} 様{address.isDefault ? <span className={badge}>いつものお届け先</span> : null}
                      </span>
                      <AddressBlock address={address} />
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : (
              <p className={muted} id="checkout-address" tabIndex={-1}>
                お届け先を入力してください。アドレス帳に保存すると、次回からは選ぶだけで済みます。
              </p>
            )}
            {addressError ? (
              <p id="checkout-address-error" className={fieldError} role="alert">
                {addressError}
              </p>
            ) : null}
            {adding ? (
              <Suspense
                fallback={
                  <p className={muted} role="status">
                    入力欄を読み込んでいます…
                  </p>
                }
              >
                <AddressForm
                  api={api}
                  onSaved={addSaved}
                  offerDefault={addresses.length > 0}
                  checkout={{ saveByDefault: addresses.length === 0, initial: draft.address, take: takeAddress }}
                />
                {addresses.length > 0 ? (
                  <div className={actions}>
                    <Button
                      variant="text"
                      onClick={() => {
                        setAdding(false);
                        choose({ address: null });
                      }}
                    >
                      保存済みのお届け先から選ぶ
                    </Button>
                  </div>
                ) : null}
              </Suspense>
            ) : (
              <div className={actions}>
                <Button variant="outline" onClick={() => setAdding(true)} disabled={!hydrated}>
                  新しいお届け先を追加
                </Button>
              </div>
            )}
          </Section>

          <Section heading="お届け日時">
            <p>
              発送予定日 <strong>{formatDate(options.shipDate)}</strong>
            </p>
            <div className={dateFields}>
              <FormField
                label="お届け希望日"
                hint={`${formatDate(options.earliestDeliveryDate)}から${formatDate(options.latestDeliveryDate)}まで選べます。`}
              >
                {(control) => (
                  <select
                    {...control}
                    className={fieldControl({ kind: 'select' })}
                    value={chosen.deliveryDate ?? ''}
                    onChange={(event) => choose({ deliveryDate: event.target.value === '' ? null : event.target.value })}
                  >
                    <option value="">最短（{formatDate(options.earliestDeliveryDate)}）</option>
                    {laterDates.map((date) => (
                      <option key={date} value={date}>
                        {formatDate(date)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="お届け時間帯">
                {(control) => (
                  <select
                    {...control}
                    className={fieldControl({ kind: 'select' })}
                    value={chosen.deliverySlot ?? ''}
                    onChange={(event) => choose({ deliverySlot: event.target.value === '' ? null : event.target.value })}
                  >
                    {options.timeSlots.map((slot, index) => (
                      <option key={slot} value={index === 0 ? '' : slot}>
                        {slot}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </Section>

          <Section heading="お支払い方法">
            <fieldset className={choicesClass}>
              <legend className={choiceLegend}>お支払い方法を選んでください</legend>
              {options.paymentMethods.map(({ method, label }) => (
                <label key={method} className={choice}>
                  <input
                    type="radio"
                    name="payment_method"
                    value={method}
                    checked={chosen.paymentMethod === method}
                    onChange={() => choose({ paymentMethod: method as PaymentMethod })}
                  />
                  <span className={choiceBody}>
                    <span className={choiceTitle}>{label}</span>
                    {method === 'card' ? (
                      <span className={muted}>
                        {ACCEPTED_CARDS}
                        がご利用いただけます。次の画面でカード情報を入力します。カード番号は決済代行会社へ直接送られ、当店には保存されません。
                      </span>
                    ) : (
                      <span className={muted}>
                        ご注文確定後に、お振込先の口座とお振込金額をご案内します。ご注文から{bankDays}
                        日以内にお振り込みください。ご入金を確認してから製作を始めます。
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>
            {chosen.paymentMethod === 'card' && usableSavedCards.length > 0 ? (
              <fieldset className={choicesClass}>
                <legend className={choiceLegend}>お支払いに使うカード</legend>
                {usableSavedCards
                  .map((saved) => ({ saved, name: cardText(saved) }))
                  .map(({ saved, name }) => (
                    <label key={saved.id} className={choice}>
                      <input
                        type="radio"
                        name="saved_card"
                        value={saved.id}
                        checked={savedCardId === saved.id}
                        onChange={() => {
                          setNewCard(false);
                          choose({
                            card: null,
                            savedCard: {
                              id: saved.id,
                              brand: saved.brand,
                              last4: saved.last4,
                              expMonth: saved.expMonth,
                              expYear: saved.expYear,
                            },
                          });
                        }}
                      />
                      <span className={choiceBody}>
                        <span className={choiceTitle}>{name}</span>
                        {saved.isDefault ? <span className={muted}>いつも使うカード</span> : null}
                      </span>
                    </label>
                  ))}
                <label className={choice}>
                  <input type="radio" name="saved_card" value="new" checked={savedCardId === null} onChange={() => setNewCard(true)} />
                  <span className={choiceBody}>
                    <span className={choiceTitle}>{NEW_CARD_LABEL}</span>
                    {savedCardId === null ? <span className={muted}>次の画面でカード情報を入力します。</span> : null}
                  </span>
                </label>
              </fieldset>
            ) : null}
            {card ? (
              <div className={actions}>
                <p className={muted}>お支払いに使うカード: {cardText(card)}</p>
                <Button variant="text" size="sm" onClick={() => choose({ card: null })}>
                  別のカードを使う
                </Button>
              </div>
            ) : null}
          </Section>
        </div>

        <div className={side}>
          <Suspense fallback={<SummaryPlaceholder text="カートを読み込んでいます…" />}>
            <CartSummary
              cart={cart}
              shippingFee={options.shippingFee}
              placeholder={cartFailed ? 'カートを読み込めませんでした。ページを再読み込みしてください。' : 'カートを読み込んでいます…'}
            />
          </Suspense>
          <FormAlert>{cardForm.error}</FormAlert>
          <Button
            size="lg"
            className={proceedClass}
            disabled={!canProceed}
            aria-busy={cardForm.pending || undefined}
            onClick={() => void proceed()}
          >
            確認画面へ進む
          </Button>
          <p className={muted}>
            {chosen.paymentMethod === 'card' && card === null && savedCard === null
              ? '次にカード情報を入力します。ご注文はまだ確定しません。'
              : 'ご注文はまだ確定しません。'}
          </p>
          <Link to="/cart" className={button({ variant: 'text', size: 'sm' })}>
            カートに戻る
          </Link>
        </div>
      </div>
    </>
  );
}
