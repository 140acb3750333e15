import type { ApiClient } from '@shop/api-client';
import { notFound, throwAsRouteError } from '../../api/route-error.ts';
import { trailOf, type Crumb } from '../../navigation/trail.ts';
import { isContentSlug } from './content-slug.ts';

/** Breadcrumb step of the FAQ index. */
export const FAQS_CRUMB: Crumb = { name: 'よくあるご質問', path: '/faqs' };

/**
 * The FAQ index: the questions grouped by category, each with its answer (the index shows the
 * answers inline and in its FAQPage data), from one call.
 */
export async function loadFaqIndex(api: ApiClient) {
  try {
    const { data: groups } = await api.faqs.list();
    return { groups, trail: trailOf([], FAQS_CRUMB) };
  } catch (error) {
    return throwAsRouteError(error);
  }
}

/** One FAQ page, with the other questions of its category (left out when the index is unavailable). */
export async function loadFaq(api: ApiClient, slug: string | undefined) {
  if (!isContentSlug(slug)) throw notFound();
  try {
    const [{ data: faq }, index] = await Promise.all([api.faqs.get(slug), api.faqs.list().catch(() => null)]);
    const related =
      index?.data.find((group) => group.category.slug === faq.category.slug)?.faqs.filter((other) => other.slug !== faq.slug) ?? [];
    return { faq, related, trail: trailOf([FAQS_CRUMB], { name: faq.question, path: `/faqs/${faq.slug}` }) };
  } catch (error) {
    return throwAsRouteError(error);
  }
}
