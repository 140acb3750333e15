/**
 * The product page's chosen colour lives in the URL (`?color=<id>`): a shared link, the server
 * render and a list card's link all show that colour. Without (or with an unknown) `color` the page
 * starts on the first colour that has a size in stock.
 */
import type { Product } from '@shop/api-contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter that names the chosen colour. */
export const COLOR_PARAM = 'color';

type ProductColor = Product['colors'][number];

/** The colour a page opens on: `?color=` when the product has it, else the first one in stock, else the first. */
export function initialColor(product: Pick<Product, 'colors'>, param: string | null): ProductColor | undefined {
  const named = param !== null && /^\d+$/.test(param) ? product.colors.find((color) => color.id === Number(param)) : undefined;
  return named ?? product.colors.find((color) => color.sizes.some((size) => size.sku.inventory.quantityAvailable > 0)) ?? product.colors[0];
}

/** `/product/{code}?color={id}`: the product page opened on a colour. */
export function productColorPath(code: string, colorId: number): string {
  return `/product/${encodeURIComponent(code)}?${COLOR_PARAM}=${colorId}`;
}

/**
 * The picture of a colour: the product image whose file is the colour's id
 * (`/api/images/products/{code}/{colorId}.webp`), else the image at the colour's index.
 */
export function colorImage(product: Pick<Product, 'colors' | 'images'>, colorId: number): string | undefined {
  const byName = product.images.find((src) => new RegExp(`/${colorId}\\.[a-z]+$`).test(src));
  if (byName) return byName;
  const index = product.colors.findIndex((color) => color.id === colorId);
  return index >= 0 ? product.images[index] : undefined;
}

/**
 * The link preview's copy of a product picture (`og:image`): the PNG beside a generated WebP picture
 * (some apps that show shared links, LINE among them, do not take WebP); any other address as it is.
 */
export function sharePicture(src: string): string {
  return src.replace(/(\/api\/images\/products\/[^/?#]+\/[1-9][0-9]*)\.webp$/, '$1.png');
}

/** The chosen colour and a way to choose another (replaces the URL's `color`, keeps the scroll, no reload). */
export function useChosenColor(product: Pick<Product, 'colors'>): [ProductColor | undefined, (colorId: number) => void] {
  const [search, setSearch] = useSearchParams();
  const color = initialColor(product, search.get(COLOR_PARAM));
  const choose = useCallback(
    (colorId: number) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(COLOR_PARAM, String(colorId));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch],
  );
  return [color, choose];
}

/** Loader revalidation: a change of `?color=` alone needs no new product data. */
export function onlyColorChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(COLOR_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl);
}

/**
 * The vector original of a generated product picture (`…/{colorId}.webp` → `…/{colorId}.svg`): the
 * product page's main picture, crisp at any size and zoom. Lists and thumbnails keep the raster copy,
 * which the browser decodes off the main thread (apps/shop-server routes/catalog/images.ts).
 */
export function vectorPicture(src: string): string {
  return src.replace(/^(\/api\/images\/products\/[^/]+\/\d+)\.webp$/, '$1.svg');
}
