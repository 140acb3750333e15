import { island } from '../islands/island.tsx';

/**
 * The list pages' results (chips, cards, pages, filter drawer; catalog-results.tsx), hydrated after
 * the page once their code has arrived (islands/island.tsx). Its `fixed` must keep its identity.
 */
export const CatalogResults = island('CatalogResults', () => import('./catalog-results.tsx').then((module) => module.CatalogResults));
