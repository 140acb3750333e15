/** The browser's store scope (store-scope.tsx): nothing, the islands use jotai's default store. */
export { Fragment as StoreScope } from 'react';
