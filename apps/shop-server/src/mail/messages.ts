import type { MailMessage } from './mailer.ts';

const SIGNATURE = ['', '--', 'オリジナルプリント専門店', 'このメールは送信専用です。ご返信いただいてもお答えできません。'].join('\n');

/** The password-reset mail: the link and how long it stays valid. */
export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: '【パスワード再設定】パスワード再設定のご案内',
    text: [
      'パスワード再設定のお申し込みを受け付けました。',
      '下記のリンクから新しいパスワードを設定してください。',
      '',
      link,
      '',
      `このリンクの有効期限は${validMinutes}分です。一度使用すると無効になります。`,
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
      SIGNATURE,
    ].join('\n'),
  };
}

export interface InquiryMailInput {
  name: string;
  email: string;
  category: string;
  title: string;
  contents: string;
}

/** The confirmation sent to whoever used the contact form, quoting what they sent. */
export function inquiryConfirmationMail(inquiry: InquiryMailInput, id: number): MailMessage {
  return {
    to: inquiry.email,
    subject: '【お問い合わせ受付】お問い合わせを受け付けました',
    text: [
      `${inquiry.name} 様`,
      '',
      'お問い合わせいただき、ありがとうございます。以下の内容で受け付けました。',
      '担当者より順次ご連絡いたしますので、しばらくお待ちください。',
      '',
      `受付番号: ${id}`,
      `種別: ${inquiry.category}`,
      `件名: ${inquiry.title}`,
      '',
      inquiry.contents,
      SIGNATURE,
    ].join('\n'),
  };
}
