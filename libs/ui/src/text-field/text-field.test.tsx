import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField, SelectField, TextField } from './text-field.tsx';

/** The elements an input's `aria-describedby` points at, in order, as text. */
function descriptionOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('TextField', () => {
  it('is named by its label and passes the input attributes through', () => {
    const onChange = vi.fn();
    render(<TextField label="メールアドレス" name="email" type="email" autoComplete="email" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'メールアドレス' }) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    fireEvent.change(input, { target: { value: 'taro@example.jp' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is valid and described by nothing when it has neither hint nor error', () => {
    render(<TextField label="お名前" />);
    const input = screen.getByRole('textbox', { name: 'お名前' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('is described by its hint', () => {
    render(<TextField label="パスワード" type="text" hint="半角英数字10〜32文字" />);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'パスワード' }))).toEqual(['半角英数字10〜32文字']);
  });

  it('marks the input invalid and points aria-describedby at the hint and the error', () => {
    render(<TextField label="メールアドレス" hint="例：taro@example.jp" error="メールアドレスの形式が正しくありません" />);
    const input = screen.getByRole('textbox', { name: 'メールアドレス' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toEqual(['例：taro@example.jp', 'メールアドレスの形式が正しくありません']);
    expect(screen.getByText('メールアドレスの形式が正しくありません').id).toBe(`${input.id}-error`);
  });

  it('keeps the id it is given and derives the message ids from it', () => {
    render(<TextField label="件名" id="inquiry-title" error="件名を入力してください" />);
    const input = screen.getByRole('textbox', { name: '件名' });
    expect(input.id).toBe('inquiry-title');
    expect(input.getAttribute('aria-describedby')).toBe('inquiry-title-error');
  });

  it('reads the required mark as part of the label', () => {
    render(<TextField label="お名前" requiredMark="必須" required />);
    expect(screen.getByRole('textbox', { name: 'お名前必須' })).toBeTruthy();
  });

  it('gives two fields with the same label different ids', () => {
    render(
      <>
        <TextField label="住所" />
        <TextField label="住所" />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: '住所' });
    expect(first?.id).not.toBe(second?.id);
  });
});

describe('FormField', () => {
  it('wires a select the same way, with extra content between the control and the messages', () => {
    render(
      <FormField label="お問い合わせ種別" error="お問い合わせ種別を選択してください" after={<p>補足</p>}>
        {(control) => (
          <select {...control}>
            <option value="">選択してください</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'お問い合わせ種別' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select)).toEqual(['お問い合わせ種別を選択してください']);
    expect(screen.getByText('補足').compareDocumentPosition(screen.getByText('お問い合わせ種別を選択してください'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'tshirt', label: 'Tシャツ' },
    { value: 'hoodie', label: 'パーカー' },
  ];

  it('offers the empty choice first, then the options in order, and reports the choice', () => {
    const onChange = vi.fn();
    render(<SelectField label="アイテム" name="kind" placeholder="選択してください" options={options} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'アイテム' });
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', '選択してください'],
      ['tshirt', 'Tシャツ'],
      ['hoodie', 'パーカー'],
    ]);
    expect(select.getAttribute('name')).toBe('kind');
    fireEvent.change(select, { target: { value: 'hoodie' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('has no empty choice without a placeholder, and is invalid and described by its error', () => {
    render(<SelectField label="アイテム" options={options} error="アイテムを選択してください" defaultValue="tshirt" />);
    const select = screen.getByRole('combobox', { name: 'アイテム' });
    expect(select.querySelectorAll('option')).toHaveLength(2);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('アイテムを選択してください');
  });
});
