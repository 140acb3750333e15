import { useId, type ReactNode } from 'react';
import { section, sectionTitle } from './orders.css.ts';

/** A titled block of an order page: a `<section>` named by its heading. */
export function OrderSection({ heading, children, className }: { heading: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={className ? `${section} ${className}` : section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
