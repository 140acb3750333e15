/**
 * The estimate buttons of a print order's price panel: 「見積書を保存」 for a logged-in customer (an
 * estimate of the order as the server prices it, then a link to it) and 「見積書PDFをダウンロード」 for
 * everyone (a guest's quote is not saved). The browser sends what was chosen; the server prices it.
 */
import { API_ROUTES } from '@shop/api-contract';
import { createRequestOf, type Production } from '@shop/cart-domain';
import { Button, FormAlert } from '@shop/ui';
import { browserApi, loggedInAtom, serverMessageOf } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { downloadBlob } from '../api/download-blob.ts';
import { NETWORK_FAILED_MESSAGE } from '../routes/account/submit-error.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import { estimatePath } from './estimate-trail.ts';
import { quoteButtons, quoteName, quoteNameInput, saved as savedClass } from './estimates.css.ts';

/** The name the downloaded PDF gets. */
export const QUOTE_PDF_FILENAME = 'お見積書.pdf';

export function QuoteButtons({ production }: { production: Production }) {
  const hydrated = useHydrated();
  const loggedIn = useAtomValue(loggedInAtom);
  const [pending, setPending] = useState<'save' | 'pdf' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [savedNumber, setSavedNumber] = useState<string | null>(null);
  const [name, setName] = useState('');
  const nameId = useId();

  const run = async (what: 'save' | 'pdf') => {
    setPending(what);
    setMessage(null);
    try {
      const api = await browserApi();
      const body = createRequestOf(production);
      if (what === 'save') {
        const answer = await api.call(API_ROUTES.estimateCreate, { body });
        setSavedNumber(answer.data.number);
      } else {
        const pdf = await api.call(API_ROUTES.quotePdf, { body: { ...body, name: name.trim() } });
        downloadBlob(pdf, QUOTE_PDF_FILENAME);
      }
    } catch (failure) {
      setMessage(serverMessageOf(failure) ?? NETWORK_FAILED_MESSAGE);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={quoteButtons}>
      {!loggedIn ? (
        <div className={quoteName}>
          <label htmlFor={nameId}>見積書の宛名（任意）</label>
          <input
            id={nameId}
            className={quoteNameInput}
            type="text"
            maxLength={60}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      ) : null}
      {loggedIn ? (
        <Button
          type="button"
          variant="outline"
          disabled={!hydrated || pending !== null}
          aria-busy={pending === 'save' || undefined}
          onClick={() => void run('save')}
        >
          見積書を保存
        </Button>
      ) : null}
      <Button
        type="button"
        variant="outline"
        disabled={!hydrated || pending !== null}
        aria-busy={pending === 'pdf' || undefined}
        onClick={() => void run('pdf')}
      >
        見積書PDFをダウンロード
      </Button>
      {savedNumber ? (
        <p className={savedClass} role="status">
          <span>見積書を保存しました（見積番号 {savedNumber}）。</span>
          <Link to={estimatePath(savedNumber)}>保存した見積書を見る</Link>
        </p>
      ) : null}
      <FormAlert>{message}</FormAlert>
    </div>
  );
}
