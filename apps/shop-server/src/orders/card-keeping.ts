/**
 * Keeping the card entered at checkout for next time (issue #32, 「このカードを次回も使う」): the
 * saved-card service stores it exactly as `/myaccount/payments` does (the gateway's reference, the
 * same MAX_SAVED_CARDS limit, the first card the default), but only once the payment's authorisation
 * succeeded (after 3-D Secure when there is a challenge), and once: the payment row's `save_card` is
 * claimed by one caller (requested → saving) before the gateway is asked, and the gateway keeps the
 * card of a charge at most once. A crash between the claim and the end leaves the card unsaved, never
 * saved twice.
 */
import { KEEP_CARD_LABEL, MAX_SAVED_CARDS } from '@shop/api-contract';
import { savedCardService } from '../saved-cards/saved-card-service.ts';
import { choiceRefused } from './order-errors.ts';
import { claimCardKeeping, finishCardKeeping } from './order-payment-store.ts';
import type { OrderServiceDeps } from './order-transitions.ts';

/** Refused before any charge when the customer already keeps the most cards. */
export const CARD_KEEPING_FULL_MESSAGE = `登録できるカードは${MAX_SAVED_CARDS}枚までのため、このカードは保存できません。「${KEEP_CARD_LABEL}」のチェックを外してご注文いただくか、マイページの「お支払い方法」で使わないカードを削除してください。`;

/** The card keeping of one database, clock and gateway. */
export function cardKeeping({ db, now, payments }: Pick<OrderServiceDeps, 'db' | 'now' | 'payments'>) {
  const cards = savedCardService(db, now, payments);
  return {
    /** 422 on `save_card` when the customer may keep no more cards (checked before the card is charged). */
    async checkRoom(customerId: number): Promise<void> {
      if (!(await cards.hasRoom(customerId))) throw choiceRefused('save_card', CARD_KEEPING_FULL_MESSAGE);
    },

    /**
     * Keeps the card of an order whose authorisation succeeded, when the shopper asked for it and
     * nobody kept it yet; never throws (the order stands whatever becomes of the card).
     */
    async keepAfterSuccess(customerId: number, orderId: number): Promise<void> {
      try {
        const reference = await claimCardKeeping(db, orderId);
        if (reference === null) return;
        const kept = await cards.saveFromCharge(customerId, reference);
        await finishCardKeeping(db, orderId, kept.ok);
        if (!kept.ok) console.error(`[shop-server] keeping the card of order ${orderId} failed: ${kept.error.type}`);
      } catch (error) {
        console.error(`[shop-server] keeping the card of order ${orderId} failed:`, error);
      }
    },
  };
}
