/**
 * The mails of an order (sent through the Mailer port: the outbox, or SMTP): the confirmation with
 * the order's summary, the transfer instructions of a bank transfer and the link to the order page,
 * and the shipping notice with the carrier's tracking link.
 */
import type { OrderWire } from '@shop/api-contract';
import { formatOrderDate } from '@shop/order-domain';
import { CARD_BRAND_NAMES } from '@shop/payment-card';
import { mailHtml, type MailPicture, type MailPictureRow } from '../mail/mail-html.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { productionMockupAlt } from './order-wire.ts';

const SIGNATURE = ['', '--', 'オリジナルプリント専門店', 'このメールは送信専用です。ご返信いただいてもお答えできません。'].join('\n');

const YEN = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
/** `¥12,870` */
const yen = (amount: number) => YEN.format(amount);

/** The page of the order in the account area. */
export function orderPageUrl(publicUrl: string, number: string): string {
  return `${publicUrl}/myaccount/orders/${encodeURIComponent(number)}`;
}

/** `2026年11月24日 12:00` in shop time (JST). */
function placedAt(iso: string): string {
  const jst = new Date(Date.parse(iso) + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日 ${pad(jst.getUTCHours())}:${pad(jst.getUTCMinutes())}`;
}

function paymentLine(order: OrderWire): string {
  const { payment } = order;
  if (payment.method === 'card' && payment.brand && payment.last4) {
    return `${payment.method_label}（${CARD_BRAND_NAMES[payment.brand]} 下4桁 ${payment.last4}）`;
  }
  return payment.method_label;
}

function lineText(line: OrderWire['lines'][number]): string {
  if (line.kind === 'item') {
    const wrapping = line.wrapping ? `、${line.wrapping.name}` : '';
    return `・${line.product.name}（${line.color.name} / ${line.size.name}${wrapping}） × ${line.quantity}  ${yen(line.subtotal)}`;
  }
  if (line.kind === 'custom') return `・${line.title}（${line.request_number}） ${line.quantity}枚  ${yen(line.subtotal)}`;
  const p = line.production;
  const places = p.prints.map((print) => print.print_spec.name).join('・');
  return `・${p.product.name} ${p.print_method.name}プリント（${places}） ${p.quantity}枚  ${yen(line.subtotal)}${p.number ? `\n  製作番号: ${p.number}` : ''}`;
}

/** The catalogue's garment picture as PNG (mail clients may not draw WebP): `/api/images/products/{code}/{colorId}.png`. */
const pngPicture = (image: string | null) =>
  image ? image.replace(/^(\/api\/images\/products\/[^/]+\/[0-9]+)\.(?:webp|svg)$/, '$1.png') : null;

/**
 * The picture of a line in a mail: a production's mock-up (the design on the garment, issue #30)
 * when it has artwork, else the garment; a BYOB line has none.
 */
export function linePicture(line: OrderWire['lines'][number], publicUrl: string): MailPicture | null {
  if (line.kind === 'custom') return null;
  if (line.kind === 'item') {
    const src = pngPicture(line.product.image);
    return src ? { src: `${publicUrl}${src}`, alt: `${line.product.name}（${line.color.name}）` } : null;
  }
  const p = line.production;
  const color = p.item_groups[0]?.color.name ?? '';
  if (p.mockup_url) return { src: `${publicUrl}${p.mockup_url}`, alt: productionMockupAlt(p) };
  const src = pngPicture(p.product.image);
  return src ? { src: `${publicUrl}${src}`, alt: `${p.product.name}（${color}）` } : null;
}

/** The order's lines as the HTML mail lists them: picture and text. */
function lineRows(order: OrderWire, publicUrl: string): MailPictureRow[] {
  return order.lines.map((line) => ({ picture: linePicture(line, publicUrl), lines: lineText(line).replace(/^・/, '').split('\n') }));
}

function addressText(order: OrderWire): string[] {
  const a = order.address;
  const postal = `〒${a.postal_code.slice(0, 3)}-${a.postal_code.slice(3)}`;
  return [
    `${postal} ${a.prefecture}${a.city}${a.town}${a.street}${a.building ? ` ${a.building}` : ''}`,
    ...(a.company ? [a.company] : []),
    `${a.name} 様（${a.phone}）`,
  ];
}

/** The order confirmation: summary, amounts, delivery, payment (with transfer instructions) and the link. */
export function orderConfirmationMail(to: { name: string; email: string }, order: OrderWire, publicUrl: string): MailMessage {
  const transfer =
    order.payment.method === 'bank_transfer' && order.payment.bank_account
      ? [
          '',
          '■ お振込みのご案内',
          `お振込先: ${order.payment.bank_account.bank_name} ${order.payment.bank_account.branch_name} ${order.payment.bank_account.account_type} ${order.payment.bank_account.account_number}`,
          `口座名義: ${order.payment.bank_account.account_holder}`,
          `お振込金額: ${yen(order.total)}`,
          ...(order.payment.transfer_due_date ? [`お振込期限: ${formatOrderDate(order.payment.transfer_due_date)}`] : []),
          '※振込手数料はお客様のご負担となります。ご依頼人名はご注文者様のお名前でお願いいたします。',
          '※ご入金を確認してから製作・発送の準備に入ります。期限までにご入金が確認できない場合、ご注文を取り消すことがあります。',
        ]
      : [];
  const before = [
    `${to.name} 様`,
    '',
    'この度はご注文いただき、ありがとうございます。以下の内容でご注文を承りました。',
    '',
    `ご注文番号: ${order.number}`,
    `ご注文日時: ${placedAt(order.placed_at)}`,
    `お支払い方法: ${paymentLine(order)}`,
    `発送予定日: ${formatOrderDate(order.ship_date)}`,
    `お届け希望日: ${order.delivery_date ? formatOrderDate(order.delivery_date) : '指定なし（最短）'}`,
    `お届け時間帯: ${order.delivery_slot ?? '指定なし'}`,
    '',
    '■ ご注文内容',
  ];
  const after = [
    '',
    `商品合計: ${yen(order.goods_total)}`,
    `送料: ${order.shipping_fee === 0 ? '無料' : yen(order.shipping_fee)}`,
    `合計（税込）: ${yen(order.total)}（内消費税 ${yen(order.tax)}）`,
    '',
    '■ お届け先',
    ...addressText(order),
    ...transfer,
    '',
    'ご注文の詳細と配送状況はこちらからご確認いただけます。',
    orderPageUrl(publicUrl, order.number),
    SIGNATURE,
  ];
  const subject = `【ご注文受付】ご注文ありがとうございます（${order.number}）`;
  return {
    to: to.email,
    subject,
    text: [...before, ...order.lines.map(lineText), ...after].join('\n'),
    // The same mail with each line's picture: the design on the garment for a print (issue #30).
    html: mailHtml({ title: subject, before, rows: lineRows(order, publicUrl), after }),
  };
}

/** The shipping notice: carrier, tracking number and the tracking link (when the carrier has one). */
export function shippingMail(to: { name: string; email: string }, order: OrderWire, publicUrl: string): MailMessage {
  return {
    to: to.email,
    subject: `【発送のお知らせ】ご注文の商品を発送しました（${order.number}）`,
    text: [
      `${to.name} 様`,
      '',
      'ご注文の商品を発送いたしました。お届けまで今しばらくお待ちください。',
      '',
      `ご注文番号: ${order.number}`,
      `配送業者: ${order.carrier_label ?? '未定'}`,
      `お問い合わせ伝票番号: ${order.tracking_number ?? 'なし'}`,
      ...(order.tracking_url ? [`配送状況の確認: ${order.tracking_url}`] : []),
      `お届け希望日: ${order.delivery_date ? formatOrderDate(order.delivery_date) : '指定なし（最短）'}`,
      '',
      '■ お届け先',
      ...addressText(order),
      '',
      'ご注文の詳細はこちらからご確認いただけます。',
      orderPageUrl(publicUrl, order.number),
      SIGNATURE,
    ].join('\n'),
  };
}
