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

/** Sent to the new address of an e-mail change: the link that makes it take effect. */
export function emailChangeConfirmMail(to: string, name: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: '【メールアドレス変更】新しいメールアドレスのご確認',
    text: [
      `${name} 様`,
      '',
      'メールアドレス変更のお申し込みを受け付けました。',
      '下記のリンクを開くと、このメールアドレスがログインとご連絡に使われるようになります。',
      'リンクを開くまで、メールアドレスは変更されません。',
      '',
      link,
      '',
      `このリンクの有効期限は${validMinutes}分です。一度使用すると無効になります。`,
      'お心当たりのない場合は、このメールを破棄してください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/** Sent to the old address once an e-mail change took effect. */
export function emailChangedNoticeMail(to: string, name: string, newEmail: string): MailMessage {
  return {
    to,
    subject: '【メールアドレス変更】メールアドレスを変更しました',
    text: [
      `${name} 様`,
      '',
      `ご登録のメールアドレスを ${newEmail} に変更しました。`,
      '今後のログインとご連絡には新しいメールアドレスをお使いください。このアドレスには今後お知らせをお送りしません。',
      '',
      'お心当たりのない場合は、至急お問い合わせフォームからご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/** Sent when the password was changed from the account page. */
export function passwordChangedMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: '【パスワード変更】パスワードを変更しました',
    text: [
      `${name} 様`,
      '',
      'アカウントのパスワードを変更しました。ほかの端末やブラウザでのログインは終了しています。',
      '',
      'お心当たりのない場合は、パスワード再設定の手続きを行い、お問い合わせフォームからご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/** Sent to the address of a closed account, once it is closed. */
export function accountClosedMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: '【退会手続き完了】ご利用ありがとうございました',
    text: [
      `${name} 様`,
      '',
      '退会の手続きが完了しました。これまでのご利用、誠にありがとうございました。',
      '',
      '・お名前、メールアドレス、お届け先、カート、保存したデザインなどの会員情報は削除しました。',
      '・保有ポイントとクーポンは失効しました。',
      '・ご注文の記録は、法令に基づき帳簿として保管します。',
      '',
      '同じメールアドレスで、いつでも新しく会員登録いただけます。',
      SIGNATURE,
    ].join('\n'),
  };
}
