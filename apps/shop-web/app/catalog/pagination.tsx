import { Pagination as PageLinks } from '@shop/ui';
import { Link, useSearchParams } from 'react-router';
import { pageHref } from './list-params.ts';

const position = (currentPage: number, lastPage: number) => `${currentPage} / ${lastPage} ページ`;

/** Previous / next links for a paginated list (Laravel pagination meta), keeping the list's other parameters. */
export function Pagination({ currentPage, lastPage }: { currentPage: number; lastPage: number }) {
  const [search] = useSearchParams();
  return (
    <PageLinks
      currentPage={currentPage}
      lastPage={lastPage}
      hrefFor={(page) => pageHref(search, page)}
      label="ページ送り"
      previousLabel="前のページ"
      nextLabel="次のページ"
      position={position}
      linkComponent={Link}
    />
  );
}
