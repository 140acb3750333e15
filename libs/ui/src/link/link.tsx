import type { ComponentType, ReactNode } from 'react';

/** What the components pass to a link: the target path, plus the class, `rel` and text they need. */
export interface LinkComponentProps {
  /** The site path to open (`/blog?page=2`). */
  to: string;
  className?: string | undefined;
  rel?: string | undefined;
  children: ReactNode;
}

/**
 * How the components render a link. The library knows no router: an app passes its router's link
 * (react-router's `Link` fits as is); without one a plain `<a href>` is rendered.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The link used when the caller passes none: a plain `<a href>` (full page load). */
export function PlainLink({ to, className, rel, children }: LinkComponentProps) {
  return (
    <a href={to} className={className} rel={rel}>
      {children}
    </a>
  );
}
