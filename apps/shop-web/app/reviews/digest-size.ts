/** How many of a product's newest reviews its page shows (the product page's loader fetches them). */
export const DIGEST_SIZE = 3;
