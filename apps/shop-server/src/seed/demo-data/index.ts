/** Deterministic demo catalogue: reference data, product generator and its database writer. */
export { createRng, mixSeed } from './prng.ts';
export type { Rng } from './prng.ts';
export { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateProduct, generateProducts, productCode } from './products.ts';
export type { DemoColor, DemoProduct, DemoReview, DemoSku } from './products.ts';
export { PRODUCT_LINES } from './lines.ts';
export {
  BRANDS,
  CATEGORIES,
  COLOR_FAMILIES,
  DEMO_CUSTOMER,
  FITS,
  PRINT_METHODS,
  SALES,
  SIZES,
  TAGS,
  WEIGHT_CLASSES,
  WRAPPINGS,
} from './reference.ts';
export { writeDemoCatalogue } from './write.ts';
export type { WriteCatalogueOptions, WriteCatalogueResult } from './write.ts';
