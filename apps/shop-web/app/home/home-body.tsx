import { ChevronRightIcon, button } from '@shop/ui';
import { Link } from 'react-router';
import { empty, sectionTitle } from '../catalog/catalog.css.ts';
import type { CardProduct } from '../catalog/card-product.ts';
import { ProductGrid } from '../catalog/product-card.tsx';
import { formatYen } from '../format/yen.ts';
import type { HomeData, ShipPromise, WorkedExample } from '../loaders/load-home.ts';
import * as s from '../routes/home.css.ts';

/** The T-shirt category page (the first view's main way in). */
const TSHIRTS_PATH = '/t-shirts';
/** The design tool (served by the shop server itself: a document load, not a client navigation). */
const DESIGN_TOOL_PATH = '/designtool';

/** The worked example: the price per piece and exactly what it assumes. */
function ExamplePrice({ example }: { example: WorkedExample }) {
  return (
    <div
      className={s.exampleBox}
      data-testid="home-example"
      data-method={example.methodName}
      data-placement={example.placement}
      data-color={example.colorName}
      data-total={example.total}
    >
      <p className={s.exampleHead}>
        オリジナルTシャツ <strong className={s.exampleQuantity}>{example.quantity}枚</strong>なら
      </p>
      <p className={s.examplePrice}>
        1枚あたり
        <strong className={s.exampleAmount} data-testid="home-example-price">
          {formatYen(example.perPiece)}
        </strong>
        〜<span className={s.exampleTax}>（税込）</span>
      </p>
      <p className={s.exampleAssumes} data-testid="home-example-assumes">
        <Link to={`/product/${encodeURIComponent(example.productCode)}?color=${example.colorId}`} className={s.exampleLink}>
          {example.productName}
        </Link>
        （{example.colorName}）に{example.methodName}で{example.placement}以内を1か所プリントした場合。ボディ代・プリント代込み （
        {example.quantity}枚で{formatYen(example.total)}）、送料別。
      </p>
    </div>
  );
}

/** 「最短3営業日で発送」 and, with the calendar, the date an order placed now ships. */
function ShipPromiseText({ ship }: { ship: ShipPromise }) {
  const when =
    ship.date === null
      ? null
      : ship.reason === 'today'
        ? `本日${ship.cutoffHour}:00までのご注文確定で、${ship.date}に発送予定です。`
        : ship.reason === 'after_cutoff'
          ? `本日の受付（${ship.cutoffHour}:00）は締め切りました。いまのご注文確定で、${ship.date}に発送予定です。`
          : `本日は休業日です。いまのご注文確定で、${ship.date}に発送予定です。`;
  return (
    <section className={s.promise} aria-labelledby="home-promise">
      <h2 id="home-promise" className={s.promiseTitle}>
        最短<strong className={s.promiseDays}>{ship.leadDays}</strong>営業日で発送
      </h2>
      {when ? (
        <p className={s.promiseText} data-testid="home-ship-date">
          {when}
        </p>
      ) : null}
      <p className={s.promiseNote}>
        データ確認完了（前払いは入金確認）から数え、土日祝・休業日を除きます。シルクスクリーンなど、プリント方法によってはさらに日数がかかります。
      </p>
    </section>
  );
}

const STEPS = [
  { title: 'アイテムを選ぶ', text: 'Tシャツ・パーカー・トートバッグなどから、カラーとサイズ・枚数を選びます。' },
  { title: 'デザインを作る', text: 'デザインツールでその場で作るか、お手持ちの画像やデータを入稿します。' },
  { title: 'ご注文・お支払い', text: '料金はカートですぐにわかります。クレジットカードと銀行振込に対応。' },
  { title: '製作・発送', text: '自社工場でプリントし、検品してお届けします。発送時にメールでお知らせします。' },
] as const;

/**
 * The home page: the first view (what the shop does, a worked example, the way to start), then
 * best-selling T-shirts, categories, the ship-date promise and the order steps, case studies,
 * reviews. The route's island (routes/home.tsx), hydrated once its code has arrived.
 */
