/** The scroll-to-top button appears once the page is scrolled more than this (px, spec §2). */
export const SCROLL_TOP_THRESHOLD = 20;

/** Whether the scroll-to-top button shows at vertical scroll position `scrollY` (px). */
export function shouldShowScrollTop(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD;
}
