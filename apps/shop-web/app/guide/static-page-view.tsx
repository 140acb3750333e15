import type { MetaDescriptor } from 'react-router';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import type { StaticPageData } from '../loaders/guide/load-static-page.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import { trailJsonLd } from '../navigation/trail.ts';
import { article, title } from './guide.css.ts';
import { htmlToText } from '../content/text.ts';
import { Prose } from './prose.tsx';

// The price views (tables, examples, the simulator and cart-domain's pricing) load only with a page
// that names prices; the server streams them into the same response.
const PricedProse = lazyPart(() => import('./priced-prose.tsx').then((module) => module.PricedProse));

/** Meta of a static help page: its title and description, canonical URL and BreadcrumbList. */
export function staticPageMeta(data: StaticPageData, matches: readonly unknown[], jsonLd: readonly object[] = []): MetaDescriptor[] {
  const publicUrl = publicUrlOf(matches);
  return pageMeta({
    title: data.page.title,
    description: data.page.description || htmlToText(data.page.html),
    canonical: canonicalUrl(publicUrl, data.path),
    jsonLd: [trailJsonLd(publicUrl, data.trail), ...jsonLd],
  });
}

export interface StaticPageViewProps {
  data: StaticPageData;
  /** Shown between the title and the content (e.g. the next shipping dates). */
  lead?: ReactNode;
  /** Shown after the content (e.g. the contact form, links to the next page). */
  children?: ReactNode;
}

/** A static help page: breadcrumbs, title, the API's HTML (with catalogue prices when it names any), and whatever the route adds. */
export function StaticPageView({ data, lead, children }: StaticPageViewProps) {
  return (
    <article className={article}>
      <TrailBreadcrumbs trail={data.trail} />
      <h1 className={title}>{data.page.title}</h1>
      {lead}
      {data.prices ? (
        <Suspense fallback={null}>
          <PricedProse html={data.page.html} prices={data.prices} />
        </Suspense>
      ) : (
        <Prose html={data.page.html} />
      )}
      {children}
    </article>
  );
}
