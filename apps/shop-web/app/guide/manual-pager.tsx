import { AppLink } from '../navigation/server-pages.tsx';
import type { ManualLink } from './designtool-manual.ts';
import { pager, pagerHint, pagerLabel, pagerLink, pagerNext } from './guide.css.ts';

/** Links to the previous and next pages of the design-tool manual. */
export function ManualPager({ previous, next }: { previous: ManualLink | null; next: ManualLink | null }) {
  return (
    <nav aria-label="前後のページ">
      <ul className={pager}>
        <li>
          {previous ? (
            <AppLink to={previous.to} className={pagerLink} rel="prev">
              <span className={pagerHint}>← 前へ</span>
              <span className={pagerLabel}>{previous.label}</span>
            </AppLink>
          ) : null}
        </li>
        <li>
          {next ? (
            <AppLink to={next.to} className={pagerNext} rel="next">
              <span className={pagerHint}>次へ →</span>
              <span className={pagerLabel}>{next.label}</span>
            </AppLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
