/**
 * What a customer does with an estimate: download its PDF 見積書 (a plain link: the session cookie
 * goes along) and put it into the cart at its total, which is refused, with the reason shown, once it
 * expired or was ordered.
 */
import type { Estimate } from '@shop/api-contract';
import { API_ROUTES } from '@shop/api-contract';
import { button, Button, FormAlert } from '@shop/ui';
import { browserApi, loadServerCartAtom, serverMessageOf } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { NETWORK_FAILED_MESSAGE } from '../routes/account/submit-error.ts';
import { estimatePdfPath } from './estimate-trail.ts';
import { actions, refusal as refusalClass } from './estimates.css.ts';

export function EstimateActions({ estimate }: { estimate: Pick<Estimate, 'number' | 'refusal'> }) {
  const navigate = useNavigate();
  const loadCart = useSetAtom(loadServerCartAtom);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const reasonId = useId();

  const putInCart = async () => {
    setPending(true);
    setMessage(null);
    try {
      const api = await browserApi();
      await api.call(API_ROUTES.estimateCart, { params: { number: estimate.number } });
      // The cart page shows the server cart: reload it (a failed reload only leaves it to the page).
      await loadCart().catch(() => null);
      void navigate('/cart');
    } catch (failure) {
      setMessage(serverMessageOf(failure) ?? NETWORK_FAILED_MESSAGE);
      setPending(false);
    }
  };

  return (
    <div>
      <div className={actions}>
        <a
          className={button({ variant: 'outline', size: 'md' })}
          href={estimatePdfPath(estimate.number)}
          download={`${estimate.number}.pdf`}
        >
          PDFをダウンロード
        </a>
        <Button
          variant="primary"
          disabled={pending || estimate.refusal !== null}
          aria-describedby={estimate.refusal !== null ? reasonId : undefined}
          onClick={() => void putInCart()}
        >
          {pending ? 'カートに入れています…' : 'カートに入れる'}
        </Button>
      </div>
      {estimate.refusal !== null ? (
        <p id={reasonId} className={refusalClass}>
          {estimate.refusal}
        </p>
      ) : null}
      <FormAlert>{message}</FormAlert>
    </div>
  );
}
