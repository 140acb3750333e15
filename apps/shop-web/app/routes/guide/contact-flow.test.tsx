import { answer, type FakeApi } from '@shop/web-state/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guideApi } from '../../guide/testing/guide-api.ts';
import { guideRoutes } from '../../guide/testing/guide-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import * as confirmInquiry from './confirm-inquiry.tsx';

const FIELDS = { name: /^お名前/, email: /^メールアドレス/, title: /^件名/, contents: /^お問い合わせ内容/ } as const;

function renderContact(fake: FakeApi = guideApi(), url = '/info/contactus') {
  const view = renderRoutes(guideRoutes(fake), url, { fake });
  return { ...view, fake };
}

const box = (name: keyof typeof FIELDS) => screen.getByRole('textbox', { name: FIELDS[name] }) as HTMLInputElement;
const category = () => screen.getByRole('combobox', { name: /^お問い合わせ種別/ }) as HTMLSelectElement;

/** Fills the form with valid values. */
async function fillForm() {
  await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
  fireEvent.change(box('name'), { target: { value: '山田 太郎' } });
  fireEvent.change(box('email'), { target: { value: 'taro@example.jp' } });
  fireEvent.change(category(), { target: { value: 'delivery' } });
  fireEvent.change(box('title'), { target: { value: '納期について' } });
  fireEvent.change(box('contents'), { target: { value: '100枚の場合の納期を教えてください。\nよろしくお願いします。' } });
}

