/**
 * The mails of the artwork loop (issue #30): one per change the customer must hear of — the proof
 * to answer, データ不備 with its reasons and deadline, the reminder, a new version or change request
 * received, ready for production with the recounted shipping date, and the deadline rule applied.
 */
import type { ArtEffect } from '@shop/artwork-domain';
import { mailHtml, type MailPicture } from './mail-html.ts';
import type { MailMessage } from './mailer.ts';

const SIGNATURE = ['', '--', 'オリジナルプリント専門店', 'このメールは送信専用です。ご返信いただいてもお答えできません。'].join('\n');

/** What every artwork mail names: who, which order and placement, and where to answer. */
export interface ArtMailInput {
  to: string;
  name: string;
  orderNumber: string;
  productionNumber: string;
  /** the placement's name (A4 前面) */
  placement: string;
  /** the order page in the account */
  orderUrl: string;
  /** the production's mock-up on the placement's side (the design on the garment, absolute URL); absent: a text-only mail */
  mockup?: MailPicture | null;
}

/** The artwork loop's effects that are a mail to the customer (artwork-domain's ArtEffect `mail_*`). */
export type ArtMailKind = Extract<ArtEffect, `mail_${string}`>;

/** Whether an effect of a transition is a mail to the customer. */
export const isArtMail = (effect: ArtEffect): effect is ArtMailKind => effect.startsWith('mail_');

/** What a mail adds to its kind: the reasons, the deadline, the shipping date sentence, the rule. */
export interface ArtMailDetails {
  reasons?: readonly string[];
  /** 'YYYY-MM-DD' */
  deadline?: string | null;
  /** describeShipDateRecount's sentence */
  shipDate?: string | null;
  /** the deadline rule (DEADLINE_RULE_TEXT with the shop's days) */
  rule?: string;
}

const SUBJECTS: Readonly<Record<ArtMailKind, string>> = {
  mail_proof: '【校正のご確認のお願い】',
  mail_data_defects: '【入稿データ不備のお知らせ】',
  mail_reminder: '【ご確認のお願い（再送）】',
  mail_version_received: '【再入稿を受け付けました】',
  mail_changes_received: '【修正のご依頼を受け付けました】',
  mail_ready: '【製作待ちになりました】',
  mail_proceeded_as_is: '【期限を過ぎたため現在のデータで製作します】',
  mail_cancelled: '【期限を過ぎたためご注文をキャンセルしました】',
};

const BODIES: Readonly<Record<ArtMailKind, string>> = {
  mail_proof:
    '校正（仕上がりイメージ）をご用意しました。ご注文ページでご確認のうえ、「この内容で進める」か「修正を依頼する」をお選びください。',
  mail_data_defects:
    '入稿いただいたデータに、このままでは印刷できない点（または仕上がりに影響する点）がありました。ご注文ページから修正したデータを再入稿してください。',
  mail_reminder: 'ご返答をお待ちしているプリント箇所があります。期限までにご注文ページからご返答ください。',
  mail_version_received: '新しいデータを受け付けました。スタッフが確認し、結果をメールでお知らせします。',
  mail_changes_received: '校正への修正のご依頼を受け付けました。スタッフが対応し、新しい校正をお送りします。',
  mail_ready: 'データの確認が完了し、製作待ちになりました。',
  mail_proceeded_as_is: 'ご返答の期限を過ぎたため、ご案内のとおり現在のデータ（校正）の内容で製作します。',
  mail_cancelled: 'ご返答の期限を過ぎ、印刷できないデータのままのため、ご案内のとおりご注文をキャンセルし、代金を全額返金します。',
};

/** `12月7日` from 'YYYY-MM-DD'. */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The mail of one artwork change (with an HTML part showing the design on the garment when `input.mockup` is given). */
export function artworkMail(kind: ArtMailKind, input: ArtMailInput, details: ArtMailDetails = {}): MailMessage {
  const head = [`${input.name} 様`, '', BODIES[kind], '', `ご注文番号: ${input.orderNumber}`];
  const placement = [`製作番号: ${input.productionNumber}`, `プリント箇所: ${input.placement}`];
  const rest: string[] = [];
  if (details.reasons && details.reasons.length > 0) rest.push('', '■ 不備の内容', ...details.reasons.map((r) => `・${r}`));
  if (details.deadline) rest.push('', `ご返答の期限: ${monthDay(details.deadline)}`);
  if (details.shipDate) rest.push('', details.shipDate);
  if (details.rule && (kind === 'mail_proof' || kind === 'mail_data_defects' || kind === 'mail_reminder')) {
    rest.push('', '■ 期限までにご返答がない場合', details.rule);
  }
  rest.push('', 'ご注文ページ:', input.orderUrl, SIGNATURE);
  const subject = `${SUBJECTS[kind]}ご注文 ${input.orderNumber}（${input.placement}）`;
  const text = [...head, ...placement, ...rest].join('\n');
  if (!input.mockup) return { to: input.to, subject, text };
  // The HTML part shows the placement's design on the garment beside its name (issue #30).
  return {
    to: input.to,
    subject,
    text,
    html: mailHtml({ title: subject, before: head, rows: [{ picture: input.mockup, lines: placement }], after: rest }),
  };
}
