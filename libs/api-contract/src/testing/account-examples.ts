/**
 * Wire examples of the account calls (issue #14; spread into `WIRE_EXAMPLES`): a customer who
 * asked to move to a new address and subscribed to the newsletter.
 */
import type {
  AccountClosureResponseWire,
  AccountNameRequestWire,
  AccountWire,
  CancelMembershipRequestWire,
  EmailChangeRequestWire,
  NewsletterRequestWire,
  PasswordChangeRequestWire,
} from '../schemas/account.ts';

const account: AccountWire = {
  name: '山田 太郎',
  name_kana: 'ヤマダ\u3000タロウ',
  email: 'taro@example.jp',
  newsletter: { subscribed: true, changed_at: '2026-11-20T03:00:00.000Z' },
  pending_email: { email: 'taro.yamada@example.jp', expires_at: '2026-11-28T03:00:00.000Z' },
  created_at: '2026-04-01T00:00:00.000Z',
};

const nameBody: AccountNameRequestWire = { name: '山田 花子', name_kana: 'ヤマダ\u3000ハナコ' };
const emailBody: EmailChangeRequestWire = { email: 'taro.yamada@example.jp', current_password: 'password1234' };
const passwordBody: PasswordChangeRequestWire = {
  current_password: 'password1234',
  password: 'newpassword5678',
  password_confirmation: 'newpassword5678',
};
const newsletterBody: NewsletterRequestWire = { subscribed: false };
const closeBody: CancelMembershipRequestWire = { current_password: 'password1234' };
const closure: AccountClosureResponseWire = {
  data: { closable: false, blocking_orders: [{ number: 'PF-2026-000123', status: 'in_production', status_label: '製作中' }] },
};

export const ACCOUNT_WIRE_EXAMPLES = {
  account: { response: { data: account } },
  accountName: { request: nameBody, response: { data: { ...account, ...nameBody } } },
  accountEmail: { request: emailBody, response: { data: account } },
  accountEmailConfirm: {
    request: { token: 'a5f1c0de9b8e4f2a9d7c6b5a4e3f2d1c' },
    response: { data: { ...account, email: 'taro.yamada@example.jp', pending_email: null } },
  },
  accountEmailCancel: { response: undefined },
  accountPassword: {
    request: passwordBody,
    response: { message: 'パスワードを変更しました。ほかの端末やブラウザでのログインは終了しました。' },
  },
  accountNewsletter: {
    request: newsletterBody,
    response: { data: { ...account, newsletter: { subscribed: false, changed_at: '2026-11-27T03:00:00.000Z' } } },
  },
  accountClosure: { response: closure },
  accountClose: { request: closeBody, response: { message: '退会の手続きが完了しました。ご利用ありがとうございました。' } },
};
