/**
 * Step 3 of a reorder: the server's price of the choice (spec §9: garments, print charge, wrapping,
 * colour change, total with the tax it contains; plates are kept, so none are charged), then into the
 * cart (`cart_reorder`) or written as an estimate (見積書).
 */
import { API_ROUTES, type ReorderDetail, type ReorderQuote } from '@shop/api-contract';
import { Button } from '@shop/ui';
import { browserApi, loadServerCartAtom, serverMessageOf, validationErrorsOf } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { NETWORK_FAILED_MESSAGE } from '../routes/account/submit-error.ts';
import { type ReorderChoice, reorderRequestOf, reorderStepPath } from './reorder-choice.ts';
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

/** The message of a failed reorder call: the server's field or general message, else a network failure. */
function messageOf(error: unknown): string {
  const fields = validationErrorsOf(error);
  const first = fields ? Object.values(fields).flat()[0] : undefined;
  return first ?? serverMessageOf(error) ?? NETWORK_FAILED_MESSAGE;
}

/** The §9 breakdown of a priced reorder. */
export function ReorderBreakdown({ quote }: { quote: ReorderQuote }) {
  const rows: [string, number][] = [
    ['ウェア代', quote.charges.garments],
    ['プリント代', quote.charges.printCharges],
    ...(quote.charges.wrapping > 0 ? ([['ラッピング代', quote.charges.wrapping]] as [string, number][]) : []),
    ['色替え代', quote.charges.colorChangeCharges],
  ];
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
  const [priced, setPriced] = useState<{ key: string; quote: ReorderQuote | null; message: string | null } | null>(null);
  const [actionMessage, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const body = reorderRequestOf(
    choice,
    reorder.prints.map((p) => p.printSpecId),
  );
  const bodyKey = JSON.stringify(body);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const api = await browserApi();
        const answer = (await api.call(API_ROUTES.reorderQuote, {
          params: { number: reorder.number },
          body: JSON.parse(bodyKey) as object,
        })) as { data: ReorderQuote };
        if (current) setPriced({ key: bodyKey, quote: answer.data, message: null });
      } catch (error) {
        if (current) setPriced({ key: bodyKey, quote: null, message: messageOf(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, [reorder.number, bodyKey]);

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
      setMessage(messageOf(error));
      setPending(false);
    }
  };

  // The price of the current choice (an older answer is not shown while the new one is on its way).
  const quote = priced?.key === bodyKey ? priced.quote : null;
  const message = actionMessage ?? (priced?.key === bodyKey ? priced.message : null);
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
                </li>
              ))}
            </ul>
            <p className={intro}>保管している版でプリントするため、版の作成費用とデータ作成費はかかりません。</p>
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
