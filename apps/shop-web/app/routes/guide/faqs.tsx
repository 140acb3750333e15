import { Link } from 'react-router';
import type { Route } from './+types/faqs.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { trailJsonLd } from '../../navigation/trail.ts';
import {
  article,
  faqAnswer,
  faqItem,
  faqList,
  faqPermalink,
  faqQuestion,
  jumpLink,
  jumpList,
  note,
  sectionTitle,
  title,
} from '../../guide/guide.css.ts';
import { faqPageJsonLd } from '../../guide/json-ld.ts';
import { Prose } from '../../guide/prose.tsx';
import { loadFaqIndex } from '../../loaders/guide/load-faqs.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';
import { errorMeta } from '../../seo/error-meta.ts';

const loaders = apiLoaders((api) => loadFaqIndex(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  const answered = loaderData.groups.flatMap((group) =>
    group.faqs.map((faq) => ({ question: faq.question, html: faq.html, url: canonicalUrl(publicUrl, `/faqs/${faq.slug}`) })),
  );
  const categories = loaderData.groups.map((group) => group.category.name).join('・');
  return pageMeta({
    title: 'よくあるご質問',
    description: `オリジナルTシャツ・グッズのプリント注文について、よくいただくご質問と回答をまとめました（${categories}）。`,
    canonical: canonicalUrl(publicUrl, '/faqs'),
    jsonLd: [trailJsonLd(publicUrl, loaderData.trail), faqPageJsonLd(answered)],
  });
};

/** FAQ index: questions grouped by category, each answer opens in place. */
export default function FaqIndexPage({ loaderData }: Route.ComponentProps) {
  const { groups, trail } = loaderData;
  return (
    <article className={article}>
      <TrailBreadcrumbs trail={trail} />
      <h1 className={title}>よくあるご質問</h1>
      <nav aria-label="カテゴリー">
        <ul className={jumpList}>
          {groups.map((group) => (
            <li key={group.category.slug}>
              <a href={`#faq-${group.category.slug}`} className={jumpLink}>
                {group.category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.category.slug} aria-labelledby={`faq-${group.category.slug}`}>
          <h2 id={`faq-${group.category.slug}`} className={sectionTitle}>
            {group.category.name}
          </h2>
          <ul className={faqList}>
            {group.faqs.map((faq) => (
              <li key={faq.slug} className={faqItem}>
                <details>
                  <summary className={faqQuestion}>{faq.question}</summary>
                  <div className={faqAnswer}>
                    <Prose html={faq.html} />
                    <Link to={`/faqs/${faq.slug}`} className={faqPermalink}>
                      この質問のページを開く
                    </Link>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {isImplemented('info-contactus') ? (
        <p className={note}>
          解決しない場合は、<Link to="/info/contactus">お問い合わせフォーム</Link>からお気軽にご連絡ください。
        </p>
      ) : null}
    </article>
  );
}
