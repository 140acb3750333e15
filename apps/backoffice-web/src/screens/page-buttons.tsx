/** 「前のページ」 / 「次のページ」 under a paginated list (nothing when it has one page). */
import { Button } from '@shop/ui';
import * as s from '../styles.css.ts';

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