/** The form's submit button once the form is interactive (it is disabled until then). */
async function submitButton() {
  const button = (await screen.findByRole('button', { name: '入力内容を確認する' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

async function goToConfirm() {
  fireEvent.click(await submitButton());
  return screen.findByRole('heading', { level: 1, name: '入力内容の確認' });
}

/** The confirmation page's list of values as `label: value` lines. */
function reviewed() {
  const list = document.querySelector('dl');
  return [...(list?.querySelectorAll('dt') ?? [])].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('contact form', () => {
  it('has a labelled control for every field, with the intro from the API above it', async () => {
    renderContact();
    expect(await screen.findByText('お問い合わせの本文です。')).toBeTruthy();
    for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) expect(box(name).required).toBe(true);
    expect([...category().options].map((option) => option.text)).toEqual([
      '選択してください',
      'ご注文について',
      'お見積もりについて',
      'プリントについて',
      'デザインツールについて',
      '配送について',
      'カタログ・資料請求',
      'その他',
    ]);
  });

  it('checks a field when it loses focus and shows the message under it', async () => {
    renderContact();
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    fireEvent.blur(box('email'));
    expect(screen.queryByText('メールアドレスを入力してください')).toBeTruthy();
    fireEvent.change(box('email'), { target: { value: 'taro@' } });
    const message = screen.getByText('メールアドレスの形式が正しくありません');
    expect(box('email').getAttribute('aria-invalid')).toBe('true');
    expect(box('email').getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    // Fields not visited yet stay quiet.
    expect(screen.queryByText('お名前を入力してください')).toBeNull();
    fireEvent.change(box('email'), { target: { value: 'taro@example.jp' } });
    expect(screen.queryByText('メールアドレスの形式が正しくありません')).toBeNull();
    expect(box('email').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks every field on submit, says how many need fixing and moves focus to the first', async () => {
    renderContact();
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    fireEvent.change(box('title'), { target: { value: 'あ'.repeat(101) } });
    fireEvent.click(await submitButton());
    expect(screen.getByRole('alert').textContent).toBe('入力内容に誤りがあります（5件）。各項目のメッセージをご確認ください。');
    for (const text of [
      'お名前を入力してください',
      'メールアドレスを入力してください',
      'お問い合わせ種別を選択してください',
      '件名は1文字以上100文字以下で入力してください',
      'お問い合わせ内容を入力してください',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(box('name'));
    expect(screen.queryByRole('heading', { name: '入力内容の確認' })).toBeNull();
  });

  it('never submits on the Enter that confirms an IME conversion, and submits on a plain Enter', async () => {
    renderContact();
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    fireEvent.change(box('name'), { target: { value: 'やまだ' } });
    // Chrome/Firefox flag the composing key press; Safari sends keyCode 229 after compositionend.
    expect(fireEvent.keyDown(box('name'), { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(box('name'), { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fireEvent.keyDown(box('name'), { key: 'Enter', keyCode: 13 })).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('4件');
  });

  it('goes to the confirmation page on Enter once everything is valid', async () => {
    renderContact();
    await fillForm();
    // Enter submits once the form is interactive (its button is disabled until then).
    await submitButton();
    fireEvent.keyDown(box('title'), { key: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('heading', { level: 1, name: '入力内容の確認' })).toBeTruthy();
  });

  it('counts the characters of the contents as the rule does', async () => {
    renderContact();
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    fireEvent.change(box('contents'), { target: { value: '😀'.repeat(3) } });
    expect(await screen.findByText('3 / 2000文字')).toBeTruthy();
  });

  it('fills in a catalogue request from the catalogue page link', async () => {
    renderContact(guideApi(), '/info/contactus?topic=catalog');
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    await waitFor(() => expect(box('title').value).toBe('カタログ・生地見本の請求'));
    expect(category().value).toBe('catalog');
  });
});

describe('confirm and send', () => {
  it('confirms, goes back keeping every value, then sends and thanks with the reference number', async () => {
    const { fake } = renderContact();
    await fillForm();
    await goToConfirm();
    expect(reviewed()).toEqual([
      'お名前: 山田 太郎',
      'メールアドレス: taro@example.jp',
      'お問い合わせ種別: 配送について',
      '件名: 納期について',
      'お問い合わせ内容: 100枚の場合の納期を教えてください。\nよろしくお願いします。',
    ]);

    fireEvent.click(screen.getByRole('link', { name: '入力画面に戻る' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    expect([box('name').value, box('email').value, category().value, box('title').value]).toEqual([
      '山田 太郎',
      'taro@example.jp',
      'delivery',
      '納期について',
    ]);
    expect(box('contents').value).toBe('100枚の場合の納期を教えてください。\nよろしくお願いします。');

    await goToConfirm();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    const thanks = await screen.findByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' });
    // The thanks page focuses its heading in an effect after it mounts.
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText('「77」')).toBeTruthy();
    const posted = fake.requests.filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(await posted[0]?.json()).toEqual({
      name: '山田 太郎',
      email: 'taro@example.jp',
      category: 'delivery',
      title: '納期について',
      contents: '100枚の場合の納期を教えてください。\nよろしくお願いします。',
    });

    // The next inquiry starts from an empty form.
    fireEvent.click(within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getByRole('link', { name: 'お問い合わせ' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    expect(box('name').value).toBe('');
  });

  it('takes the server’s field messages (422) back to the form, under their fields', async () => {
    const fake = guideApi({
      'POST /api/inquiries': () =>
        answer(422, { message: 'メールアドレスの形式が正しくありません', errors: { email: ['メールアドレスの形式が正しくありません'] } }),
    });
    renderContact(fake);
    await fillForm();
    await goToConfirm();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    expect(screen.getByRole('alert').textContent).toBe(
      '送信した内容に誤りがありました。各項目のメッセージをご確認のうえ、修正してください。',
    );
    const message = screen.getByText('メールアドレスの形式が正しくありません');
    expect(box('email').getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    // The form focuses the first field with a server message in an effect after it mounts.
    await waitFor(() => expect(document.activeElement).toBe(box('email')));
    expect(box('name').value).toBe('山田 太郎');
    fireEvent.change(box('email'), { target: { value: 'taro@example.com' } });
    expect(screen.queryByText('メールアドレスの形式が正しくありません')).toBeNull();
  });

  it.each([
    [
      () => new Response(JSON.stringify({ message: 'Too Many Attempts.' }), { status: 429, headers: { 'Retry-After': '30' } }),
      '30秒ほど待ってから',
    ],
    [
      () => answer(503, { message: 'end planned: 2023-10-07 17:00:00' }),
      'ただいまメンテナンス中のため送信できません（end planned: 2023-10-07 17:00:00）',
    ],
    [
      () => {
        throw new TypeError('Failed to fetch');
      },
      '通信できませんでした',
    ],
  ])('explains failure %# on the confirmation page and keeps the input for another try', async (failure, text) => {
    let calls = 0;
    const fake = guideApi({
      'POST /api/inquiries': () => {
        calls += 1;
        return calls === 1 ? failure() : Response.json({ data: { id: 78 } }, { status: 201 });
      },
    });
    renderContact(fake);
    await fillForm();
    await goToConfirm();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(alert.textContent).toContain('入力内容はそのまま残っています。');
    expect(reviewed()[0]).toBe('お名前: 山田 太郎');
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' })).toBeTruthy();
    expect(screen.getByText('「78」')).toBeTruthy();
  });
});

describe('visiting the confirmation page directly', () => {
  it('is redirected to the form by the server (no values reach it)', () => {
    let thrown: unknown;
    try {
      confirmInquiry.loader();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/info/contactus');
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });

  it('goes back to the form in the browser when nothing was entered', async () => {
    renderContact(guideApi(), '/info/confirm_inquiry');
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'お問い合わせの手順' }))
        .getByText('1. 入力')
        .getAttribute('aria-current'),
    ).toBe('step');
  });
});
