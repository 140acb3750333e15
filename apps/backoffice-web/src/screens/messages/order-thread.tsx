/**
 * `OrderThread({ orderNumber })`: one order's thread with the customer (issue #30), for the messages
 * screen and any screen that shows an order (the order detail embeds it). Every message with who
 * and when (JST) and whether the other side read it, since when the order waits on the customer,
 * and, for a role with `messages.send`, the reply box with the template picker (a template fills the
 * box; the staff member edits it before sending). The customer's unread messages are marked read
 * once shown. Without `messages.send` there is no reply box (the server refuses with 403 anyway).
 */
import { type MessageTemplate, type MessageThread, WAITING_REASON_LABELS } from '@shop/api-contract/admin';
import { Button, fieldControl, FormAlert, FormField } from '@shop/ui';
import { ORDER_MESSAGE_LIMITS } from '@shop/validation';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { admin } from '../../api.ts';
import { problemOf } from '../../errors.ts';
import { staffAtom } from '../../state/staff.ts';
import * as s from '../../styles.css.ts';
import * as t from './messages.css.ts';
import { jstMinute, waitedFor } from './waiting.ts';

type Message = MessageThread['messages'][number];

function ThreadMessage({ message }: { message: Message }) {
  const fromCustomer = message.author === 'customer';
  return (
    <li className={fromCustomer ? t.customerMessage : t.staffMessage} data-author={message.author}>
      <p className={t.meta}>
        <strong>{fromCustomer ? `お客様（${message.authorLabel}）` : `スタッフ（${message.authorLabel}）`}</strong>
        <time dateTime={message.createdAt}>{jstMinute(message.createdAt)}</time>
        <span>{message.readAt ? `${fromCustomer ? 'ショップ' : 'お客様'}既読 ${jstMinute(message.readAt)}` : '未読'}</span>
      </p>
      <p className={t.body}>{message.body}</p>
    </li>
  );
}

/** The template picker and the reply box. */
function ReplyBox({ orderNumber, onSent }: { orderNumber: string; onSent: (message: Message) => void }) {
  const [templates, setTemplates] = useState<MessageTemplate[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState({ message: '', field: '' });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const pickerId = useId();

  useEffect(() => {
    let live = true;
    admin.messages.templates(orderNumber).then(
      (answer) => live && setTemplates(answer.data),
      (error: unknown) => live && setProblem({ message: problemOf(error).message, field: '' }),
    );
    return () => {
      live = false;
    };
  }, [orderNumber]);

  async function send() {
    setPending(true);
    setDone(false);
    setProblem({ message: '', field: '' });
    try {
      const answer = await admin.messages.reply(orderNumber, text);
      onSent(answer.data);
      setText('');
      setDone(true);
    } catch (error) {
      const found = problemOf(error);
      setProblem({ message: found.fields['body'] ? '' : found.message, field: found.fields['body'] ?? '' });
    } finally {
      setPending(false);
    }
  }

  const length = [...text].length;
  return (
    <form
      className={t.reply}
      aria-label="お客様への返信"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className={s.fieldLabel}>
        <label htmlFor={pickerId}>テンプレート</label>
        <select
          id={pickerId}
          className={s.select}
          value=""
          onChange={(event) => {
            const chosen = templates.find((template) => template.id === event.target.value);
            if (chosen) {
              setText(chosen.body);
              setDone(false);
            }
          }}
        >
          <option value="">テンプレートを選ぶ（入力欄に入ります）</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label="返信"
        error={problem.field || undefined}
        hint={`お客様にメールでもお知らせします（ご注文ページへのリンク付き）。${length} / ${ORDER_MESSAGE_LIMITS.bodyMax}文字`}
      >
        {(control) => (
          <textarea
            {...control}
            className={fieldControl({ kind: 'textarea' })}
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setDone(false);
            }}
          />
        )}
      </FormField>
      <FormAlert>{problem.message}</FormAlert>
      <div className={s.actions}>
        <Button type="submit" disabled={pending || text.trim() === ''}>
          返信を送信する
        </Button>
        {done ? (
          <span role="status" className={s.muted}>
            送信しました。お客様にメールでお知らせしました。
          </span>
        ) : null}
      </div>
    </form>
  );
}

export function OrderThread({ orderNumber }: { orderNumber: string }) {
  const staff = useAtomValue(staffAtom);
  const [thread, setThread] = useState<MessageThread | null>(null);
  const [problem, setProblem] = useState('');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    admin.messages.thread(orderNumber).then(
      async (answer) => {
        if (!live) return;
        setThread(answer.data);
        setNow(Date.now());
        setProblem('');
        if (answer.data.messages.some((m) => m.author === 'customer' && m.readAt === null)) {
          const marked = await admin.messages.markRead(orderNumber).then(
            () => true,
            () => false,
          );
          // Shown as read from now on (the server keeps the time of this call).
          const at = new Date().toISOString();
          if (marked && live)
            setThread((current) =>
              current
                ? { ...current, messages: current.messages.map((m) => (m.author === 'customer' && !m.readAt ? { ...m, readAt: at } : m)) }
                : current,
            );
        }
      },
      (error: unknown) => live && setProblem(problemOf(error).message),
    );
    return () => {
      live = false;
    };
  }, [orderNumber]);

  const maySend = staff?.permissions.includes('messages.send') ?? false;
  // Another order's thread (the component was given a new number) is not shown while this one loads.
  const shown = thread?.orderNumber === orderNumber ? thread : null;
  return (
    <section className={t.thread} aria-label={`ご注文 ${orderNumber} のメッセージ`}>
      <FormAlert>{problem}</FormAlert>
      {shown ? (
        <>
          <p className={s.muted}>
            {shown.customerName} 様・{shown.orderStatusLabel}
          </p>
          {shown.waitingSince && shown.waitingReason ? (
            <p className={t.waiting} data-testid="waiting">
              お客様の返信待ち {waitedFor(shown.waitingSince, now)}（{jstMinute(shown.waitingSince)}から・
              {WAITING_REASON_LABELS[shown.waitingReason]}）
            </p>
          ) : null}
          {shown.messages.length > 0 ? (
            <ol className={t.list} aria-label="メッセージ">
              {shown.messages.map((message) => (
                <ThreadMessage key={message.id} message={message} />
              ))}
            </ol>
          ) : (
            <p className={s.muted}>このご注文にはまだメッセージがありません。</p>
          )}
          {maySend ? (
            <ReplyBox
              orderNumber={orderNumber}
              onSent={(message) =>
                setThread((current) =>
                  current
                    ? {
                        ...current,
                        messages: [...current.messages, message],
                        // An older wait (an art job's, an earlier unanswered reply) stays the one shown.
                        waitingSince: current.waitingSince ?? message.createdAt,
                        waitingReason: current.waitingReason ?? 'message',
                      }
                    : current,
                )
              }
            />
          ) : (
            <p className={s.muted}>この権限ではメッセージを閲覧のみできます（返信はできません）。</p>
          )}
        </>
      ) : null}
    </section>
  );
}
