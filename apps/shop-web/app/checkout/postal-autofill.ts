/**
 * The postal-code autofill of the address form: once the field holds 7 digits (〒, hyphens and
 * full-width digits allowed, as the contract normalises them), `GET /api/postal_codes/:code` answers
 * the prefecture, city and town(s). Only the answer for the code in the field now is applied: a
 * slower answer for a code typed before is dropped.
 */
import type { ApiClient } from '@shop/api-client';
import { normalizePostalCode, type PostalAddress } from '@shop/api-contract';
import { statusOf } from '@shop/web-state';
import { useCallback, useRef, useState } from 'react';

/** What the lookup says about the code in the field. */
export type PostalLookup =
  | { readonly state: 'idle' }
  | { readonly state: 'looking'; readonly code: string }
  /** `candidates`: every place the code covers (one code may cover several towns). */
  | { readonly state: 'found'; readonly code: string; readonly candidates: readonly PostalAddress[] }
  | { readonly state: 'unknown'; readonly code: string }
  | { readonly state: 'failed'; readonly code: string };

/** The 7 digits of a typed postal code, or null while it is not 7 digits. */
export function postalDigits(typed: string): string | null {
  const code = normalizePostalCode(typed);
  return /^\d{7}$/.test(code) ? code : null;
}

/** What the form tells the shopper about the lookup (read politely by screen readers). */
export function postalLookupMessage(lookup: PostalLookup): string | null {
  switch (lookup.state) {
    case 'idle':
      return null;
    case 'looking':
      return '住所を検索しています…';
    case 'found':
      return lookup.candidates.length > 1
        ? '住所を入力しました。町域が複数あります。該当する町域を選んでください。'
        : '郵便番号から住所を入力しました。番地以降を入力してください。';
    case 'unknown':
      return 'この郵便番号の住所が見つかりませんでした。郵便番号をご確認いただくか、住所を入力してください。';
    case 'failed':
      return '住所を自動入力できませんでした。住所を入力してください。';
  }
}

/**
 * `lookUp(typed)` after every change of the postal-code field; `onFound` receives the places of a
 * 7-digit code once they are known (not for a code replaced meanwhile).
 */
export function usePostalAutofill(api: () => Promise<ApiClient>, onFound: (candidates: readonly PostalAddress[]) => void) {
  const [lookup, setLookup] = useState<PostalLookup>({ state: 'idle' });
  const latest = useRef<string | null>(null);

  const lookUp = useCallback(
    (typed: string) => {
      const code = postalDigits(typed);
      if (code === latest.current) return;
      latest.current = code;
      if (code === null) {
        setLookup({ state: 'idle' });
        return;
      }
      setLookup({ state: 'looking', code });
      void (async () => {
        let next: PostalLookup;
        let candidates: readonly PostalAddress[] = [];
        try {
          candidates = (await (await api()).postalCodes.lookup(code)).data;
          next = candidates.length > 0 ? { state: 'found', code, candidates } : { state: 'unknown', code };
        } catch (error) {
          next = statusOf(error) === 404 ? { state: 'unknown', code } : { state: 'failed', code };
        }
        if (latest.current !== code) return; // the shopper typed another code meanwhile
        setLookup(next);
        if (next.state === 'found') onFound(candidates);
      })();
    },
    [api, onFound],
  );

  return { lookup, lookUp };
}
