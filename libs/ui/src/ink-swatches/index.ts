export { InkSwatches, swatchSetsOf } from './ink-swatches.tsx';
export type { InkSwatchesProps, SwatchInk, SwatchInkSet } from './ink-swatches.tsx';
