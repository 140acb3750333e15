import { DESIGNTOOL_MANUAL } from '../../guide/designtool-manual.ts';
import type { PageRoute } from '../page-route.ts';

// Guidance, info and reference pages whose body is a static page of the API.
const STATIC_PAGE = 'routes/guide/static-page.tsx';
// The design-tool manual's pages share one module (default layout, pinned drawer). `/designtool`
// itself is the design tool, served by the shop server (navigation/server-pages.tsx).
const DESIGNTOOL_PAGE = 'routes/guide/designtool.tsx';

/** Help pages: FAQ, glossary, guidance, info (with the contact form), design-tool manual, references. */
export const GUIDE_PAGES = [
  { id: 'faqs', path: '/faqs', file: 'routes/guide/faqs.tsx' },
  { id: 'faqs-slug', path: '/faqs/:slug', file: 'routes/guide/faq.tsx' },
  { id: 'word', path: '/word', file: 'routes/guide/words.tsx' },
  { id: 'word-slug', path: '/word/:slug', file: 'routes/guide/word.tsx' },
  { id: 'guidance-delivery', path: '/guidance/delivery', file: 'routes/guide/delivery.tsx' },
  { id: 'guidance-faq', path: '/guidance/faq', file: STATIC_PAGE },
  { id: 'guidance-inkjet', path: '/guidance/inkjet', file: STATIC_PAGE },
  { id: 'guidance-payment', path: '/guidance/payment', file: STATIC_PAGE },
  { id: 'guidance-point', path: '/guidance/point', file: STATIC_PAGE },
  { id: 'guidance-price', path: '/guidance/price', file: STATIC_PAGE },
  { id: 'guidance-screen', path: '/guidance/screen', file: STATIC_PAGE },
  { id: 'guidance-timelines', path: '/guidance/timelines', file: STATIC_PAGE },
  { id: 'guidance-white_inkjet', path: '/guidance/white_inkjet', file: STATIC_PAGE },
  { id: 'guidance-timelines-designtool', path: '/guidance/timelines/designtool', file: STATIC_PAGE },
  { id: 'guidance-timelines-screen-printing', path: '/guidance/timelines/screen-printing', file: STATIC_PAGE },
  { id: 'guidance-timelines-submit-data', path: '/guidance/timelines/submit-data', file: STATIC_PAGE },
  { id: 'info-contactus', path: '/info/contactus', file: 'routes/guide/contactus.tsx' },
  { id: 'info-confirm_inquiry', path: '/info/confirm_inquiry', file: 'routes/guide/confirm-inquiry.tsx' },
  { id: 'info-notice', path: '/info/notice', file: STATIC_PAGE },
  { id: 'info-privacy', path: '/info/privacy', file: STATIC_PAGE },
  { id: 'info-systemrequirements', path: '/info/systemrequirements', file: STATIC_PAGE },
  { id: 'info-terms', path: '/info/terms', file: STATIC_PAGE },
  ...DESIGNTOOL_MANUAL.map(({ slug }) => ({ id: `designtool-${slug}`, path: `/designtool/${slug}`, file: DESIGNTOOL_PAGE }) as const),
  { id: 'reference-design', path: '/reference/design', file: STATIC_PAGE },
  { id: 'reference-templates', path: '/reference/templates', file: 'routes/guide/templates.tsx' },
  { id: 'reference-fonts', path: '/reference/fonts', file: STATIC_PAGE },
  { id: 'reference-size-chart', path: '/reference/size-chart', file: 'routes/guide/size-chart.tsx' },
  { id: 'reference-size-guide', path: '/reference/size-guide', file: 'routes/guide/size-guide.tsx' },
  { id: 'catalog-list', path: '/catalog/list', file: 'routes/guide/catalog-list.tsx' },
] as const satisfies readonly PageRoute[];
