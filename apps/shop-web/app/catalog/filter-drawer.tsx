import type { ProductFacets } from '@shop/api-contract';
import { Drawer } from '@shop/ui';
import { useAtom } from 'jotai';
import { Suspense } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../session/use-hydrated.ts';
import { filterDrawerAtom } from '../state/ui.ts';
import type { ListFixed } from './filter-form.tsx';
import { loadFilterForm } from './load-filter-form.ts';

export type { ListFixed } from './filter-form.tsx';

const FilterForm = lazyPart(() => loadFilterForm().then((module) => module.FilterForm));

/**
 * The product filter drawer, opened by the top bar's filter button: sort, facets and price chosen
 * together and applied with one button that counts the matches first (./filter-form.tsx, loaded
 * when the drawer first opens or its button is hovered; nothing of it is in the page's first
 * JavaScript). The filters applied are plain URLs (shareable and crawlable); the chips above the
 * list remove them one by one.
 */
export function FilterDrawer({ facets, fixed = {}, total }: { facets: ProductFacets; fixed?: ListFixed; total?: number }) {
  const [open, setOpen] = useAtom(filterDrawerAtom);
  const [search] = useSearchParams();
  // Closed while it hydrates, as the server drew it: the filter button may have been pressed before
  // this part of the page had its code (islands/island.tsx); it opens right after.
  const hydrated = useHydrated();
  return (
    <Drawer open={hydrated && open} onOpenChange={setOpen} title="絞り込み・並び替え" closeLabel="閉じる" side="right" showTitle>
      <Suspense fallback={null}>
        {/* Keyed by the URL: each opening starts from the filters in force. */}
        <FilterForm key={search.toString()} facets={facets} fixed={fixed} total={total} onApplied={() => setOpen(false)} />
      </Suspense>
    </Drawer>
  );
}
