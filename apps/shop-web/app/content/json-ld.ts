/** Schema.org structured data of the editorial pages (blog posts, news, product reviews). */
import type { Review, ReviewSummary } from '@shop/api-contract';
import { SITE_NAME, absoluteUrl } from '../seo/meta.ts';

/** What a blog post's Article block is built from. */
export interface ArticleLdInput {
  url: string;
  publicUrl: string;
  headline: string;
  description: string;
  /** ISO timestamp */
  publishedAt: string;
  author: { name: string; url: string } | undefined;
  section?: string | undefined;
  keywords?: readonly string[];
  image?: string | null | undefined;
}

/** Schema.org `Article` (or `NewsArticle` for news) with author, publisher and dates, in Japanese. */
export function articleJsonLd(input: ArticleLdInput, type: 'Article' | 'NewsArticle' = 'Article'): object {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    datePublished: input.publishedAt,
    dateModified: input.publishedAt,
    inLanguage: 'ja',
    ...(input.author ? { author: { '@type': 'Person', name: input.author.name, url: input.author.url } } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(input.publicUrl, '/') },
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords && input.keywords.length > 0 ? { keywords: input.keywords.join(',') } : {}),
    ...(input.image ? { image: [absoluteUrl(input.publicUrl, input.image)] } : {}),
  };
}

/**
 * Schema.org `Product` carrying its customer reviews: the rating summary of all reviews and the
 * reviews shown on this page.
 */
export function productReviewsJsonLd(
  product: { name: string; code: string; brand: string; url: string; image: string | undefined },
  summary: ReviewSummary,
  reviews: readonly Review[],
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    url: product.url,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.image ? { image: [product.image] } : {}),
    ...(summary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.average,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt,
            author: { '@type': 'Person', name: review.nickname || '匿名' },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
