/**
 * 「お問い合わせ・メッセージ」 on the order page (issue #30): the thread with who and when (JST), the
 * shop's unread replies marked 新着 and reported read once shown, a message sent and listed, and the
 * server's Japanese refusal under the box.
 */
import type { OrderMessageWire } from '@shop/api-contract';
import { answer, createFakeApi } from '@shop/web-state/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageThread } from './message-thread.tsx';

const state = vi.hoisted(() => ({ api: undefined as unknown }));
vi.mock('@shop/web-state', async (original) => ({ ...(await original<object>()), browserApi: () => Promise.resolve(state.api) }));

const NUMBER = 'PF-2026-000123';
const question: OrderMessageWire = {
  id: 1,
  author: 'customer',
  author_label: '山田 太郎',
  body: '発送日を教えてください。\n急ぎです。',
  created_at: '2026-12-03T01:00:00.000Z',
  read_at: '2026-12-03T01:30:00.000Z',
};
const reply: OrderMessageWire = {
  id: 2,
  author: 'staff',
  author_label: 'プリントファクトリー',
  body: '12月9日に発送します。',
  created_at: '2026-12-03T02:05:00.000Z',
  read_at: null,
};

function renderThread(messages: OrderMessageWire[], post: () => Response = () => answer(201, { data: { ...question, id: 3 } })) {
  const fake = createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
    [`GET /api/orders/${NUMBER}/messages`]: { data: messages },
    [`POST /api/orders/${NUMBER}/messages/read`]: () => new Response(null, { status: 204 }),
    [`POST /api/orders/${NUMBER}/messages`]: post,
  });
  state.api = fake.api;
  render(<MessageThread orderNumber={NUMBER} />);
  return fake;
}

const calls = (fake: { requests: Request[] }, key: string) =>
  fake.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === key).length;

describe('MessageThread', () => {
  it('lists who wrote each message and when (JST); the shop’s unread reply is 新着 and reported read once', async () => {
    const fake = renderThread([question, reply]);
    const list = await screen.findByRole('list', { name: 'メッセージ' });
    const [mine, theirs] = within(list).getAllByRole('listitem');
    expect(mine?.textContent).toContain('あなた');
    expect(mine?.textContent).toContain('2026年12月3日 10:00');
    expect(mine?.textContent).toContain('ショップ確認済み');
    expect(theirs?.textContent).toContain('プリントファクトリー');
    expect(theirs?.textContent).toContain('2026年12月3日 11:05');
    expect(theirs?.textContent).toContain('新着');
    await waitFor(() => expect(calls(fake, `POST /api/orders/${NUMBER}/messages/read`)).toBe(1));
  });

  it('nothing unread: no read call; an empty thread says so', async () => {
    const fake = renderThread([]);
    expect(await screen.findByText('まだメッセージはありません。')).toBeTruthy();
    expect(calls(fake, `POST /api/orders/${NUMBER}/messages/read`)).toBe(0);
  });

  it('sends the text and lists the answer; the server’s refusal shows under the box in Japanese', async () => {
    let refuse = true;
    const fake = renderThread([], () =>
      refuse
        ? answer(422, {
            message: 'メッセージは2000文字以下で入力してください',
            errors: { body: ['メッセージは2000文字以下で入力してください'] },
          })
        : answer(201, { data: { ...question, id: 9, body: '色の変更はできますか？', read_at: null } }),
    );
    await screen.findByText('まだメッセージはありません。');
    const box = screen.getByLabelText('ショップへのメッセージ');
    fireEvent.change(box, { target: { value: 'あ'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('メッセージは2000文字以下で入力してください')).toBeTruthy();
    refuse = false;
    fireEvent.change(box, { target: { value: '色の変更はできますか？' } });
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect((await screen.findByRole('status')).textContent).toBe('メッセージを送信しました。ショップからの返信をお待ちください。');
    expect(within(screen.getByRole('list', { name: 'メッセージ' })).getByRole('listitem').textContent).toContain('色の変更はできますか？');
    expect((box as HTMLTextAreaElement).value).toBe('');
    const sent = fake.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === `/api/orders/${NUMBER}/messages`);
    expect(sent).toHaveLength(2);
    expect(await sent[1]?.clone().json()).toEqual({ body: '色の変更はできますか？' });
  });
});
