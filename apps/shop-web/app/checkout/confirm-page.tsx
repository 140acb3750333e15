/**
 * The confirm page (`/checkout/confirm`): the server prices the cart again for the draft's choices
 * (`POST /api/checkout/quote`) and the page shows every line with its snapshot, the charges, shipping
 * fee, total with 内消費税, dates, address and payment. One button places the order with the quote's
 * token and an idempotency key kept for this very order (a double click, a retry or a reload send the
 * same key: one order, one charge). Each refusal is said where it helps: a changed price shows the
 * cart's revision notice and the new quote; missing stock names the lines and links the cart; a
 * refused card offers another card; no answer keeps everything for a safe retry.
 */
import type { CheckoutQuote, OutOfStockLine } from '@shop/api-contract';
import { MAX_SAVED_CARDS } from '@shop/api-contract';
import { Button, button } from '@shop/ui';
import {
  checkoutDraftAtom,
  clearCheckoutDraftAtom,
  loadServerCartAtom,
  NO_CHECKOUT_DISCOUNTS,
  orderAttemptKeyAtom,
  servicesAtom,
  sessionReadyAtom,
  statusOf,
  updateCheckoutDraftAtom,
  validationErrorsOf,
  type CheckoutDraft,
} from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { REVISION_NOTICE } from '../cart/revision-notice.ts';
import { AddressBlock } from '../orders/address-block.tsx';
import { OrderAmounts } from '../orders/order-amounts.tsx';
import { formatDate } from '../orders/order-format.ts';
import { OrderLines } from '../orders/order-lines.tsx';
import { factTerm, factValue, facts } from '../orders/orders.css.ts';
import { cardText } from '../orders/card-text.ts';
import { loginHref } from '../session/login-href.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import {
  actions,
  aside,
  muted,
  notice,
  noticeTitle,
  page,
  proceed,
  section,
  sectionHead,
  sectionTitle,
  side,
  stack,
  title,
} from './checkout.css.ts';
import { DiscountChoice, type Discounts } from './discount-choice.tsx';
import { useOpenCardForm } from './open-card-form.ts';
import { ProofChoice, quoteHasNewArtwork } from './proof-choice.tsx';
import { KeepCardChoice } from './keep-card-choice.tsx';
import { PLACE_MESSAGES, addressChoice, orderFingerprint, placeOrder, refusalOutcome, type PlaceOutcome } from './place-order.ts';

/** A coupon chosen that the server no longer finds in the account. */
const DISCOUNT_GONE = 'このクーポンはご利用いただけません。ページを再読み込みして、もう一度お選びください。';
const DISCOUNTS_DROPPED =
  'お選びいただいていたクーポン・ポイントがご利用いただけなくなったため、外しました。お支払い金額をご確認ください。';

const hasDiscounts = (d: Pick<Discounts, 'couponId' | 'couponCode' | 'points'>) =>
  d.couponId !== null || d.couponCode !== null || d.points > 0;

/** The server refused the coupon or the points: a coupon no longer in the account (404), or a 422 naming them. */
function isDiscountRefusal(error: unknown): boolean {
  if (statusOf(error) === 404) return true;
  const fields = statusOf(error) === 422 ? Object.keys(validationErrorsOf(error) ?? {}) : [];
  return fields.some((field) => field === 'coupon_id' || field === 'coupon_code' || field === 'points');
}

/** What the page knows of the quote. */
type QuoteState =
  | { readonly type: 'loading' }
  /** The draft lacks an address or a payment method (the page was opened directly): back to the checkout page. */
  | { readonly type: 'incomplete' }
  | { readonly type: 'quoted'; readonly quote: CheckoutQuote }
  | { readonly type: 'refused'; readonly outcome: PlaceOutcome };

/** The server's answer for one set of choices (`key`). */
type QuoteAnswer = { readonly key: string; readonly state: Extract<QuoteState, { type: 'quoted' | 'refused' }> };

/** A notice another page passes when it sends the shopper here (`navigate('/checkout/confirm', { state: { notice } })`). */
export interface ConfirmArrival {
  notice: string;
}

function arrivalNotice(state: unknown): string | null {
  const text = (state as { notice?: unknown } | null)?.notice;
  return typeof text === 'string' && text !== '' ? text : null;
}

