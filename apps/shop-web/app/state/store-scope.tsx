/**
 * Where the page's jotai store comes from. On the server, one store per request: jotai's Provider
 * (root.tsx wraps every page in it). In the browser, one page load is one store, jotai's default
 * store, which the islands (islands/island.tsx) use without a provider: the browser build resolves
 * this module to store-scope.browser.tsx (vite.config.ts), so the store's code is fetched with the
 * islands rather than with the page's first JavaScript. A provider renders no element, so the
 * server's HTML and the browser's tree agree.
 */
export { Provider as StoreScope } from 'jotai';
