import { Link } from 'react-router';
import type { ManualLink } from './designtool-manual.ts';
import { pager, pagerHint, pagerLabel, pagerLink, pagerNext } from './guide.css.ts';

/** Links to the previous and next pages of the design-tool manual. */
export function ManualPager({ previous, next }: { previous: ManualLink | null; next: ManualLink | null }) {
  return (
    <nav aria-label="前後のページ">
      <ul className={pager}>
        <li>
          {previous ? (
            <Link to={previous.to} className={pagerLink} rel="prev">
              <span className={pagerHint}>← 前へ</span>
              <span className={pagerLabel}>{previous.label}</span>
            </Link>
          ) : null}
        </li>
        <li>
          {next ? (
            <Link to={next.to} className={pagerNext} rel="next">
              <span className={pagerHint}>次へ →</span>
              <span className={pagerLabel}>{next.label}</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
