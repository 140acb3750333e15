export { card } from './card.css.ts';
export type { CardVariants } from './card.css.ts';