export function HomeBody({
  products,
  example,
  categories,
  ship,
  examples,
  reviews,
}: {
  products: readonly CardProduct[];
  example: WorkedExample | null;
  categories: readonly { slug: string; name: string }[];
  ship: ShipPromise;
  examples: HomeData['examples'];
  reviews: HomeData['reviews'];
}) {
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <div className={s.heroText}>
          <h1 id="home-title" className={s.heroTitle}>
            オリジナルTシャツ・グッズを1枚から
          </h1>
          <p className={s.heroLead}>
            無地のTシャツやパーカー、トートバッグにお好きなデザインをプリント。自社工場で1枚から製作し、最短{ship.leadDays}
            営業日で発送します。
          </p>
          <div className={s.actions}>
            <Link to={TSHIRTS_PATH} className={button({ size: 'lg' })}>
              Tシャツを選んで作る
            </Link>
            <a href={DESIGN_TOOL_PATH} className={button({ variant: 'outline', size: 'lg' })}>
              デザインツールで作る
            </a>
          </div>
        </div>
        {example ? <ExamplePrice example={example} /> : null}
      </section>

      <section aria-labelledby="home-popular">
        <div className={s.sectionHead}>
          <h2 id="home-popular" className={sectionTitle}>
            人気のTシャツ
          </h2>
          <Link to={TSHIRTS_PATH} className={s.more}>
            Tシャツをすべて見る
            <ChevronRightIcon size={16} />
          </Link>
        </div>
        {products.length > 0 ? <ProductGrid products={products} /> : <p className={empty}>ただいま表示できる商品がありません。</p>}
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className={sectionTitle}>
            カテゴリーから探す
          </h2>
          <ul className={s.categoryGrid}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/${category.slug}`} className={s.categoryLink}>
                  {category.name}
                  <ChevronRightIcon size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={s.twoColumns}>
        <ShipPromiseText ship={ship} />
        <section className={s.steps} aria-labelledby="home-steps">
          <h2 id="home-steps" className={s.stepsTitle}>
            ご注文の流れ
          </h2>
          <ol className={s.stepList}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={s.step}>
                <span className={s.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={s.stepTitle}>{step.title}</h3>
                  <p className={s.stepText}>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <Link to="/guidance/timelines" className={s.more}>
            ご注文の流れを詳しく見る
            <ChevronRightIcon size={16} />
          </Link>
        </section>
      </div>

      {examples.length > 0 ? (
        <section aria-labelledby="home-examples">
          <div className={s.sectionHead}>
            <h2 id="home-examples" className={sectionTitle}>
              制作事例
            </h2>
            <Link to="/example" className={s.more}>
              制作事例をもっと見る
              <ChevronRightIcon size={16} />
            </Link>
          </div>
          <ul className={s.cardGrid}>
            {examples.map((item) => (
              <li key={item.id}>
                <Link to={`/example/${item.id}`} className={s.caseCard}>
                  {item.thumbnail ? (
                    <img className={s.caseThumb} src={item.thumbnail} alt="" width={400} height={400} loading="lazy" decoding="async" />
                  ) : (
                    <span className={s.caseThumb} aria-hidden="true" />
                  )}
                  <span className={s.caseTitle}>{item.title}</span>
                  {item.excerpt ? <span className={s.caseExcerpt}>{item.excerpt}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {reviews.length > 0 ? (
        <section aria-labelledby="home-reviews">
          <h2 id="home-reviews" className={sectionTitle}>
            お客様の声
          </h2>
          <ul className={s.cardGrid}>
            {reviews.map((review) => (
              <li key={review.id} className={s.reviewCard}>
                <span className={s.stars} role="img" aria-label={`5点中${review.rating}点`}>
                  {'★'.repeat(review.rating)}
                  <span className={s.starsMuted}>{'★'.repeat(5 - review.rating)}</span>
                </span>
                <p className={s.reviewTitle}>{review.title}</p>
                <p className={s.reviewText}>{review.excerpt}</p>
                <p className={s.reviewBy}>
                  {review.nickname} さん・
                  <Link to={`/product/${encodeURIComponent(review.productCode)}/customer-reviews`}>{review.productName}</Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
