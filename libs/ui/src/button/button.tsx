import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './button.css.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** A text button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
