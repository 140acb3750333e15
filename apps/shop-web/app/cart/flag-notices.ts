/** The wording of the cart's notices (spec §4 "Cart flags"), shared with the checkout's confirm page. */
import type { CartFlags } from './cart-model.ts';

/** The notice of each flag: a short title and what happened. */
export const FLAG_NOTICES: Readonly<Record<keyof CartFlags, { title: string; text: string }>> = {
  stockout: { title: '売り切れ', text: '在庫切れ・販売終了のため、カートから削除した商品があります。' },
  shortage: { title: '在庫不足', text: '在庫が足りないため、数量を在庫数まで減らした商品があります。数量をご確認ください。' },
  revision: { title: '価格変更', text: '価格が変更された商品があります。最新の価格をご確認ください。' },
  expired: { title: '有効期限切れ', text: '有効期限が切れた再注文をカートから削除しました。' },
  syncFailed: {
    title: 'カートの引き継ぎに失敗',
    text: 'ログイン前にカートに入れた商品の一部を、会員のカートに移せませんでした。お手数ですが、もう一度カートに入れてください。',
  },
};
