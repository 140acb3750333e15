/** The Japanese answers of the shared proofs (developers' refusals stay English). */
import { PROOF_LINK_DAYS } from '@shop/api-contract';
export const PROOF_LINK_MESSAGES = {
  unknownCartProduction: '共有するプリント注文がカートに見つかりません。カートを読み込み直してからお試しください。',
  unknownOrderProduction: '共有する注文の商品が見つかりません。',
  nothingToShow: 'この注文内容では共有できる校正がありません（カラー・サイズやプリント位置が選ばれていません）。',
  notFound: 'この校正の共有リンクは見つかりません。URLが正しいか、共有した方にご確認ください。',
  revoked: 'この校正の共有リンクは、共有した方によって停止されました。新しいリンクを共有した方にお尋ねください。',
  expired: `この校正の共有リンクは有効期限（作成から${PROOF_LINK_DAYS}日）が過ぎています。新しいリンクを共有した方にお尋ねください。`,
  throttled: (seconds: number) =>
    `校正の共有リンクの作成が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度作成いただけます）。`,
} as const;
