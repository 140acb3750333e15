import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { dot as dotClass, iconButton } from './icon-button.css.ts';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** Accessible name (Japanese), required because the button shows only an icon. */
  label: string;
  icon: ReactNode;
  /** Shows the dot badge; `badgeLabel` is read after the label (e.g. 「商品あり」). */
  badge?: boolean;
  badgeLabel?: string;
};

/** A button that shows only an icon, with an accessible label and an optional dot badge. */
export function IconButton({ label, icon, badge = false, badgeLabel, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button type={type} className={[iconButton, className].filter(Boolean).join(' ')} {...props}>
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
      <IconBadge show={badge} label={badgeLabel} />
    </button>
  );
}

/** The dot badge alone, for icon links built by the caller (`<Link className={iconButton}>`). */
export function IconBadge({ show, label }: { show: boolean; label?: string | undefined }) {
  if (!show) return null;
  return (
    <>
      <span className={dotClass} aria-hidden="true" data-testid="dot-badge" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
