/** Test fixtures for other projects: `import { WIRE_EXAMPLES } from '@shop/api-contract/testing'`. */
export { WIRE_EXAMPLES } from './wire-examples.ts';
