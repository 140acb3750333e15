/**
 * Product lists of the editorial area: all print-capable products, a brand's products and a
 * feature's products, with the same facets, sort and pages as the category page.
 */
import type { ApiClient, ProductListParams } from '@shop/api-client';
import { readListParams, toProductQuery } from '../../catalog/list-params.ts';
import { slugOrNotFound, withRouteErrors } from './shared.ts';
import { toCardProduct } from '../../catalog/card-product.ts';

/** Products per list page (as on the category page). */
export const PRODUCT_PAGE_SIZE = 24;

/**
 * The API query of a list page: the URL's facets, sort and page, with what the page fixes (its
 * brand or feature) taking precedence over a facet of the same name.
 */
export function listQuery(url: URL, fixed: Pick<ProductListParams, 'brand' | 'feature'> = {}): ProductListParams {
  return { ...toProductQuery(readListParams(url.searchParams), {}, PRODUCT_PAGE_SIZE), ...fixed };
}

/** `/product`: every print-capable product. */
export async function loadProductList(api: ApiClient, url: URL) {
  return withRouteErrors(async () => {
    const products = await api.products.list(listQuery(url));
    return { products: products.data.map(toCardProduct), meta: products.meta };
  });
}

/** `/brand`: every brand. */
export async function loadBrandList(api: ApiClient) {
  return withRouteErrors(async () => ({ brands: (await api.brands.list()).data }));
}

/** `/brand/{slug}`: the brand and a page of its products. */
export async function loadBrand(api: ApiClient, rawSlug: string | undefined, url: URL) {
  const slug = slugOrNotFound(rawSlug);
  return withRouteErrors(async () => {
    const [brand, products] = await Promise.all([api.brands.get(slug), api.products.list(listQuery(url, { brand: slug }))]);
    return {
      brand: brand.data,
      products: products.data.map(toCardProduct),
      // The brand is fixed by the page: choosing another one in the drawer would change nothing.
      meta: { ...products.meta, facets: { ...products.meta.facets, brands: [] } },
    };
  });
}

/** `/features`: published features in menu order. */
export async function loadFeatureList(api: ApiClient) {
  return withRouteErrors(async () => {
    const answer = await api.content.query({
      collection: 'features',
      where: { status: true },
      sort: { field: 'sequence', order: 'asc' },
      limit: 100,
    });
    // The server filters already; the rule (status true, sequence ascending) is kept here as well.
    const features = answer.data.filter((feature) => feature.status).toSorted((a, b) => a.sequence - b.sequence);
    return { features };
  });
}

/** `/features/{slug}`: the feature and a page of the products its filter selects. */
export async function loadFeature(api: ApiClient, rawSlug: string | undefined, url: URL) {
  const slug = slugOrNotFound(rawSlug);
  return withRouteErrors(async () => {
    const [feature, products] = await Promise.all([api.features.get(slug), api.products.list(listQuery(url, { feature: slug }))]);
    return { feature: feature.data, products: products.data.map(toCardProduct), meta: products.meta };
  });
}
