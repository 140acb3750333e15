/**
 * The filter drawer's form module, fetched when the drawer first opens; the filter buttons call
 * `preloadFilterForm` when hovered or focused, as they do for the drawer itself.
 */
export const loadFilterForm = () => import('./filter-form.tsx');

export function preloadFilterForm(): void {
  void loadFilterForm();
}
