import { ArrowUpIcon, media } from '@shop/ui';
import { useEffect, useState } from 'react';
import { shouldShowScrollTop } from './scroll-top.ts';
import { fab } from './scroll-top-button.css.ts';

/** Floating button back to the top; shown after the page scrolls more than 20 px. */
export function ScrollTopButton() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const update = () => setShow(shouldShowScrollTop(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!show) return null;
  return (
    <button
      type="button"
      className={fab}
      aria-label="ページの先頭へ戻る"
      onClick={() => {
        const smooth = !window.matchMedia(media.reducedMotion).matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
