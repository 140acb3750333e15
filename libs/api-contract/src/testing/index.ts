/** Test fixtures for other projects: `import { WIRE_EXAMPLES } from '@shop/api-contract/testing'`. */
export { addressSnapshot } from './checkout-examples.ts';
export { BLACK_COLOR_WIRE } from './product-examples.ts';
export { WIRE_EXAMPLES } from './wire-examples.ts';
