/** A paginated list's count above it and 「前のページ」 / 「次のページ」 under it. */
import { Button } from '@shop/ui';
import * as s from '../styles.css.ts';

/** 「前のページ」 / 「次のページ」 (nothing when the list has one page). */
export function PageButtons({ meta, goTo }: { meta: { currentPage: number; lastPage: number } | undefined; goTo: (page: number) => void }) {
  if (!meta || meta.lastPage <= 1) return null;
  return (
    <div className={s.actions}>
      <Button variant="outline" disabled={meta.currentPage <= 1} onClick={() => goTo(meta.currentPage - 1)}>
        前のページ
      </Button>
      <Button variant="outline" disabled={meta.currentPage >= meta.lastPage} onClick={() => goTo(meta.currentPage + 1)}>
        次のページ
      </Button>
    </div>
  );
}

/** 「12件（1 / 3ページ）」 above a paginated list, announced as a status. */
export function ListCount({ meta }: { meta: { total: number; currentPage: number; lastPage: number } | undefined }) {
  return (
    <p className={s.muted} role="status">
      {meta?.total}件{meta && meta.lastPage > 1 ? `（${meta.currentPage} / ${meta.lastPage}ページ）` : ''}
    </p>
  );
}
