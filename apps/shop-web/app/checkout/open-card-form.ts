/**
 * Opening the card form: a new card session at the gateway (`POST /api/checkout/card_sessions`),
 * then `/checkout/cardpay/{token}`. Used by the checkout page and by the confirm page's 「別のカード
 * を入力する」 after a refused card.
 */
import { serverMessageOf, servicesAtom, statusOf } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../session/login-href.ts';

export const CARD_SESSION_FAILED_MESSAGE = 'カード情報の入力画面を開けませんでした。時間をおいて、もう一度お試しください。';
export const NETWORK_MESSAGE = '通信できませんでした。接続を確認して、もう一度お試しください。';

/** `open()` goes to a fresh card form; `error` says why it could not. */
export function useOpenCardForm() {
  const { api } = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const session = await (await api()).checkout.openCardSession();
      await navigate(`/checkout/cardpay/${encodeURIComponent(session.data.token)}`);
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 401) {
        await navigate(loginHref(`${location.pathname}${location.search}`));
        return;
      }
      setError(status === undefined ? NETWORK_MESSAGE : (serverMessageOf(failure) ?? CARD_SESSION_FAILED_MESSAGE));
      setPending(false);
    }
  };

  return { open, pending, error };
}
