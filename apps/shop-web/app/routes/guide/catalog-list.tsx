import { Link } from 'react-router';
import { button } from '@shop/ui';
import type { Route } from './+types/catalog-list.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { actions } from '../../guide/guide.css.ts';
import { CATALOG_REQUEST_TOPIC } from '../../guide/inquiry/inquiry-topics.ts';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { errorMeta } from '../../seo/error-meta.ts';

const loaders = apiLoaders((api) => loadStaticPage(api, '/catalog/list'));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

/** The catalogue list, with a button that opens the contact form filled in for a catalogue request. */
export default function CatalogListPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPageView data={loaderData}>
      {isImplemented('info-contactus') ? (
        <p className={actions}>
          <Link to={`/info/contactus?topic=${CATALOG_REQUEST_TOPIC}`} className={button({ variant: 'primary', size: 'lg' })}>
            カタログ・生地見本を請求する
          </Link>
        </p>
      ) : null}
    </StaticPageView>
  );
}
