/**
 * 「お問い合わせ・メッセージ」 on the order page (issue #30): the order's thread with the shop, oldest
 * first, each message with who wrote it and when (JST), and a box to write to the shop. The shop's
 * messages not read before are marked 「新着」 and reported read once shown
 * (`POST /api/orders/{number}/messages/read`). Loaded in the browser after hydration, like the
 * artwork section; the server's Japanese refusal shows under the box.
 */
import { API_ROUTES, type OrderMessage, type OrderMessageListResponse } from '@shop/api-contract';
import { Button, fieldControl, FormField } from '@shop/ui';
import { ORDER_MESSAGE_LIMITS } from '@shop/validation';
import { browserApi, serverMessageOf, validationErrorsOf } from '@shop/web-state';
import { useEffect, useState } from 'react';
import { NETWORK_FAILED_MESSAGE } from '../routes/account/submit-error.ts';
import { formatDateTime } from './order-format.ts';
import { OrderSection } from './order-section.tsx';
import { muted } from './orders.css.ts';
import { composer, counter, messageAuthor, messageBody, messageList, messageMeta, ownMessage, shopMessage } from './message-thread.css.ts';

function messageOf(error: unknown): string {
  const fields = validationErrorsOf(error);
  const first = fields ? Object.values(fields).flat()[0] : undefined;
  return first ?? serverMessageOf(error) ?? NETWORK_FAILED_MESSAGE;
}

function Message({ message, fresh }: { message: OrderMessage; fresh: boolean }) {
  const own = message.author === 'customer';
  return (
    <li className={own ? ownMessage : shopMessage} data-author={message.author}>
      <p className={messageMeta}>
        <span className={messageAuthor}>{own ? 'あなた' : message.authorLabel}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {own && message.readAt ? <span>ショップ確認済み</span> : null}
        {fresh ? <strong>新着</strong> : null}
      </p>
      <p className={messageBody}>{message.body}</p>
    </li>
  );
}

export function MessageThread({ orderNumber }: { orderNumber: string }) {
  const [messages, setMessages] = useState<OrderMessage[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The shop's messages that were unread when the page showed them (marked 新着 while the page stays).
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const api = await browserApi();
        const answer = (await api.call(API_ROUTES.orderMessages, { params: { number: orderNumber } })) as OrderMessageListResponse;
        if (!current) return;
        setMessages(answer.data);
        const unread = answer.data.filter((m) => m.author === 'staff' && m.readAt === null).map((m) => m.id);
        setFresh(new Set(unread));
        if (unread.length > 0) await api.call(API_ROUTES.orderMessagesRead, { params: { number: orderNumber } });
      } catch {
        if (current) setLoadFailed(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [orderNumber]);

  const length = [...text].length;
  const send = async () => {
    setPending(true);
    setError(undefined);
    setSent(false);
    try {
      const api = await browserApi();
      const answer = (await api.call(API_ROUTES.orderMessageCreate, { params: { number: orderNumber }, body: { body: text } })) as {
        data: OrderMessage;
      };
      setMessages((list) => [...(list ?? []), answer.data]);
      setText('');
      setSent(true);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <OrderSection heading="お問い合わせ・メッセージ">
      <p className={muted}>
        このご注文についてのご質問やご連絡は、こちらからショップへお送りください。ショップからの返信はここに表示され、メールでもお知らせします。
      </p>
      {loadFailed ? <p role="alert">メッセージを読み込めませんでした。ページを再読み込みしてください。</p> : null}
      {messages && messages.length > 0 ? (
        <ol className={messageList} aria-label="メッセージ">
          {messages.map((message) => (
            <Message key={message.id} message={message} fresh={fresh.has(message.id)} />
          ))}
        </ol>
      ) : messages ? (
        <p className={muted}>まだメッセージはありません。</p>
      ) : null}
      <form
        className={composer}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormField
          label="ショップへのメッセージ"
          error={error}
          after={
            <p className={counter} data-over={String(length > ORDER_MESSAGE_LIMITS.bodyMax)} aria-hidden="true">
              {length} / {ORDER_MESSAGE_LIMITS.bodyMax}文字
            </p>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className={fieldControl({ kind: 'textarea' })}
              rows={4}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setSent(false);
              }}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={pending || messages === null || text.trim() === ''}>
            送信する
          </Button>
        </div>
        {sent ? (
          <p role="status" className={muted}>
            メッセージを送信しました。ショップからの返信をお待ちください。
          </p>
        ) : null}
      </form>
    </OrderSection>
  );
}
