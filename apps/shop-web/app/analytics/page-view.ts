/**
 * Page-view events for a tag manager (spec §7: "A page-view event is sent to a tag manager on each
 * route change"). Events always go to `window.dataLayer`; the Google Tag Manager script itself is
 * only added when a container id is configured (GTM_ID on the server).
 */

/** What a tag manager receives on each route change. */
export interface PageViewEvent {
  event: 'page_view';
  /** Path and query, e.g. `/search?q=tシャツ`. */
  page_path: string;
  /** Full URL. */
  page_location: string;
  page_title: string;
}

/** The window fields this module touches. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** Appends a page-view event to `host.dataLayer`, creating the array when absent. */
export function pushPageView(host: DataLayerHost, view: Omit<PageViewEvent, 'event'>): PageViewEvent {
  const event: PageViewEvent = { event: 'page_view', ...view };
  host.dataLayer ??= [];
  host.dataLayer.push(event);
  return event;
}

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** True for a well-formed container id; anything else is ignored (it ends up inside a script). */
export function isValidGtmId(id: string | undefined): id is string {
  return id !== undefined && GTM_ID_PATTERN.test(id);
}

/** The standard GTM loader snippet for a (validated) container id. */
export function gtmLoaderScript(id: string): string {
  if (!isValidGtmId(id)) throw new Error(`Invalid GTM container id: ${id}`);
  return (
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);` +
    `})(window,document,'script','dataLayer','${id}');`
  );
}