function Section({ heading, children, change }: { heading: string; children: ReactNode; change?: ReactNode }) {
  const id = useId();
  return (
    <section className={section} aria-labelledby={id}>
      <div className={sectionHead}>
        <h2 id={id} className={sectionTitle}>
          {heading}
        </h2>
        {change}
      </div>
      {children}
    </section>
  );
}

const ChangeLink = ({ label }: { label: string }) => (
  <Link to="/checkout" className={button({ variant: 'text', size: 'sm' })} aria-label={`${label}を変更する`}>
    変更する
  </Link>
);

/** The lines the stock cannot serve, with what was asked for and what is left. */
function OutOfStock({ lines }: { lines: readonly OutOfStockLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul>
      {lines.map((line) => {
        const variant = [line.color, line.size].filter((part): part is string => part !== null).join(' / ');
        return (
          <li key={`${line.kind}-${line.cartId}-${line.skuId}`}>
            {line.name}
            {variant ? `（${variant}）` : ''}: ご注文 {line.requested}点 ／ 在庫 {line.available}点
          </li>
        );
      })}
    </ul>
  );
}

/** A problem with a title, its message and the ways forward (`children`, links or buttons). */
function TitledProblem({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <div className={notice} role="alert">
      <strong className={noticeTitle}>{title}</strong>
      {message}
      <div className={actions}>{children}</div>
    </div>
  );
}

/** A refusal or a problem, said in full with the way forward. */
function Problem({ outcome, onAnotherCard, cardPending }: { outcome: PlaceOutcome; onAnotherCard: () => void; cardPending: boolean }) {
  const alert = (children: ReactNode) => (
    <div className={notice} role="alert">
      {children}
    </div>
  );
  /** Another card, or back to the payment choice. */
  const cardAgain = (label: string) => (
    <>
      <Button size="sm" onClick={onAnotherCard} disabled={cardPending} aria-busy={cardPending || undefined}>
        {label}
      </Button>
      <Link to="/checkout">お支払い方法を変更する</Link>
    </>
  );
  switch (outcome.type) {
    case 'price_changed':
      return alert(
        <>
          <strong className={noticeTitle}>{REVISION_NOTICE.title}</strong>
          {REVISION_NOTICE.text} {outcome.message}
        </>,
      );
    case 'out_of_stock':
      return alert(
        <>
          <strong className={noticeTitle}>在庫不足</strong>
          {outcome.message}
          <OutOfStock lines={outcome.lines} />
          <Link to="/cart">カートで数量を変更する</Link>
        </>,
      );
    case 'cart_empty':
      return alert(
        <>
          {outcome.message} <Link to="/cart">カートを見る</Link>
        </>,
      );
    case 'declined':
    case 'card_again':
      return (
        <TitledProblem
          title={outcome.type === 'declined' ? 'カードがご利用いただけませんでした' : 'カード情報の再入力'}
          message={outcome.message}
        >
          {cardAgain('別のカードを入力する')}
        </TitledProblem>
      );
    case 'choose_again':
      return alert(
        <>
          {outcome.message} <Link to="/checkout">お届け先・お支払い方法を選び直す</Link>
        </>,
      );
    case 'in_progress':
      return (
        <TitledProblem title="ご注文を処理しています" message={outcome.message}>
          <Link to="/myaccount/orders">注文履歴を見る</Link>
        </TitledProblem>
      );
    case 'abandoned':
      return (
        <TitledProblem title="ご注文は確定していません" message={outcome.message}>
          {cardAgain('カード情報を入力する')}
        </TitledProblem>
      );
    case 'keep_card_full':
    case 'refused':
      return alert(outcome.message);
    case 'network':
      return alert(PLACE_MESSAGES.network);
    default:
      return null;
  }
}

/** The choices of the draft (and the coupon and points of this page) the quote is asked for. */
function quoteBody(draft: CheckoutDraft, discounts: Discounts = draft.discounts) {
  return {
    // A typed address (issue #32) goes as it is, a saved one by its id.
    ...addressChoice(draft),
    deliveryDate: draft.deliveryDate,
    deliverySlot: draft.deliverySlot,
    paymentMethod: draft.paymentMethod ?? 'card',
    couponId: discounts.couponId,
    couponCode: discounts.couponCode,
    points: discounts.points,
  };
}

