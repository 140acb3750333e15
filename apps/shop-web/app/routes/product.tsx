import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product.ts';
import { apiLoaders } from '../loaders/api-loaders.ts';
import { colorImage, initialColor, onlyColorChanged, sharePicture, COLOR_PARAM } from '../product/chosen-color.ts';
import { formatYen, priceRange } from '../format/yen.ts';
import { island } from '../islands/island.tsx';
import { absoluteUrl, breadcrumbJsonLd, canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';
import { productJsonLd, productSkus } from '../seo/product-json-ld.ts';

// The page hydrates after the layout, once its code has arrived (islands/island.tsx).
const ProductPageBody = island('ProductPageBody', () =>
  import('../product/product-page-body.tsx').then((module) => module.ProductPageBody),
);

// The loader module is imported dynamically: a static import would put it in the first page's
// JavaScript (the clientLoader then shares the route's chunk instead of having its own). In the
// browser it is fetched beside the data and the page's code (islands/island.tsx).
const loaderModule = () => import('../loaders/load-product.ts');
const loaders = apiLoaders(async (api, { params }: Route.LoaderArgs) => (await loaderModule()).loadProductPage(api, params.code), {
  preload: () => {
    ProductPageBody.preload();
    return loaderModule();
  },
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

/** Choosing a colour only rewrites `?color=`: the product is not fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return onlyColorChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { product } = loaderData;
  const chosen = initialColor(product, new URLSearchParams(location.search).get(COLOR_PARAM));
  const image = (chosen ? colorImage(product, chosen.id) : undefined) ?? product.images[0];
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, location.pathname);
  const range = priceRange(productSkus(product).map((sku) => sku.price));
  const priceText = range ? `価格${formatYen(range.min)}〜（税込）。` : '';
  return pageMeta({
    title: `${product.name}（${product.brand.name} ${product.code}）`,
    description: `${product.name}のオリジナルプリント・名入れは1枚から。${priceText}${product.description}`,
    canonical: url,
    ogType: 'product',
    image: image ? absoluteUrl(publicUrl, sharePicture(image)) : undefined,
    jsonLd: [
      productJsonLd(product, { url, publicUrl }),
      breadcrumbJsonLd([
        { name: 'ホーム', url: canonicalUrl(publicUrl, '/') },
        { name: product.category.name, url: canonicalUrl(publicUrl, `/${product.category.slug}`) },
        { name: product.name, url },
      ]),
    ],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductPageBody product={loaderData.product} shippingLabel={loaderData.shippingLabel} reviews={loaderData.reviews} />;
}
