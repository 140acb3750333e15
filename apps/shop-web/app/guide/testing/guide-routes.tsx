/**
 * The guide pages as the app declares them (GUIDE_PAGES: ids, paths, modules), for route tests: the
 * server loaders with the test's fake API, the page boundary, and optionally the default layout.
 */
import type { FakeApi } from '@shop/web-state/testing';
import { GUIDE_PAGES } from '../../navigation/pages/guide-pages.ts';
import type { SideMenuData } from '../../navigation/menus.ts';
import LayoutDefault from '../../routes/layout-default.tsx';
import * as notFound from '../../routes/not-found.tsx';
import * as pageBoundary from '../../routes/page-boundary.tsx';
import * as catalogList from '../../routes/guide/catalog-list.tsx';
import * as confirmInquiry from '../../routes/guide/confirm-inquiry.tsx';
import * as contactus from '../../routes/guide/contactus.tsx';
import * as delivery from '../../routes/guide/delivery.tsx';
import * as designtool from '../../routes/guide/designtool.tsx';
import * as faq from '../../routes/guide/faq.tsx';
import * as faqs from '../../routes/guide/faqs.tsx';
import * as sizeChart from '../../routes/guide/size-chart.tsx';
import * as sizeGuide from '../../routes/guide/size-guide.tsx';
import * as staticPage from '../../routes/guide/static-page.tsx';
import * as templates from '../../routes/guide/templates.tsx';
import * as word from '../../routes/guide/word.tsx';
import * as words from '../../routes/guide/words.tsx';
import { sendInquiry } from '../../loaders/guide/send-inquiry.ts';

const MODULES: Record<string, { loader: unknown; default: unknown }> = {
  'routes/guide/catalog-list.tsx': catalogList,
  'routes/guide/confirm-inquiry.tsx': confirmInquiry,
  'routes/guide/contactus.tsx': contactus,
  'routes/guide/delivery.tsx': delivery,
  'routes/guide/designtool.tsx': designtool,
  'routes/guide/faq.tsx': faq,
  'routes/guide/faqs.tsx': faqs,
  'routes/guide/size-chart.tsx': sizeChart,
  'routes/guide/size-guide.tsx': sizeGuide,
  'routes/guide/static-page.tsx': staticPage,
  'routes/guide/templates.tsx': templates,
  'routes/guide/word.tsx': word,
  'routes/guide/words.tsx': words,
};

/** A menu without API data: the side navigation lists only the static groups. */
export const EMPTY_MENU: SideMenuData = { rootCategories: [], features: [], brandsOnSale: [] };

/**
 * Stub routes of every guide page. The confirmation page runs as in the browser after hydration:
 * its client loader, and its client action with `fake` instead of the browser's api-client.
 */
export function guideRoutes(fake: FakeApi, options: { layout?: boolean } = {}) {
  const pages = GUIDE_PAGES.map((page) => {
    const module = MODULES[page.file];
    if (!module) throw new Error(`no module for ${page.file}`);
    const isConfirm = page.id === 'info-confirm_inquiry';
    return {
      id: page.id,
      path: page.path.slice(1),
      loader: (isConfirm ? confirmInquiry.clientLoader : module.loader) as never,
      ...(isConfirm ? { action: (async ({ request }: { request: Request }) => sendInquiry(fake.api, await request.json())) as never } : {}),
      Component: module.default as never,
    };
  });
  const boundary = {
    id: 'page-boundary',
    Component: pageBoundary.default,
    ErrorBoundary: pageBoundary.ErrorBoundary,
    children: [...pages, { id: 'not-found', path: '*', loader: notFound.loader as never, Component: notFound.default }],
  };
  return options.layout
    ? [{ id: 'layout-default', Component: LayoutDefault as never, loader: () => EMPTY_MENU, children: [boundary] }]
    : [boundary];
}
