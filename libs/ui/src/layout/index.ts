export { cluster, stack } from './layout.css.ts';
export type { ClusterVariants, StackVariants } from './layout.css.ts';
