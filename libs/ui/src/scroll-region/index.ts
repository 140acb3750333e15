export { ScrollRegion } from './scroll-region.tsx';
export type { ScrollRegionProps } from './scroll-region.tsx';
