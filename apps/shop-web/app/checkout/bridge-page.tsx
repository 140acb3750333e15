/**
 * The way back from 3-D Secure (`/checkout/bridge/{token}`): the gateway's challenge page sends the
 * shopper here; `POST /api/checkout/bridge/{token}` asks the server how the challenge ended. Done: the
 * order, with the thank-you. Declined or abandoned: back to the confirm page with the server's
 * message (the order is cancelled, the cart kept), where another card can be entered.
 */
import { Button } from '@shop/ui';
import { clearCheckoutDraftAtom, loadServerCartAtom, servicesAtom, sessionReadyAtom, updateCheckoutDraftAtom } from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginHref } from '../session/login-href.ts';
import { muted, notice, title } from './checkout.css.ts';
import { PLACE_MESSAGES, placedOutcome, refusalOutcome, type PlaceOutcome } from './place-order.ts';

export const BRIDGE_MESSAGES = {
  working: 'カード会社での本人認証の結果を確認しています…',
  unknown: 'このページは有効期限が切れたか、無効です。ご注文の状況は注文履歴でご確認ください。',
} as const;

export function BridgePage({ token }: { token: string }) {
  const { api } = useAtomValue(servicesAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  const clearDraft = useSetAtom(clearCheckoutDraftAtom);
  const updateDraft = useSetAtom(updateCheckoutDraftAtom);
  const loadCart = useSetAtom(loadServerCartAtom);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<PlaceOutcome | 'unknown' | null>(null);
  const started = useRef<string | null>(null);

  const finish = useCallback(async () => {
    setProblem(null);
    let outcome: PlaceOutcome;
    try {
      outcome = placedOutcome(await (await api()).checkout.bridge(token));
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode === 404) {
        setProblem('unknown');
        return;
      }
      outcome = refusalOutcome(error);
    }
    switch (outcome.type) {
      case 'placed':
        clearDraft();
        void loadCart().catch(() => undefined);
        await navigate(`/myaccount/orders/${outcome.order.number}`, { replace: true, state: { placed: true } });
        return;
      case 'declined':
        // The order is cancelled and the cart kept; that card is spent.
        updateDraft({ card: null });
        await navigate('/checkout/confirm', { replace: true, state: { notice: outcome.message } });
        return;
      case 'unauthenticated':
        await navigate(loginHref(`/checkout/bridge/${encodeURIComponent(token)}`), { replace: true });
        return;
      default:
        setProblem(outcome);
    }
  }, [api, token, clearDraft, updateDraft, loadCart, navigate]);

  useEffect(() => {
    // Once per token (React may run effects twice in development).
    if (!sessionReady || started.current === token) return;
    started.current = token;
    void finish();
  }, [sessionReady, token, finish]);

  return (
    <>
      <h1 className={title}>ご注文の確定</h1>
      {problem === null ? (
        <p className={muted} role="status">
          {BRIDGE_MESSAGES.working}
        </p>
      ) : problem === 'unknown' ? (
        <p className={notice} role="alert">
          {BRIDGE_MESSAGES.unknown} <Link to="/myaccount/orders">注文履歴を見る</Link>
        </p>
      ) : (
        <>
          <p className={notice} role="alert">
            {problem.type === 'network'
              ? PLACE_MESSAGES.network.replace('「注文を確定する」', '「もう一度確認する」')
              : 'message' in problem
                ? problem.message
                : PLACE_MESSAGES.failed}
          </p>
          <Button onClick={() => void finish()}>もう一度確認する</Button>
        </>
      )}
    </>
  );
}
