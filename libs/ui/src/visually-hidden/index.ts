export { visuallyHidden } from './visually-hidden.css.ts';
export { VisuallyHidden } from './visually-hidden.tsx';
