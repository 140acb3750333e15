/**
 * Step 3 of a reorder: the server's price of the choice (spec §9: garments, print charge, wrapping,
 * colour change, new plates when the old ones were not kept, total with the tax it contains), then
 * into the cart (`cart_reorder`) or written as an estimate (見積書).
 */
import { API_ROUTES, type ReorderDetail, type ReorderQuote } from '@shop/api-contract';
import { Button } from '@shop/ui';
import { browserApi, loadServerCartAtom } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { CHARGE_LABELS } from '../orders/order-lines.tsx';
import { type ReorderChoice, reorderRequestOf, reorderStepPath } from './reorder-choice.ts';
import { reorderMessageOf, useReorderQuote } from './reorder-quote.ts';
import {
  breakdown,
  breakdownTerm,
  breakdownValue,
  colorBlock,
  colorTitle,
  error as errorClass,
  fieldset,
  intro,
  legend,
  stack,
  summaryBar,
  swatch,
  totalTerm,
  totalValue,
} from './reorder.css.ts';

/** What the confirm step says about plates and the data fee, by the production's plates. */
const PLATES_NOTE: Readonly<Record<ReorderDetail['plates'], string>> = {
  kept: '保管している版でプリントするため、版代とデータ作成費はかかりません。',
  new: '版を新しく作るため、版代（今日の料金）がかかります。データは前回承認されたものを使うため、データ作成費はかかりません。',
  none: '前回承認されたデータでプリントするため、データ作成費はかかりません。',
};

/**
 * The §9 breakdown of a priced reorder, with the order pages' labels (CHARGE_LABELS): garments and
 * print charges always, colour changes always (0 says the inks are kept), the other parts when charged.
 */
export function ReorderBreakdown({ quote }: { quote: ReorderQuote }) {
  const always = new Set<string>(['garments', 'printCharges', 'colorChangeCharges']);
  const rows = CHARGE_LABELS.filter(([part]) => always.has(part) || quote.charges[part] > 0).map(
    ([part, name]) => [name, quote.charges[part]] as const,
  );
  return (
    <dl className={breakdown} aria-label="再注文の料金の内訳">
      {rows.map(([name, amount]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt className={breakdownTerm}>{name}</dt>
          <dd className={breakdownValue}>{formatYen(amount)}</dd>
        </div>
      ))}
      <dt className={totalTerm}>合計（税込）</dt>
      <dd className={totalValue}>{formatYen(quote.total)}</dd>
      <dt className={breakdownTerm}>内消費税</dt>
      <dd className={breakdownValue}>{formatYen(quote.tax)}</dd>
    </dl>
  );
}

export function ReorderConfirm({ reorder, choice }: { reorder: ReorderDetail; choice: ReorderChoice }) {
  const navigate = useNavigate();
  const loadCart = useSetAtom(loadServerCartAtom);
  const [actionMessage, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const body = reorderRequestOf(
    choice,
    reorder.prints.map((p) => p.printSpecId),
  );
  const bodyKey = JSON.stringify(body);
  const priced = useReorderQuote(reorder.number, body);

  const run = async (what: 'cart' | 'estimate') => {
    setPending(true);
    setMessage(null);
    try {
      const api = await browserApi();
      if (what === 'cart') {
        await api.call(API_ROUTES.cartReorderCreate, { body: { number: reorder.number, ...(JSON.parse(bodyKey) as object) } });
        await loadCart();
        void navigate('/cart');
      } else {
        const answer = (await api.call(API_ROUTES.reorderEstimate, {
          params: { number: reorder.number },
          body: JSON.parse(bodyKey) as object,
        })) as { data: { number: string } };
        void navigate(`/myaccount/estimates/${answer.data.number}`);
      }
    } catch (error) {
      setMessage(reorderMessageOf(error));
      setPending(false);
    }
  };

  // The price of the current choice (an older answer is not shown while the new one is on its way).
  const quote = priced.quote;
  const message = actionMessage ?? priced.message;
  const estimateFirst = choice.mode === 'estimate';
  return (
    <div className={stack}>
      {message ? (
        <p className={errorClass} role="alert">
          {message}
        </p>
      ) : null}
      {quote === null ? (
        message ? null : (
          <p aria-live="polite">料金を計算しています…</p>
        )
      ) : (
        <>
          <section className={fieldset} aria-labelledby="reorder-items-title">
            <h2 id="reorder-items-title" className={legend}>
              カラー・サイズ・数量（合計 {quote.quantity}点）
            </h2>
            {quote.itemGroups.map((group) => (
              <div key={group.color.id} className={colorBlock}>
                <p className={colorTitle}>
                  <span className={swatch} style={{ background: group.color.hex }} aria-hidden="true" />
                  {group.color.name}
                </p>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.skuId}>
                      {item.size} × {item.quantity}点（1点 {formatYen(item.basePrice + item.printCharge + item.wrappingCharge)}）
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <section className={fieldset} aria-labelledby="reorder-prints-title">
            <h2 id="reorder-prints-title" className={legend}>
              プリント
            </h2>
            <ul>
              {quote.prints.map((print) => (
                <li key={print.printSpecId}>
                  {print.position} {print.size}：
                  {print.inks ? `インクの色を変更（${print.inks.map((i) => i.name).join('・')}）` : '前回と同じインクの色'}
                  {print.colorChangeFrequency > 0 ? `／色替え代 ${formatYen(print.colorChangeCharge * print.colorChangeFrequency)}` : ''}
                  {print.plateCharge > 0 ? `／新しい版の版代 ${formatYen(print.plateCharge)}` : ''}
                </li>
              ))}
            </ul>
            <p className={intro}>{PLATES_NOTE[reorder.plates]}</p>
          </section>
          <section className={fieldset} aria-labelledby="reorder-price-title">
            <h2 id="reorder-price-title" className={legend}>
              料金
            </h2>
            <ReorderBreakdown quote={quote} />
            <p className={intro}>送料は別途（¥20,000以上で無料）。価格はご注文時点の商品価格で計算しています。</p>
          </section>
          <div className={summaryBar}>
            <Link to={reorderStepPath(reorder.number, 'print-color', choice)}>インクの色を変える</Link>
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
              <Button variant={estimateFirst ? 'outline' : 'primary'} disabled={pending} onClick={() => void run('cart')}>
                カートに入れる
              </Button>
              <Button variant={estimateFirst ? 'primary' : 'outline'} disabled={pending} onClick={() => void run('estimate')}>
                見積書にする
              </Button>
            </span>
          </div>
        </>
      )}
    </div>
  );
}
