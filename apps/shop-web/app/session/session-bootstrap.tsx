/**
 * Runs the session and cart rules when the page loads (mounted once from root.tsx after hydration,
 * and loaded then: the cart store, its storage parser and the session rules are not part of the
 * page's first JavaScript):
 * - the guest cart is read, and reset when corrupt (with a notice) or older than 7 days;
 * - the load-time rules for a logged-in customer, on the first load and after each navigation
 *   (they call the server only when the last sync or cart load is over an hour old);
 * - a 401 from any API call logs the customer out of the client-side session;
 * - the top bar's cart dot (`cartBadgeShownAtom`, a plain atom) follows the carts (`cartBadgeAtom`).
 */
import {
  cartBadgeAtom,
  cartBadgeShownAtom,
  guestCartNoticeAtom,
  loadGuestCartAtom,
  onUnauthenticated,
  resyncSessionAtom,
  signOutOnUnauthenticatedAtom,
} from '@shop/web-state';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notice, noticeClose, noticeText } from './session-bootstrap.css.ts';

/** The notice shown once when a stored guest cart could not be read and was emptied. */
export const CORRUPT_CART_NOTICE =
  '保存されていたカートの内容を読み込めなかったため、カートを空にしました。お手数ですが、商品をもう一度カートに入れてください。';

function GuestCartNotice() {
  const [pending, setPending] = useAtom(guestCartNoticeAtom);
  if (pending !== 'corrupt') return null;
  return (
    <div className={notice} role="status">
      <p className={noticeText}>{CORRUPT_CART_NOTICE}</p>
      <button type="button" className={noticeClose} onClick={() => setPending(null)}>
        閉じる
      </button>
    </div>
  );
}

/** The session and cart bootstrap; renders only the one-time guest cart notice. */
export function SessionBootstrap() {
  const loadGuestCart = useSetAtom(loadGuestCartAtom);
  const resync = useSetAtom(resyncSessionAtom);
  const signOut = useSetAtom(signOutOnUnauthenticatedAtom);
  const { pathname } = useLocation();

  useEffect(() => {
    loadGuestCart();
  }, [loadGuestCart]);

  useEffect(() => {
    void resync();
  }, [resync, pathname]);

  useEffect(() => onUnauthenticated(signOut), [signOut]);

  const badge = useAtomValue(cartBadgeAtom);
  const setBadgeShown = useSetAtom(cartBadgeShownAtom);
  useEffect(() => setBadgeShown(badge), [badge, setBadgeShown]);

  return <GuestCartNotice />;
}
