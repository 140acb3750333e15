import { browserApi } from '@shop/web-state';
import { Link } from 'react-router';
import { button } from '@shop/ui';
import type { Route } from './+types/catalog-list.ts';
import { apiContext } from '../../api/context.ts';
import { actions } from '../../guide/guide.css.ts';
import { CATALOG_REQUEST_TOPIC } from '../../guide/inquiry/inquiry-topics.ts';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { errorMeta } from '../../seo/error-meta.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage(context.get(apiContext), '/catalog/list');
}

export async function clientLoader() {
  return loadStaticPage(await browserApi(), '/catalog/list');
}

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
