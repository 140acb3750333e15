/**
 * The cart-adding code of the product page, fetched on first use (the first quantity typed, or the
 * add itself): the guest cart's storage and its valibot schema stay out of the page's first
 * JavaScript.
 */
export { addToCartAtom } from '@shop/web-state';
