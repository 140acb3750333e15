/** The wording of the cart's notices (spec §4 "Cart flags"); 価格変更 is shared with the checkout's confirm page. */
import type { CartFlags } from './cart-model.ts';
import { REVISION_NOTICE } from './revision-notice.ts';

/** The notice of each flag: a short title and what happened. */
export const FLAG_NOTICES: Readonly<Record<keyof CartFlags, { title: string; text: string }>> = {
  // an estimate past its validity comes back from the refresh as stockout too (spec §4)
  stockout: { title: '売り切れ・期限切れ', text: '在庫切れ・販売終了の商品や、有効期限が過ぎたお見積りをカートから削除しました。' },
  shortage: { title: '在庫不足', text: '在庫が足りないため、数量を在庫数まで減らした商品があります。数量をご確認ください。' },
  revision: REVISION_NOTICE,
  expired: {
    title: '再注文の期限切れ',
    text: '商品・カラー・プリント位置の取り扱いが終わったため、再注文をカートから削除しました。新しくご注文ください。',
  },
  syncFailed: {
    title: 'カートの引き継ぎに失敗',
    text: 'ログイン前にカートに入れた商品の一部を、会員のカートに移せませんでした。お手数ですが、もう一度カートに入れてください。',
  },
};
