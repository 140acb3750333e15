import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert.tsx';

describe('FormAlert', () => {
  it('announces an error at once (role="alert")', () => {
    render(<FormAlert>メールアドレスまたはパスワードが正しくありません。</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('メールアドレスまたはパスワードが正しくありません。');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a notice politely (role="status")', () => {
    render(<FormAlert tone="notice">パスワードを再設定しました。</FormAlert>);
    expect(screen.getByRole('status').textContent).toBe('パスワードを再設定しました。');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can take focus from script but is not in the tab order', () => {
    render(<FormAlert>送信できませんでした。</FormAlert>);
    const alert = screen.getByRole('alert');
    expect(alert.tabIndex).toBe(-1);
    alert.focus();
    expect(document.activeElement).toBe(alert);
  });

  it.each([null, undefined, ''])('renders nothing for the message %j', (message) => {
    const { container } = render(<FormAlert>{message}</FormAlert>);
    expect(container.innerHTML).toBe('');
  });

  it('gives the two tones different classes and keeps the caller’s class', () => {
    render(
      <>
        <FormAlert className="extra">エラー</FormAlert>
        <FormAlert tone="notice">お知らせ</FormAlert>
      </>,
    );
    const error = screen.getByRole('alert');
    const notice = screen.getByRole('status');
    expect(error.className.split(' ')).toContain('extra');
    expect(error.className).not.toBe(notice.className.replace(' extra', ''));
  });
});
