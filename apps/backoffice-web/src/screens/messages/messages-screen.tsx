/**
 * `/admin/messages` (messages.read): the orders with messages, the longest wait on the customer
 * first (the shop's unanswered word, or an art job waiting on their answer: the longer), with the
 * customer's unread messages; each opens its thread. Loaded lazily (not in the first load).
 */
import { type MessageThreadListResponse, WAITING_REASON_LABELS } from '@shop/api-contract/admin';
import { FormAlert } from '@shop/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { admin } from '../../api.ts';
import { problemOf } from '../../errors.ts';
import * as s from '../../styles.css.ts';
import { ListCount, PageButtons } from '../page-buttons.tsx';
import * as t from './messages.css.ts';
import { OrderThread } from './order-thread.tsx';
import { jstMinute, waitedFor } from './waiting.ts';

export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<MessageThreadListResponse | null>(null);
  const [problem, setProblem] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const current = Number(params.get('page') ?? '1') || 1;

  useEffect(() => {
    let live = true;
    admin.messages.threads({ page: current }).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setNow(Date.now());
        setProblem('');
      },
      (error: unknown) => live && setProblem(problemOf(error).message),
    );
    return () => {
      live = false;
    };
  }, [current]);

  const meta = page?.meta;
  const goTo = (n: number) => setParams(new URLSearchParams({ page: String(n) }));
  return (
    <>
      <h1 className={s.title}>メッセージ</h1>
      <p className={s.muted}>
        お客様とのメッセージがあるご注文です。お客様の返信を待っている時間が長い順（ショップが返信してからの時間、またはデータ不備・校正のご返答待ちの長いほう）に並びます。
      </p>
      <FormAlert>{problem}</FormAlert>
      {page ? (
        <>
          <ListCount meta={meta} />
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">ご注文</th>
                <th scope="col">お客様</th>
                <th scope="col">注文の状況</th>
                <th scope="col">お客様の返信待ち</th>
                <th scope="col">未読</th>
                <th scope="col">最新のメッセージ</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((thread) => (
                <tr key={thread.orderNumber} data-order={thread.orderNumber}>
                  <td>
                    <Link to={`/messages/${thread.orderNumber}`}>{thread.orderNumber}</Link>
                  </td>
                  <td>{thread.customerName}</td>
                  <td>{thread.orderStatusLabel}</td>
                  <td data-testid="waiting">
                    {thread.waitingSince && thread.waitingReason ? (
                      <>
                        <strong>{waitedFor(thread.waitingSince, now)}</strong>
                        <br />
                        <span className={s.muted}>
                          {jstMinute(thread.waitingSince)}から・{WAITING_REASON_LABELS[thread.waitingReason]}
                        </span>
                      </>
                    ) : thread.lastAuthor === 'customer' ? (
                      'ショップの返信待ち'
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{thread.unreadCount > 0 ? <span className={t.unread}>{thread.unreadCount}件</span> : 'なし'}</td>
                  <td>
                    {jstMinute(thread.lastMessageAt)}（{thread.lastAuthor === 'customer' ? 'お客様' : 'スタッフ'}・全{thread.messageCount}
                    件）
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.data.length === 0 ? <p className={s.muted}>メッセージのあるご注文はまだありません。</p> : null}
          <PageButtons meta={meta} goTo={goTo} />
        </>
      ) : null}
    </>
  );
}

/** `/admin/messages/:number`: one order's thread. */
export function ThreadScreen({ orderNumber }: { orderNumber: string }) {
  return (
    <>
      <p>
        <Link to="/messages">メッセージ一覧に戻る</Link>
      </p>
      <h1 className={s.title}>ご注文 {orderNumber} のメッセージ</h1>
      <OrderThread orderNumber={orderNumber} />
    </>
  );
}
