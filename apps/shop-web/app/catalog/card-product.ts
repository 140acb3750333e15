import type { ProductListItem } from '@shop/api-contract';

/** How many colour swatches a product card shows. */
export const MAX_SWATCHES = 8;

/**
 * What a product card shows of a list item: the list pages' loaders keep only this, so the page's
 * data (sent inline with the HTML for hydration) carries no field the page does not use.
 */
export interface CardProduct {
  id: number;
  code: string;
  name: string;
  image: string | null;
  imageColorId: number | null;
  minPrice: number;
  brand: { name: string };
  /** Up to MAX_SWATCHES colours, and how many there are in all. */
  colors: { id: number; name: string; hex: string }[];
  colorCount: number;
}

export function toCardProduct(item: ProductListItem): CardProduct {
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    image: item.image,
    imageColorId: item.imageColorId,
    minPrice: item.minPrice,
    brand: { name: item.brand.name },
    colors: item.colors.slice(0, MAX_SWATCHES).map(({ id, name, hex }) => ({ id, name, hex })),
    colorCount: item.colors.length,
  };
}
