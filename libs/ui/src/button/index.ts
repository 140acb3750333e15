export { button } from './button.css.ts';
export type { ButtonVariants } from './button.css.ts';
export { Button } from './button.tsx';
export type { ButtonProps } from './button.tsx';
