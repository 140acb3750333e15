/**
 * Coupons and points on the confirm page (issue #14): one of the account's available coupons or a
 * typed code, and the points to use (「ポイントを使う」 with the balance and 「すべて使う」). Every
 * choice is sent to the server, which prices the order again; the page shows only what the server
 * answered (クーポン割引, ポイント利用, the total and its tax), and a refusal is said here, in the
 * server's words, with the previous choice kept.
 */
import type { CheckoutQuote, Coupon } from '@shop/api-contract';
import { maxUsablePoints } from '@shop/order-domain';
import { Button, TextField } from '@shop/ui';
import { servicesAtom, type CheckoutDiscounts } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { formatCount } from '../format/numbers.ts';
import { formatYen } from '../format/yen.ts';
import { actions, choice, choiceBody, choiceLegend, choices, choiceTitle, fieldError, muted, status } from './checkout.css.ts';

/** What the shopper chose to take off the order (kept in the checkout draft). */
export type Discounts = CheckoutDiscounts;

/** Applies discounts by quoting them: null when the server accepted them, else its message. */
export type ApplyDiscounts = (next: Discounts) => Promise<string | null>;

/** The available coupons of the account (loaded in the browser; none while loading or when it fails). */
function useAvailableCoupons(): readonly Coupon[] {
  const { api } = useAtomValue(servicesAtom);
  const [coupons, setCoupons] = useState<readonly Coupon[]>([]);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const answer = await (await api()).coupons.list();
        if (live) setCoupons(answer.data.available);
      } catch {
        // The coupons are an offer, not a condition of ordering: without them, a code can still be typed.
      }
    })();
    return () => {
      live = false;
    };
  }, [api]);
  return coupons;
}

/** Whole points typed (full-width digits and commas accepted); NaN otherwise. */
export function parsePoints(text: string): number {
  const digits = text.normalize('NFKC').replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

export function DiscountChoice({
  quote,
  discounts,
  apply,
  disabled,
}: {
  quote: CheckoutQuote;
  discounts: Discounts;
  apply: ApplyDiscounts;
  disabled: boolean;
}) {
  const coupons = useAvailableCoupons();
  const id = useId();
  const [code, setCode] = useState(discounts.couponCode ?? '');
  const [pointsText, setPointsText] = useState(discounts.points > 0 ? String(discounts.points) : '');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [pointsError, setPointsError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const balance = quote.pointBalance;
  const payable = quote.goodsTotal + quote.shippingFee - quote.couponDiscount;
  const most = maxUsablePoints(balance, payable);

  const run = async (next: Discounts, onError: (message: string) => void) => {
    setPending(true);
    const message = await apply(next);
    setPending(false);
    if (message) onError(message);
    return message === null;
  };

  const chooseCoupon = async (next: Pick<Discounts, 'couponId' | 'couponCode'>) => {
    setCouponError(null);
    await run({ ...discounts, ...next }, setCouponError);
  };

  const applyPoints = async (points: number) => {
    setPointsError(null);
    if (Number.isNaN(points)) {
      setPointsError('ご利用ポイントは半角数字で入力してください。');
      return;
    }
    if (points > balance) {
      setPointsError(`ご利用可能なポイントは${formatCount(balance)}ポイントまでです。`);
      return;
    }
    if (await run({ ...discounts, points }, setPointsError)) setPointsText(points > 0 ? String(points) : '');
  };

  const busy = disabled || pending;
  return (
    <>
      <fieldset className={choices} disabled={busy}>
        <legend className={choiceLegend}>クーポン</legend>
        <label className={choice}>
          <input
            type="radio"
            name={`${id}-coupon`}
            checked={discounts.couponId === null && discounts.couponCode === null}
            onChange={() => void chooseCoupon({ couponId: null, couponCode: null })}
          />
          <span className={choiceTitle}>クーポンを使わない</span>
        </label>
        {coupons.map((coupon) => (
          <label key={coupon.id} className={choice}>
            <input
              type="radio"
              name={`${id}-coupon`}
              checked={discounts.couponId === coupon.id}
              onChange={() => void chooseCoupon({ couponId: coupon.id, couponCode: null })}
            />
            <span className={choiceBody}>
              <span className={choiceTitle}>{`${coupon.valueLabel} ${coupon.name}`}</span>
              {coupon.conditions.length > 0 ? <span className={muted}>{coupon.conditions.join('・')}</span> : null}
            </span>
          </label>
        ))}
        <TextField
          label="クーポンコードをお持ちの方"
          name="coupon_code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <div className={actions}>
          <Button
            variant="outline"
            size="sm"
            disabled={busy || code.trim() === ''}
            onClick={() => void chooseCoupon({ couponId: null, couponCode: code.trim() })}
          >
            コードを適用する
          </Button>
        </div>
        {quote.coupon ? (
          <p className={status} role="status">
            クーポン「{quote.coupon.name}」（{quote.coupon.valueLabel}）を適用しました: −{formatYen(quote.coupon.discount)}
          </p>
        ) : null}
        {couponError ? (
          <p className={fieldError} role="alert">
            {couponError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={choices} disabled={busy}>
        <legend className={choiceLegend}>ポイントを使う</legend>
        <p className={muted}>
          ご利用可能ポイント: <strong>{formatCount(balance)}ポイント</strong>（1ポイント＝1円）
        </p>
        {balance > 0 ? (
          <>
            <TextField
              label="ご利用ポイント"
              name="points"
              inputMode="numeric"
              autoComplete="off"
              value={pointsText}
              onChange={(event) => setPointsText(event.currentTarget.value)}
              hint={`${formatCount(most)}ポイントまでご利用いただけます`}
            />
            <div className={actions}>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => void applyPoints(pointsText.trim() === '' ? 0 : parsePoints(pointsText))}
              >
                ポイントを適用する
              </Button>
              <Button variant="text" size="sm" disabled={busy || most === 0} onClick={() => void applyPoints(most)}>
                すべて使う
              </Button>
              {discounts.points > 0 ? (
                <Button variant="text" size="sm" disabled={busy} onClick={() => void applyPoints(0)}>
                  使わない
                </Button>
              ) : null}
            </div>
            {quote.pointsUsed > 0 ? (
              <p className={status} role="status">
                {formatCount(quote.pointsUsed)}ポイントを使います: −{formatYen(quote.pointsUsed)}
              </p>
            ) : null}
          </>
        ) : (
          <p className={muted}>商品のお届け後、商品代金100円につき1ポイントが貯まります。</p>
        )}
        {pointsError ? (
          <p className={fieldError} role="alert">
            {pointsError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
