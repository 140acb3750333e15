/**
 * The mails of a BYOB request: the receipt to the requester (with the link to the request, which for
 * a guest carries the token that attaches it to the account they log in or register with), the notice
 * to the shop, and the quote.
 */
import { BYOB_ARRIVAL_METHOD_LABELS, BYOB_GARMENT_KIND_LABELS, BYOB_PLACEMENT_LABELS, BYOB_SIZE_LABELS } from '@shop/order-domain';
import type { MailMessage } from '../mail/mailer.ts';
import type { ByobRow } from './byob-store.ts';

const SIGNATURE = [
  '',
  '--',
  'オリジナルプリント専門店 プリントファクトリー',
  'このメールは送信専用です。ご返信いただいてもお答えできません。',
].join('\n');

/** `2026-12-05` → `2026年12月5日`. */
const day = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

/** The link to the request: `/myaccount/custom_order/{number}`, with `?token=` for a guest's request. */
export function byobLink(publicUrl: string, number: string, token: string | null): string {
  const path = `${publicUrl}/myaccount/custom_order/${number}`;
  return token ? `${path}?${new URLSearchParams({ token }).toString()}` : path;
}

/** What was asked, one line each (the receipt, the shop's notice and the estimate's custom line). */
export function byobSummary(
  request: Pick<ByobRow, 'garment_kind' | 'colors' | 'quantities' | 'quantity' | 'print_method_name' | 'placements'>,
): string[] {
  return [
    `アイテム: ${BYOB_GARMENT_KIND_LABELS[request.garment_kind]}（${request.colors}）`,
    `サイズ・枚数: ${request.quantities.map((q) => `${BYOB_SIZE_LABELS[q.size]} ${q.quantity}枚`).join('、')}（計${request.quantity}枚）`,
    `プリント: ${request.print_method_name} ${request.placements.map((p) => BYOB_PLACEMENT_LABELS[p.placement]).join('・')}`,
  ];
}

/** The receipt sent to whoever sent the request. */
export function byobReceiptMail(request: ByobRow, link: string, isGuest: boolean): MailMessage {
  return {
    to: request.email,
    subject: `【持ち込みプリント】お見積り依頼を受け付けました（${request.number}）`,
    text: [
      `${request.name} 様`,
      '',
      '持ち込みプリントのお見積り依頼をいただき、ありがとうございます。以下の内容で受け付けました。',
      'お見積りができしだい、メールでお知らせいたします。',
      '',
      `受付番号: ${request.number}`,
      ...byobSummary(request),
      `お品物の送り方: ${BYOB_ARRIVAL_METHOD_LABELS[request.arrival_method]}`,
      `到着予定日: ${day(request.arrival_date)}`,
      `ご希望納期: ${day(request.wanted_date)}`,
      '',
      'ご依頼の内容とお見積りは、こちらでご確認いただけます:',
      link,
      ...(isGuest ? ['（会員登録またはログインのうえ開くと、ご依頼がアカウントに登録されます）'] : []),
      SIGNATURE,
    ].join('\n'),
  };
}

/** The notice to the shop: a new request to quote. */
export function byobShopNoticeMail(to: string, request: ByobRow): MailMessage {
  return {
    to,
    subject: `[BYOB] new request ${request.number}`,
    text: [
      `受付番号: ${request.number}`,
      `お名前: ${request.name}（${request.email} / ${request.phone}）`,
      ...byobSummary(request),
      `お品物の送り方: ${BYOB_ARRIVAL_METHOD_LABELS[request.arrival_method]} ${day(request.arrival_date)}着`,
      `ご希望納期: ${day(request.wanted_date)}`,
      request.notes ? `備考: ${request.notes}` : '',
      '',
      `quote with: npm run admin -- quote-byob ${request.number} --price <yen> --lead-days <n>`,
    ].join('\n'),
  };
}

/** The quote, sent to the requester. */
export function byobQuoteMail(request: ByobRow, link: string, quote: { price: number; leadDays: number; note: string }): MailMessage {
  return {
    to: request.email,
    subject: `【持ち込みプリント】お見積りができました（${request.number}）`,
    text: [
      `${request.name} 様`,
      '',
      `お見積り依頼（${request.number}）のお見積りができました。`,
      '',
      ...byobSummary(request),
      `お見積り金額: ${yen(quote.price)}（税込・送料別）`,
      `製作日数: お品物の到着後 ${quote.leadDays}営業日`,
      ...(quote.note ? [`備考: ${quote.note}`] : []),
      '',
      'この見積もりで注文する場合は、こちらから「この見積もりで注文する」を押してください:',
      link,
      SIGNATURE,
    ].join('\n'),
  };
}
