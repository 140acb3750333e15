import { useEffect, useMemo, useState } from 'react';
import { cardSessionOpen, createSendCard } from './card-gateway.ts';

/**
 * A card form's gateway session `token`: what sends the card to the gateway, and whether the
 * session is still open (null until the gateway has answered or when it could not tell), so that an
 * expired or unknown session is said before the shopper types a card into it.
 */
export function useCardSession(token: string) {
  const sendCard = useMemo(() => createSendCard(), []);
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void cardSessionOpen(token).then((answer) => {
      if (current) setOpen(answer);
    });
    return () => {
      current = false;
    };
  }, [token]);
  return { sendCard, open };
}
