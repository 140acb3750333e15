import type { HTMLAttributes, ReactNode } from 'react';
import { formAlert } from './form-alert.css.ts';

export type FormAlertProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'role' | 'children'> & {
  /** `error` (default) is announced at once (`role="alert"`); `notice` politely (`role="status"`). */
  tone?: 'error' | 'notice';
  /** The message (Japanese, from the caller). Nothing is rendered while it is empty. */
  children?: ReactNode;
};

/**
 * The message for a whole form (e.g. 「ログインに失敗しました」 or 「パスワードを再設定しました」). It is
 * focusable from script (`tabIndex={-1}`), so a form can move focus to it after a failed submit.
 */
export function FormAlert({ tone = 'error', children, className, ...props }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      className={[formAlert({ tone }), className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </p>
  );
}
