import { button } from '@shop/ui';
import { Link } from 'react-router';
import type { Route } from './+types/example.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import {
  byline,
  gallery,
  galleryImage,
  pageTitle,
  productRef,
  productRefImage,
  productRefList,
  sectionTitle,
} from '../../content/content.css.ts';
import { EXAMPLES_CRUMB } from '../../content/crumbs.ts';
import { formatDate } from '../../content/format-date.ts';
import { examplePath, productPath } from '../../content/paths.ts';
import { Prose } from '../../content/prose.tsx';
import { htmlToText } from '../../content/text.ts';
import { loadExample } from '../../loaders/content/examples.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { absoluteUrl, canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const trailOf = (example: { id: number; title: string }): Crumb[] => [
  HOME_CRUMB,
  EXAMPLES_CRUMB,
  { name: example.title, path: examplePath(example.id) },
];

const loaders = apiLoaders((api, { params }: Route.LoaderArgs) => loadExample(api, params.id));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const { example } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const image = example.images[0] ?? example.thumbnail;
  return pageMeta({
    title: `制作事例：${example.title}`,
    description: example.excerpt || htmlToText(example.html),
    canonical: canonicalUrl(publicUrl, examplePath(example.id)),
    ogType: 'article',
    image: image ? absoluteUrl(publicUrl, image) : undefined,
    jsonLd: [trailJsonLd(publicUrl, trailOf(example))],
  });
};

export default function ExamplePage({ loaderData }: Route.ComponentProps) {
  const { example } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={trailOf(example)} />
      <article>
        <header>
          <h1 className={pageTitle}>{example.title}</h1>
          <p className={byline}>
            <time dateTime={example.publishedAt}>{formatDate(example.publishedAt)}</time>
          </p>
        </header>
        {example.images.length > 0 ? (
          <ul className={gallery} aria-label="制作写真">
            {example.images.map((image, index) => (
              <li key={image}>
                <img
                  className={galleryImage}
                  src={image}
                  alt={`${example.title}（${index + 1}枚目）`}
                  width={320}
                  height={320}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Prose html={example.html} />
        {example.products.length > 0 ? (
          <section aria-labelledby="example-products">
            <h2 id="example-products" className={sectionTitle}>
              この事例で使用したアイテム
            </h2>
            <ul className={productRefList}>
              {example.products.map((product) => (
                <li key={product.id}>
                  <Link to={productPath(product.code)} className={productRef}>
                    {product.image ? (
                      <img className={productRefImage} src={product.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
                    ) : (
                      <span className={productRefImage} aria-hidden="true" />
                    )}
                    <span>
                      {product.name}（品番：{product.code}）
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <p>
        <Link to="/example" className={button({ variant: 'outline', size: 'sm' })}>
          制作事例一覧へ戻る
        </Link>
      </p>
    </>
  );
}
