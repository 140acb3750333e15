/**
 * The mails of the order messages (issue #30): the shop's reply to the customer (the text and a link
 * to the order page, where they answer: the mail itself cannot be answered), and the customer's
 * message to the shop's mailbox (the text and a link to the thread in the back office). Neither
 * carries anything the link does not already need a login for, beyond the message itself.
 */
import type { MailMessage } from './mailer.ts';

const SIGNATURE = ['', '--', 'オリジナルプリント専門店', 'このメールは送信専用です。ご返信いただいてもお答えできません。'].join('\n');

/** The text quoted line by line (`> `), so a mail reader tells it from the mail's own words. */
const quote = (body: string) => body.split('\n').map((line) => (line === '' ? '>' : `> ${line}`));

/** To the customer: the shop wrote about their order. */
export function staffMessageMail(input: { to: string; name: string; orderNumber: string; body: string; orderUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `【ショップからのメッセージ】ご注文 ${input.orderNumber}`,
    text: [
      `${input.name} 様`,
      '',
      `ご注文 ${input.orderNumber} について、ショップからメッセージが届きました。`,
      '',
      ...quote(input.body),
      '',
      'ご返信は、ご注文ページの「お問い合わせ・メッセージ」からお送りください（ログインが必要です）。',
      input.orderUrl,
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the shop's mailbox: a customer wrote about their order. */
export function customerMessageMail(input: {
  to: string;
  customerName: string;
  orderNumber: string;
  body: string;
  threadUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `【お客様からのメッセージ】ご注文 ${input.orderNumber}`,
    text: [
      `${input.customerName} 様から、ご注文 ${input.orderNumber} についてメッセージが届きました。`,
      '',
      ...quote(input.body),
      '',
      '管理画面のメッセージから返信してください（スタッフのログインが必要です）。',
      input.threadUrl,
    ].join('\n'),
  };
}
