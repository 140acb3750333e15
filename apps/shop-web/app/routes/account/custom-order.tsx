import { isApiError, type ApiClient } from '@shop/api-client';
import { API_ROUTES, type CustomOrder, type CustomOrderResponse } from '@shop/api-contract';
import { Button, FormAlert } from '@shop/ui';
import { browserApi, statusOf } from '@shop/web-state';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/custom-order.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { japaneseDay, SummaryList } from '../../byob/byob-parts.tsx';
import { quote as quoteClass, quotePrice } from '../../byob/byob.css.ts';
import { formatYen } from '../../format/yen.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import { formatDateTime } from '../../orders/order-format.ts';
import { OrderSection } from '../../orders/order-section.tsx';
import { badge, stack, statusLine, title } from '../../orders/order-pages.css.ts';
import { ACCOUNT_CRUMB } from '../../orders/order-trail.ts';
import { muted } from '../../orders/orders.css.ts';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { loadForCustomer, privatePageHeaders } from '../../session/require-login.ts';
import { CUSTOM_ORDERS_CRUMB } from './custom-orders.tsx';

/** A guest's request the mailed link names, not yet the customer's: the page offers to add it. */
export interface ClaimOffer {
  claim: { number: string; token: string };
}

/**
 * One BYOB request of the customer. The mailed link of a guest's request carries `?token=`: while
 * the request is not yet the customer's, the page offers to add it to the account (a POST with
 * CSRF, not a side effect of opening a link). A guest is sent to login with the whole link as
 * `return_to` (spec §6), so logging in or registering comes back to that offer.
 */
async function loadRequest(api: ApiClient, request: Request, number: string): Promise<CustomOrder | ClaimOffer> {
  const token = new URL(request.url).searchParams.get('token');
  return loadForCustomer(request, async () => {
    try {
      return ((await api.call(API_ROUTES.customOrderShow, { params: { number } })) as CustomOrderResponse).data;
    } catch (error) {
      if (token && statusOf(error) === 404) return { claim: { number, token } };
      throw error;
    }
  });
}

const loaders = apiLoaders((api, { request, params }: Route.LoaderArgs) => loadRequest(api, request, params.number));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `持ち込みプリントのご依頼 ${'claim' in loaderData ? loaderData.claim.number : loaderData.number}`,
  description: 'ご依頼の内容とお見積りです。',
}));

/** The request as stored: term and value rows. */
function requestRows(r: CustomOrder): [string, string][] {
  return [
    ['アイテム', `${r.garmentKindLabel}（${r.materialLabel}）`],
    ['ボディの色', r.colors],
    ['サイズ・枚数', `${r.quantities.map((q) => `${q.sizeLabel} ${q.quantity}枚`).join('、')}（計${r.quantity}枚）`],
    ['プリント方法', r.printMethod.name],
    [
      'プリント位置',
      r.placements
        .map((p) => `${p.placementLabel}（${p.fileUuid ? 'データあり' : 'データは後日送付'}）${p.note ? ` ${p.note}` : ''}`)
        .join('\n'),
    ],
    ['お品物の送り方', r.arrivalMethodLabel],
    ['お品物の到着予定日', japaneseDay(r.arrivalDate)],
    ['ご希望納期', japaneseDay(r.wantedDate)],
    ['ご連絡先', `${r.name}（${r.email} / ${r.phone}）`],
    ['備考', r.notes || 'なし'],
  ];
}

