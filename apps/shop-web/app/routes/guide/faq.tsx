import { Link } from 'react-router';
import type { Route } from './+types/faq.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { trailJsonLd } from '../../navigation/trail.ts';
import { article, backLinks, badge, linkList, sectionTitle, title } from '../../guide/guide.css.ts';
import { htmlToText } from '../../content/text.ts';
import { faqPageJsonLd } from '../../guide/json-ld.ts';
import { Prose } from '../../guide/prose.tsx';
import { loadFaq } from '../../loaders/guide/load-faqs.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';
import { errorMeta } from '../../seo/error-meta.ts';

const loaders = apiLoaders((api, { params }: Route.LoaderArgs) => loadFaq(api, params.slug));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const { faq, trail } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, `/faqs/${faq.slug}`);
  return pageMeta({
    title: `${faq.question}｜よくあるご質問`,
    description: htmlToText(faq.html),
    canonical: url,
    jsonLd: [trailJsonLd(publicUrl, trail), faqPageJsonLd([{ question: faq.question, html: faq.html, url }])],
  });
};

/** One question and its answer, with the other questions of its category. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { faq, related, trail } = loaderData;
  return (
    <article className={article}>
      <TrailBreadcrumbs trail={trail} />
      <p className={badge}>{faq.category.name}</p>
      <h1 className={title}>{faq.question}</h1>
      <Prose html={faq.html} />
      {related.length > 0 ? (
        <section aria-labelledby="faq-related">
          <h2 id="faq-related" className={sectionTitle}>
            「{faq.category.name}」のほかのご質問
          </h2>
          <ul className={linkList}>
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={`/faqs/${other.slug}`}>{other.question}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={backLinks}>
        <Link to="/faqs">よくあるご質問の一覧へ</Link>
        {isImplemented('info-contactus') ? <Link to="/info/contactus">お問い合わせはこちら</Link> : null}
      </p>
    </article>
  );
}
