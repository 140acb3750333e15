/**
 * `/admin/orders/:number` (orders.read): one order as the staff need it. Status and shipping date
 * (recounted once the artwork is approved, with why), the lines with their productions and
 * placements, the payment, the customer with the address book, the art jobs in the staff's words
 * with whose turn it is and for how long, the message thread with the customer, and the whole
 * history. Prices are shown, never edited.
 */
import type { AdminOrderDetail } from '@shop/api-contract/admin';
import type { OrderLine } from '@shop/api-contract';
import { FormAlert, InkSwatches, swatchSetsOf } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { admin } from '../api.ts';
import { problemOf } from '../errors.ts';
import { jstMinute, shortDate, waitedFor, yen } from '../orders/format.ts';
import * as o from '../orders/orders.css.ts';
import { staffAtom } from '../state/staff.ts';
import * as s from '../styles.css.ts';
import { OrderThread } from './messages/order-thread.tsx';

type Address = AdminOrderDetail['customer']['addresses'][number];
const addressText = (a: Address) =>
  `〒${a.postalCode.slice(0, 3)}-${a.postalCode.slice(3)} ${a.prefecture}${a.city}${a.town}${a.street}${a.building ? ` ${a.building}` : ''}`;

/** The order's message thread with the customer (issue #30 "Messages"), for roles that read messages. */
function OrderMessages({ orderNumber }: { orderNumber: string }) {
  const staff = useAtomValue(staffAtom);
  if (!staff?.permissions.includes('messages.read')) return null;
  return (
    <section className={o.section} aria-labelledby="messages-heading">
      <h2 id="messages-heading" className={s.subtitle}>
        メッセージ
      </h2>
      <OrderThread orderNumber={orderNumber} />
    </section>
  );
}

function LineRow({ line }: { line: OrderLine }) {
  if (line.kind === 'item') {
    return (
      <tr>
        <td>{line.position}</td>
        <td>
          {line.product.name}（{line.color.name} / {line.size.name}）
        </td>
        <td>{line.quantity}枚</td>
        <td>—</td>
        <td>{yen(line.subtotal)}</td>
      </tr>
    );
  }
  if (line.kind === 'custom') {
    return (
      <tr>
        <td>{line.position}</td>
        <td>
          {line.title}（持ち込み {line.requestNumber}）
          <br />
          <span className={s.muted}>{line.description.join(' / ')}</span>
        </td>
        <td>{line.quantity}枚</td>
        <td>—</td>
        <td>{yen(line.subtotal)}</td>
      </tr>
    );
  }
  const p = line.production;
  return (
    <tr>
      <td>{line.position}</td>
      <td>
        {p.product.name}
        <br />
        <span className={s.muted}>
          {p.number} ・{' '}
          {p.itemGroups.map((g) => `${g.color.name}（${g.items.map((i) => `${i.size.name}×${i.quantity}`).join('、')}）`).join(' / ')}
        </span>
      </td>
      <td>{p.quantity}枚</td>
      <td>
        {p.printMethod.name}
        <ul className={o.preview}>
          {p.prints.map((print) => (
            <li key={print.printSpec.id}>
              {print.printSpec.name}
              {print.size ? `（${print.size}）` : ''}
              {p.printMethod.slug === 'silkscreen' ? ` ${print.plates}版` : ''}
              {print.inkSets && print.inkSets.length > 0 ? (
                <>
                  {' '}
                  <InkSwatches
                    sets={swatchSetsOf(
                      print.inkSets,
                      p.itemGroups.map((g) => g.color),
                    )}
                  />
                </>
              ) : null}
            </li>
          ))}
        </ul>
        {p.dataCheckStatusLabel ? <span className={s.muted}>データ確認：{p.dataCheckStatusLabel}</span> : null}
      </td>
      <td>{yen(line.subtotal)}</td>
    </tr>
  );
}