/** The quote, and 「この見積もりで注文する」 while it can be accepted. */
function Quote({ request }: { request: CustomOrder }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { quote } = request;
  if (!quote) {
    return <p>ただいまお見積りを作成しています。お見積りができしだい、メールでお知らせします。</p>;
  }
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await (await browserApi()).call(API_ROUTES.customOrderAccept, { params: { number: request.number } });
      void navigate('/cart');
    } catch (error) {
      setFailure(
        isApiError(error) && error.serverMessage ? error.serverMessage : '処理できませんでした。時間をおいてもう一度お試しください。',
      );
      setBusy(false);
    }
  };
  return (
    <div className={quoteClass}>
      <p className={quotePrice}>
        {formatYen(quote.price)}
        <span style={{ fontSize: '0.875rem', fontWeight: 400 }}>（税込・送料別、うち消費税 {formatYen(quote.tax)}）</span>
      </p>
      <p style={{ margin: 0 }}>製作日数: お品物の到着後 {quote.leadDays}営業日</p>
      {quote.note ? <p style={{ margin: 0 }}>備考: {quote.note}</p> : null}
      <p className={muted}>お見積り日時 {formatDateTime(quote.quotedAt)}</p>
      {request.status === 'quoted' ? (
        <>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div>
            <Button size="lg" onClick={() => void accept()} disabled={busy} aria-busy={busy}>
              この見積もりで注文する
            </Button>
          </div>
          <p className={muted}>お見積りがカートに入ります。お支払い手続きのあと、お品物をお送りください。</p>
        </>
      ) : request.status === 'accepted' ? (
        <p>
          このお見積りはカートに入っています（お見積り番号 {request.estimateNumber}）。<Link to="/cart">カートを見る</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The offer to add a guest's request to the account; once added, the page shows it (without the token). */
function Claim({ claim }: ClaimOffer) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await (await browserApi()).call(API_ROUTES.customOrderClaim, { params: { number: claim.number }, body: { token: claim.token } });
      void navigate(`/myaccount/custom_order/${claim.number}`, { replace: true });
    } catch (error) {
      setFailure(
        statusOf(error) === 404 || statusOf(error) === 422
          ? 'このリンクではご依頼を追加できません。すでに別のアカウントに追加されたか、リンクが正しくありません。ご依頼番号を添えてお問い合わせください。'
          : '処理できませんでした。時間をおいてもう一度お試しください。',
      );
      setBusy(false);
    }
  };
  return (
    <div className={stack}>
      <p style={{ margin: 0 }}>
        ゲストとしてお送りいただいたご依頼です。このアカウントに追加すると、お見積りの確認とご注文ができ、ご依頼一覧にも表示されます。
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div>
        <Button size="lg" onClick={() => void add()} disabled={busy} aria-busy={busy}>
          このアカウントに追加する
        </Button>
      </div>
      <p className={muted}>
        お心当たりのないご依頼は追加しないでください。<Link to="/myaccount/custom_order">ご依頼一覧へ</Link>
      </p>
    </div>
  );
}

/** `/myaccount/custom_order/{number}`: the request, its status and the quote when quoted. */
export default function CustomOrderPage({ loaderData }: Route.ComponentProps) {
  const number = 'claim' in loaderData ? loaderData.claim.number : loaderData.number;
  return (
    <>
      <TrailBreadcrumbs
        trail={[HOME_CRUMB, ACCOUNT_CRUMB, CUSTOM_ORDERS_CRUMB, { name: `ご依頼 ${number}`, path: `/myaccount/custom_order/${number}` }]}
      />
      <h1 className={title}>
        持ち込みプリントのご依頼 <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
      </h1>
      {'claim' in loaderData ? <Claim claim={loaderData.claim} /> : <Request request={loaderData} />}
    </>
  );
}

function Request({ request }: { request: CustomOrder }) {
  return (
    <>
      <p className={statusLine}>
        <span className={badge}>{request.statusLabel}</span>
        <span className={muted}>ご依頼日時 {formatDateTime(request.createdAt)}</span>
      </p>
      <div className={stack}>
        <OrderSection heading="お見積り">
          <Quote request={request} />
        </OrderSection>
        <OrderSection heading="ご依頼の内容">
          <SummaryList rows={requestRows(request)} label="ご依頼の内容" />
        </OrderSection>
      </div>
    </>
  );
}