/** Leaves the shop for the card issuer's 3-D Secure page (a full navigation). */
const leaveForChallenge = (url: string) => window.location.assign(url);

export function ConfirmPage({ leave = leaveForChallenge }: { leave?: (url: string) => void } = {}) {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  const { ready, draft } = useAtomValue(checkoutDraftAtom);
  const attemptKey = useSetAtom(orderAttemptKeyAtom);
  const updateDraft = useSetAtom(updateCheckoutDraftAtom);
  const clearDraft = useSetAtom(clearCheckoutDraftAtom);
  const loadCart = useSetAtom(loadServerCartAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const cardForm = useOpenCardForm();
  const [answer, setAnswer] = useState<QuoteAnswer | null>(null);
  // The coupon and points (issue #14): chosen on this page, kept in the draft (a reload or the card
  // form's round trip keeps them), priced by the server with every quote.
  const discounts = draft.discounts;
  // Said once when stored discounts the server no longer accepts were taken off.
  const [discountsDropped, setDiscountsDropped] = useState<string | null>(null);
  const answerKeyRef = useRef<string | null>(null);
  const [problem, setProblem] = useState<PlaceOutcome | null>(null);
  const [placing, setPlacing] = useState(false);
  // Set at once on the first click, before React renders the disabled button: a double click sends one request.
  const placingRef = useRef(false);
  const arrival = arrivalNotice(location.state);
  // Whether a new card may be kept (below the saved cards' limit); null until the list is read.
  const [cardRoom, setCardRoom] = useState<boolean | null>(null);
  const newCard = draft.card !== null;
  useEffect(() => {
    if (!sessionReady || !newCard) return;
    let live = true;
    void api()
      .then((client) => client.paymentMethods.list())
      .then((cards) => {
        if (live) setCardRoom(cards.data.length < MAX_SAVED_CARDS);
      })
      // Unknown: the box stays and the server says so at the limit.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, sessionReady, newCard]);

  const incomplete = (draft.addressId === null && draft.address === null) || draft.paymentMethod === null;
  // Paying by card without a card (a refused one was cleared): the quote shows, the order waits for a card.
  const cardMissing = draft.paymentMethod === 'card' && draft.card === null && draft.savedCard === null;
  const choicesKey = JSON.stringify(quoteBody(draft, discounts));

  /** Asks the server to price the cart for the draft's choices (null: sent to the login page). */
  const fetchQuote = useCallback(async (): Promise<QuoteAnswer | null> => {
    try {
      const quoted = await (await api()).checkout.quote(JSON.parse(choicesKey) as ReturnType<typeof quoteBody>);
      return { key: choicesKey, state: { type: 'quoted', quote: quoted.data } };
    } catch (error) {
      const outcome = refusalOutcome(error);
      const asked = JSON.parse(choicesKey) as ReturnType<typeof quoteBody>;
      if (hasDiscounts(asked) && isDiscountRefusal(error)) {
        // A stored coupon used up or expired meanwhile, points spent in another tab: off they come,
        // said on the page, and the order is priced again without them.
        setDiscountsDropped(`${DISCOUNTS_DROPPED}${'message' in outcome ? `（${outcome.message}）` : ''}`);
        updateDraft({ discounts: NO_CHECKOUT_DISCOUNTS });
        return null;
      }
      if (outcome.type !== 'unauthenticated') return { key: choicesKey, state: { type: 'refused', outcome } };
      await navigate(loginHref(location.pathname), { replace: true });
      return null;
    }
  }, [api, choicesKey, navigate, location.pathname, updateDraft]);

  const requote = useCallback(async () => {
    const next = await fetchQuote();
    if (next) setAnswer(next);
  }, [fetchQuote]);

  useEffect(() => {
    if (!ready || !sessionReady || incomplete) return;
    // Discounts just applied were quoted already (applyDiscounts): no second request.
    if (answerKeyRef.current === choicesKey) return;
    let live = true;
    void fetchQuote().then((next) => {
      if (live && next) setAnswer(next);
    });
    return () => {
      live = false;
    };
  }, [ready, sessionReady, incomplete, fetchQuote, choicesKey]);

  /** Prices the order with other discounts; they are kept only when the server accepts them (else its message). */
  const applyDiscounts = async (next: Discounts): Promise<string | null> => {
    const key = JSON.stringify(quoteBody(draft, next));
    try {
      const quoted = await (await api()).checkout.quote(quoteBody(draft, next));
      answerKeyRef.current = key;
      setAnswer({ key, state: { type: 'quoted', quote: quoted.data } });
      updateDraft({ discounts: next });
      setDiscountsDropped(null);
      return null;
    } catch (error) {
      const outcome = refusalOutcome(error);
      if (outcome.type === 'unauthenticated') {
        await navigate(loginHref(location.pathname), { replace: true });
        return null;
      }
      if (outcome.type === 'network') return '通信できませんでした。もう一度お試しください。';
      // 404: a coupon no longer in the account.
      return 'message' in outcome ? (statusOf(error) === 404 ? DISCOUNT_GONE : outcome.message) : DISCOUNT_GONE;
    }
  };

  const quote: QuoteState =
    !ready || !sessionReady
      ? { type: 'loading' }
      : incomplete
        ? { type: 'incomplete' }
        : answer?.key === choicesKey
          ? answer.state
          : { type: 'loading' };

  const place = async (current: CheckoutQuote) => {
    if (placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    setProblem(null);
    const key = attemptKey(orderFingerprint(current, draft));
    const outcome = await placeOrder(await api(), current, draft, key, discounts);
    switch (outcome.type) {
      case 'placed':
        clearDraft();
        // The server emptied the cart: the badge and the cart page follow.
        void loadCart().catch(() => undefined);
        await navigate(`/myaccount/orders/${outcome.order.number}`, { replace: true, state: { placed: true } });
        return;
      case 'challenge':
        // The card issuer's page: a full navigation; it comes back through /checkout/bridge/{token}.
        leave(outcome.url);
        return;
      case 'unauthenticated':
        await navigate(loginHref(location.pathname), { replace: true });
        return;
      case 'price_changed':
        setProblem(outcome);
        await requote();
        break;
      case 'declined':
      case 'card_again':
        // That card is spent; another one is entered through a new card session.
        updateDraft({ card: null, savedCard: null });
        setProblem(outcome);
        break;
      case 'keep_card_full':
        // The order was not charged: it goes through without keeping the card once the box is off.
        updateDraft({ saveCard: false });
        setCardRoom(false);
        setProblem(outcome);
        break;
      case 'abandoned':
        // That attempt is over (its authorisation voided, a new card's token spent): the next one
        // gets a new key; a saved card can be charged again.
        updateDraft({ card: null, attempt: null });
        setProblem(outcome);
        break;
      default:
        setProblem(outcome);
    }
    placingRef.current = false;
    setPlacing(false);
  };

  if (quote.type === 'loading') {
    return (
      <>
        <h1 className={title}>ご注文内容の確認</h1>
        <p className={muted} role="status">
          ご注文内容を確認しています…
        </p>
      </>
    );
  }

  if (quote.type === 'incomplete' || quote.type === 'refused') {
    return (
      <>
        <h1 className={title}>ご注文内容の確認</h1>
        {arrival ? (
          <p className={notice} role="alert">
            {arrival}
          </p>
        ) : null}
        {problem ? <Problem outcome={problem} onAnotherCard={() => void cardForm.open()} cardPending={cardForm.pending} /> : null}
        {quote.type === 'refused' ? (
          <Problem outcome={quote.outcome} onAnotherCard={() => void cardForm.open()} cardPending={cardForm.pending} />
        ) : (
          <p>
            お届け先とお支払い方法が選ばれていません。<Link to="/checkout">ご注文手続きに戻る</Link>
          </p>
        )}
        {cardForm.error ? (
          <p className={notice} role="alert">
            {cardForm.error}
          </p>
        ) : null}
        {quote.type === 'refused' && quote.outcome.type === 'network' ? (
          <Button variant="outline" onClick={() => void requote()}>
            もう一度読み込む
          </Button>
        ) : null}
      </>
    );
  }

  const current = quote.quote;
  return (
    <>
      <h1 className={title}>ご注文内容の確認</h1>
      {arrival ? (
        <p className={notice} role="alert">
          {arrival}
        </p>
      ) : null}
      {current.revision && problem?.type !== 'price_changed' ? (
        <p className={notice} role="status">
          <strong className={noticeTitle}>{REVISION_NOTICE.title}</strong>
          {REVISION_NOTICE.text}
        </p>
      ) : null}
      {problem ? <Problem outcome={problem} onAnotherCard={() => void cardForm.open()} cardPending={cardForm.pending} /> : null}
      {discountsDropped ? (
        <p className={notice} role="alert">
          {discountsDropped}
        </p>
      ) : null}
      {cardForm.error ? (
        <p className={notice} role="alert">
          {cardForm.error}
        </p>
      ) : null}
      <div className={page}>
        <div className={stack}>
          <Section heading="ご注文の商品">
            <OrderLines lines={current.lines} />
          </Section>
          <Section heading="お届け先" change={<ChangeLink label="お届け先" />}>
            <AddressBlock address={current.address} />
          </Section>
          <Section heading="お届け日時" change={<ChangeLink label="お届け日時" />}>
            <dl className={facts}>
              <dt className={factTerm}>発送予定日</dt>
              <dd className={factValue}>{formatDate(current.shipDate)}</dd>
              <dt className={factTerm}>お届け希望日</dt>
              <dd className={factValue}>
                {current.deliveryDate ? formatDate(current.deliveryDate) : `最短（${formatDate(current.earliestDeliveryDate)}）`}
              </dd>
              <dt className={factTerm}>時間帯</dt>
              <dd className={factValue}>{current.deliverySlot ?? '指定なし'}</dd>
            </dl>
          </Section>
          {quoteHasNewArtwork(current) ? (
            <Section heading="仕上がりの確認（校正）">
              <ProofChoice value={draft.proof} onChange={(proof) => updateDraft({ proof })} disabled={!hydrated || placing} />
            </Section>
          ) : null}
          <Section heading="クーポン・ポイント">
            <DiscountChoice quote={current} discounts={discounts} apply={applyDiscounts} disabled={!hydrated || placing} />
          </Section>
          <Section heading="お支払い方法" change={<ChangeLink label="お支払い方法" />}>
            {current.paymentMethod === 'card' && (draft.card ?? draft.savedCard) ? (
              <>
                <p>クレジットカード{draft.card ? '' : '（登録済みのカード）'}</p>
                <p>{cardText(draft.card ?? draft.savedCard ?? { brand: null, last4: null })}</p>
                {draft.card ? (
                  <KeepCardChoice
                    checked={draft.saveCard}
                    onChange={(saveCard) => updateDraft({ saveCard })}
                    disabled={!hydrated || placing}
                    room={cardRoom}
                    max={MAX_SAVED_CARDS}
                  />
                ) : null}
                <div className={actions}>
                  <Button variant="text" size="sm" onClick={() => void cardForm.open()} disabled={cardForm.pending}>
                    別のカードを入力する
                  </Button>
                </div>
              </>
            ) : current.paymentMethod === 'card' ? (
              <>
                <p>クレジットカード</p>
                <p className={muted}>お支払いに使うカードの情報を入力してください。</p>
                <div className={actions}>
                  <Button
                    size="sm"
                    onClick={() => void cardForm.open()}
                    disabled={cardForm.pending}
                    aria-busy={cardForm.pending || undefined}
                  >
                    カード情報を入力する
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p>銀行振込</p>
                <p className={muted}>ご注文確定後に、お振込先の口座とお振込期限をご案内します。ご入金を確認してから製作を始めます。</p>
              </>
            )}
          </Section>
        </div>
        <div className={side}>
          <section className={aside} aria-labelledby="confirm-amounts">
            <h2 id="confirm-amounts" className={sectionTitle}>
              お支払い金額
            </h2>
            <OrderAmounts
              charges={current.charges}
              goodsTotal={current.goodsTotal}
              shippingFee={current.shippingFee}
              couponDiscount={current.couponDiscount}
              couponLabel={current.coupon ? current.coupon.valueLabel : null}
              pointsUsed={current.pointsUsed}
              total={current.total}
              tax={current.tax}
            />
            <Button
              size="lg"
              className={proceed}
              disabled={!hydrated || placing || cardMissing || problem?.type === 'out_of_stock' || problem?.type === 'cart_empty'}
              aria-busy={placing || undefined}
              onClick={() => void place(current)}
            >
              {placing ? '注文を確定しています…' : '注文を確定する'}
            </Button>
            <p className={muted}>
              {cardMissing ? 'カード情報を入力すると、注文を確定できます。' : '「注文を確定する」を押すと、ご注文が確定します。'}
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