export function OrderDetailScreen() {
  const { number = '' } = useParams();
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [problem, setProblem] = useState('');
  const [now] = useState(() => Date.now());

  useEffect(() => {
    admin.orders.show(number).then(
      (answer) => setDetail(answer.data),
      (error: unknown) => setProblem(problemOf(error).message),
    );
  }, [number]);

  if (!detail) {
    return (
      <>
        <p>
          <Link to="/orders">受注一覧へ戻る</Link>
        </p>
        <h1 className={s.title}>注文 {number}</h1>
        <FormAlert>{problem}</FormAlert>
      </>
    );
  }
  const { order, customer, history, artJobs, shipDateRecount, overdue } = detail;
  const payment = order.payment;

  return (
    <>
      <p>
        <Link to="/orders">受注一覧へ戻る</Link>
      </p>
      <h1 className={s.title}>
        注文 {order.number} <span className={o.badge[order.status]}>{order.statusLabel}</span>
      </h1>
      <dl className={o.definition}>
        <dt>注文日時</dt>
        <dd>{jstMinute(order.placedAt)}</dd>
        <dt>出荷予定日</dt>
        <dd className={overdue ? o.late : undefined}>
          {shortDate(order.shipDate)}
          {overdue ? (
            <>
              {' '}
              <span className={o.lateBadge}>期限超過</span>
            </>
          ) : null}
          {shipDateRecount ? (
            <>
              <br />
              <span className={s.muted}>{shipDateRecount.reason}</span>
            </>
          ) : null}
        </dd>
        <dt>お届け希望</dt>
        <dd>
          {order.deliveryDate ? shortDate(order.deliveryDate) : '指定なし'}
          {order.deliverySlot ? ` ${order.deliverySlot}` : ''}
        </dd>
        {order.proof ? (
          <>
            <dt>校正</dt>
            <dd>{order.proof === 'skipped' ? '校正なしで進める' : '校正を確認する'}</dd>
          </>
        ) : null}
        {order.trackingNumber ? (
          <>
            <dt>配送</dt>
            <dd>
              {order.carrierLabel} {order.trackingNumber}
            </dd>
          </>
        ) : null}
      </dl>

      <section className={o.section} aria-labelledby="lines-heading">
        <h2 id="lines-heading" className={s.subtitle}>
          ご注文内容
        </h2>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">商品</th>
              <th scope="col">数量</th>
              <th scope="col">プリント</th>
              <th scope="col">小計</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <LineRow key={line.position} line={line} />
            ))}
          </tbody>
        </table>
        <dl className={o.definition}>
          <dt>商品合計</dt>
          <dd>{yen(order.goodsTotal)}</dd>
          <dt>送料</dt>
          <dd>{yen(order.shippingFee)}</dd>
          {order.couponDiscount > 0 ? (
            <>
              <dt>クーポン{order.couponLabel ? `（${order.couponLabel}）` : ''}</dt>
              <dd>−{yen(order.couponDiscount)}</dd>
            </>
          ) : null}
          {order.pointsUsed > 0 ? (
            <>
              <dt>ポイント</dt>
              <dd>−{yen(order.pointsUsed)}</dd>
            </>
          ) : null}
          <dt>合計（税込）</dt>
          <dd>
            <strong>{yen(order.total)}</strong>（うち消費税 {yen(order.tax)}）
          </dd>
        </dl>
      </section>

      <div className={o.detailGrid}>
        <section className={o.card} aria-labelledby="payment-heading">
          <h2 id="payment-heading" className={s.subtitle}>
            お支払い
          </h2>
          <dl className={o.definition}>
            <dt>方法</dt>
            <dd>
              {payment.methodLabel}
              {payment.brand ? `（${payment.brand.toUpperCase()} ****${payment.last4 ?? ''}）` : ''}
            </dd>
            <dt>状況</dt>
            <dd>{payment.statusLabel}</dd>
            <dt>金額</dt>
            <dd>{yen(payment.amount)}</dd>
            {payment.transferDueDate ? (
              <>
                <dt>振込期限</dt>
                <dd>{shortDate(payment.transferDueDate)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={o.card} aria-labelledby="customer-heading">
          <h2 id="customer-heading" className={s.subtitle}>
            お客様
          </h2>
          <dl className={o.definition}>
            <dt>お名前</dt>
            <dd>
              {customer.name}
              {customer.nameKana ? `（${customer.nameKana}）` : ''}
              {customer.closed ? '（退会済み）' : ''}
            </dd>
            <dt>メール</dt>
            <dd>{customer.email}</dd>
            <dt>お届け先</dt>
            <dd>
              {order.address.name}（{order.address.nameKana}）
              <br />
              {addressText(order.address)}
              <br />
              電話 {order.address.phone}
            </dd>
          </dl>
          {customer.addresses.length > 0 ? (
            <>
              <h3 className={s.muted}>アドレス帳（{customer.addresses.length}件）</h3>
              <ul className={o.preview}>
                {customer.addresses.map((a, i) => (
                  <li key={i}>
                    {a.name} {addressText(a)} 電話 {a.phone}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      <section className={o.section} aria-labelledby="art-heading">
        <h2 id="art-heading" className={s.subtitle}>
          入稿データ（プリント箇所ごと）
        </h2>
        {artJobs.length === 0 ? (
          <p className={s.muted}>この注文には確認する入稿データがありません。</p>
        ) : (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">製作番号・箇所</th>
                <th scope="col">状態</th>
                <th scope="col">待ち</th>
                <th scope="col">版</th>
                <th scope="col">不備の理由</th>
              </tr>
            </thead>
            <tbody>
              {artJobs.map((job) => (
                <tr key={job.id}>
                  <td>
                    {job.productionNumber}
                    <br />
                    {job.placementName}
                  </td>
                  <td>{job.statusLabel}</td>
                  <td>
                    {job.waitingOn === 'staff' ? 'スタッフ' : job.waitingOn === 'customer' ? 'お客様' : '—'}
                    {job.waitingSince ? `（${waitedFor(job.waitingSince, now)}）` : ''}
                    {job.deadline ? (
                      <>
                        <br />
                        期限 {shortDate(job.deadline)}
                      </>
                    ) : null}
                  </td>
                  <td>
                    第{job.latestVersion}版 {job.latestFileName}
                  </td>
                  <td>{job.reasons.join('、') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <OrderMessages orderNumber={order.number} />

      <section className={o.section} aria-labelledby="history-heading">
        <h2 id="history-heading" className={s.subtitle}>
          履歴
        </h2>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">日時（JST）</th>
              <th scope="col">ステータス</th>
              <th scope="col">操作した人</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
          <tbody>
            {history.map((line, i) => (
              <tr key={i}>
                <td>{jstMinute(line.at)}</td>
                <td>{line.statusLabel}</td>
                <td>{line.actorLabel}</td>
                <td>{line.note ?? (line.artwork ? '入稿データ' : 'ステータス変更')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
