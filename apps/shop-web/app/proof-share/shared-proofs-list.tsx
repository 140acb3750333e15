/**
 * 「共有中の校正」: the caller's shared proofs (a customer's in the account, a guest session's on the
 * cart page), newest first, each with where it was made, its dates and 「停止する」. Links that no
 * longer open are listed as stopped or expired, without the button. The token is never listed: the
 * shop keeps only its hash.
 */
import { Button } from '@shop/ui';
import { useCallback, useEffect, useState } from 'react';
import { failureText, isOpen, linkDates, linkOrigin, listProofLinks, type ProofLinkSummary, revokeProofLink } from './proof-links.ts';
import * as css from './proof-share.css.ts';

export interface SharedProofsListProps {
  /** Bumped by the page when a link was made elsewhere on it: the list reads the links again. */
  round?: number;
  /** Show only the links still open (the cart page); the account lists every link. */
  openOnly?: boolean;
  /** What to show when there is no link (nothing when absent). */
  empty?: string;
  /** The heading, when the list has one of its own (the cart page). */
  heading?: string;
}

export function SharedProofsList({ round = 0, openOnly = false, empty, heading }: SharedProofsListProps) {
  // The links as read, with when they were read (epoch ms: which of them are still open).
  const [read, setRead] = useState<{ links: ProofLinkSummary[]; at: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [ownRound, setOwnRound] = useState(0);
  useEffect(() => {
    let current = true;
    listProofLinks().then(
      (list) => {
        if (current) setRead({ links: list, at: Date.now() });
      },
      () => {
        if (current) setMessage('共有中の校正を読み込めませんでした。ページを再読み込みしてください。');
      },
    );
    return () => {
      current = false;
    };
  }, [round, ownRound]);
  const revoke = useCallback(async (link: ProofLinkSummary) => {
    try {
      await revokeProofLink(link.id);
      setMessage(`「${link.productName}」の共有リンクを停止しました。`);
      setOwnRound((n) => n + 1);
    } catch (error) {
      setMessage(failureText(error, 'リンクを停止できませんでした。'));
    }
  }, []);

  const links = read?.links ?? null;
  const now = read?.at ?? 0;
  const shown = (links ?? []).filter((link) => !openOnly || isOpen(link, now));
  if (links !== null && shown.length === 0 && !empty && !message) return null;
  return (
    <section aria-label={heading ?? '共有中の校正'}>
      {heading ? <h2 className={css.heading}>{heading}</h2> : null}
      {message ? (
        <p className={css.status} role="status">
          {message}
        </p>
      ) : null}
      {links === null ? null : shown.length === 0 ? (
        <p className={css.note}>{empty}</p>
      ) : (
        <ul className={css.linkList}>
          {shown.map((link) => (
            <li key={link.id} className={css.linkItem}>
              <p className={css.linkTitle}>
                {link.productName}（{link.printMethodName}・{link.quantity}枚）
              </p>
              <p className={css.note}>
                {linkOrigin(link)}から共有・{linkDates(link, now)}
              </p>
              {isOpen(link, now) ? (
                <div className={css.linkActions}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => void revoke(link)}
                    aria-label={`「${link.productName}」の共有リンクを停止する`}
                  >
                    停止する
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
