import { button } from '@shop/ui';
import {
  BYOB_ARRIVAL_METHOD_LABELS,
  BYOB_ARRIVAL_METHODS,
  BYOB_GARMENT_KIND_LABELS,
  BYOB_GARMENT_KINDS,
  BYOB_LIMITS,
  BYOB_MATERIAL_LABELS,
  BYOB_MATERIALS,
} from '@shop/order-domain';
import { Link } from 'react-router';
import type { Route } from './+types/byob.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { loadByobCatalogue } from '../../byob/byob-parts.tsx';
import { flow, methodCard, methods as methodsClass } from '../../byob/byob.css.ts';
import { formatYen } from '../../format/yen.ts';
import { actions, article, callout, calloutTitle, linkList, note, sectionTitle, title } from '../../guide/guide.css.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { trailJsonLd, trailOf } from '../../navigation/trail.ts';
import { methodPrices } from '../../pricing/price-catalogue.ts';
import { DataFeeTable, PlateTable, TierTable } from '../../pricing/price-tables.tsx';
import { errorMeta } from '../../seo/error-meta.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const TRAIL = trailOf([], { name: '持ち込みプリント', path: '/byob' });

// Prices are the catalogue's (the representative products of the guidance pages), never typed.
const loaders = apiLoaders((api) => loadByobCatalogue(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (error) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  return pageMeta({
    title: '持ち込みプリント（お手持ちの衣類へのプリント）',
    description:
      'お手持ちのTシャツやパーカー、バッグなどを工場へお送りいただき、インクジェットやシルクスクリーンでプリントします。お見積りは無料です。',
    canonical: canonicalUrl(publicUrl, '/byob'),
    jsonLd: [trailJsonLd(publicUrl, TRAIL)],
  });
};

/** `/byob`: the service, what can be printed, the methods and their catalogue prices, how to send the garments. */
export default function ByobPage({ loaderData }: Route.ComponentProps) {
  const { prices, methods } = loaderData;
  const priced = methodPrices(prices.products.map((p) => p.product));
  return (
    <article className={article}>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={title}>持ち込みプリント</h1>
      <p>
        お手持ちのTシャツ・パーカー・バッグなどを工場へお送りいただき、ご希望のデザインをプリントしてお届けします。
        クラスやチームで揃えたウェア、ご自身で用意したオリジナル商品にもプリントできます。お見積りは無料です。
      </p>
      <p className={actions}>
        <Link to="/byob/ask" className={button({ variant: 'primary', size: 'lg' })}>
          依頼する
        </Link>
      </p>

      <h2 className={sectionTitle}>プリントできるアイテム</h2>
      <ul className={linkList}>
        {BYOB_GARMENT_KINDS.filter((kind) => kind !== 'other').map((kind) => (
          <li key={kind}>{BYOB_GARMENT_KIND_LABELS[kind]}</li>
        ))}
      </ul>
      <p className={note}>
        素材:{' '}
        {BYOB_MATERIALS.filter((m) => m !== 'other')
          .map((m) => BYOB_MATERIAL_LABELS[m])
          .join('・')}
        。 撥水加工・起毛素材・縫い目や金具の上など、プリントできない場合はお見積りの際にお知らせします。
      </p>

      <h2 className={sectionTitle}>プリント方法</h2>
      <ul className={methodsClass}>
        {methods.map((method) => (
          <li key={method.slug} className={methodCard}>
            <h3 style={{ margin: 0 }}>{method.name}</h3>
            <p style={{ margin: 0 }}>{method.description}</p>
            {method.goodFor.length > 0 ? <p className={note}>向いているもの: {method.goodFor.join('・')}</p> : null}
          </li>
        ))}
      </ul>

      <h2 className={sectionTitle}>料金の目安</h2>
      <p>
        プリント代・版代・データ作成料は、当店の商品へのプリントと同じ料金表で計算します。ボディ代はかかりません。
        お品物の状態や素材を確認のうえ、送料を除いた合計金額（税込）をお見積りでお知らせします。
      </p>
      {priced.map((method) => (
        <div key={method.slug}>
          <TierTable method={method} />
          {method.usesInks ? <PlateTable method={method} /> : null}
        </div>
      ))}
      <DataFeeTable methods={priced} />
      <p className={note}>
        送料: ご注文合計{formatYen(prices.shipping.freeShippingMinimum)}以上で無料、それ未満は{formatYen(prices.shipping.shippingFee)}
        （税込）。
      </p>

      <h2 className={sectionTitle}>ご依頼の条件</h2>
      <ul className={linkList}>
        <li>
          1回のご依頼は合計{BYOB_LIMITS.maxTotal}枚まで、1サイズ{BYOB_LIMITS.maxPerSize}枚までです。
        </li>
        <li>
          お品物の到着後、製作に{BYOB_LIMITS.productionDays}
          営業日ほどかかります（お見積りでお知らせします）。ご希望納期はそれ以降の日付をお選びください。
        </li>
        <li>お品物は新品・洗濯済みのものをお送りください。プリントの失敗に備え、予備を1〜2枚添えていただくと安心です。</li>
      </ul>

      <h2 className={sectionTitle}>お品物の送り方</h2>
      <ul className={linkList}>
        {BYOB_ARRIVAL_METHODS.map((m) => (
          <li key={m}>{BYOB_ARRIVAL_METHOD_LABELS[m]}</li>
        ))}
      </ul>
      <p className={note}>送付先は、ご依頼の受付後にお送りするメールでご案内します。ご依頼番号を箱の中のメモにご記入ください。</p>

      <h2 className={sectionTitle}>ご依頼の流れ</h2>
      <ol className={flow}>
        <li>
          このページの「依頼する」から、アイテム・プリント内容・お届け希望日を入力して送信します（会員登録なしでもご依頼いただけます）。
        </li>
        <li>担当者がお見積りを作成し、メールでお知らせします。</li>
        <li>マイページの「持ち込みプリントのご依頼」で、お見積りを確認して「この見積もりで注文する」を押すと、カートに入ります。</li>
        <li>通常のご注文と同じ手順でお支払いいただき、お品物をお送りください。到着後に製作し、お届けします。</li>
      </ol>

      <section className={callout} aria-labelledby="byob-cta">
        <h2 id="byob-cta" className={calloutTitle}>
          お見積りは無料です
        </h2>
        <p>ご依頼の内容を確認し、通常1〜2営業日でお見積りをお送りします。</p>
        <p className={actions}>
          <Link to="/byob/ask" className={button({ variant: 'primary', size: 'lg' })}>
            依頼する
          </Link>
        </p>
      </section>
    </article>
  );
}
