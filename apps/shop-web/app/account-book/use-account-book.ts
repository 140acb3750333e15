/**
 * What the address book and the saved cards share: the list as the server last answered it, one
 * change at a time (then the list read again: the server decides the default and the order), the
 * 「…しました」 notice, and the error in Japanese (a 401 goes to the login page and back).
 */
import type { ApiClient } from '@shop/api-client';
import { serverMessageOf, servicesAtom, statusOf } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../session/return-to.ts';

const NETWORK_MESSAGE = '通信できませんでした。接続を確認して、もう一度お試しください。';

export interface AccountBookOptions<T> {
  initial: readonly T[];
  /** Reads the list again. */
  reload: (client: ApiClient) => Promise<readonly T[]>;
  /** Said on a 404: 「このお届け先はすでに削除されています。」 */
  goneMessage: string;
  /** Said when the server gives no message of its own. */
  failedMessage: string;
  /** A notice to show from the start (e.g. after the gateway's card form came back). */
  initialNotice?: string | null;
}

export function useAccountBook<T>({ initial, reload, goneMessage, failedMessage, initialNotice = null }: AccountBookOptions<T>) {
  const { api } = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [items, setItems] = useState<readonly T[]>(initial);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** Says why a call failed (a 401 goes to the login page instead). */
  const fail = async (failure: unknown) => {
    const status = statusOf(failure);
    if (status === 401) {
      await navigate(loginHref(location.pathname));
      return;
    }
    setError(status === undefined ? NETWORK_MESSAGE : status === 404 ? goneMessage : (serverMessageOf(failure) ?? failedMessage));
  };

  /** Starts a call: one at a time, the last notice and error cleared. False: one is running. */
  const begin = () => {
    if (pending) return false;
    setPending(true);
    setError(null);
    setNotice(null);
    return true;
  };

  /** Runs one change, says `message` when it worked, then reads the list again (kept as it was if that fails). */
  const change = async (act: (client: ApiClient) => Promise<unknown>, message: string) => {
    if (!begin()) return;
    try {
      await act(await api());
      setNotice(message);
    } catch (failure) {
      await fail(failure);
    }
    try {
      setItems(await reload(await api()));
    } catch {
      // The list stays as it was; the message above says what happened.
    }
    setPending(false);
  };

  return { api, navigate, items, notice, error, pending, setPending, begin, fail, change };
}
