/**
 * Which layout and which parts of it a route shows (spec §2 Layouts and Navigation behaviour),
 * decided from the route name alone so it is the same on the server and in the browser.
 */

export type LayoutName = 'default' | 'checkout' | 'designtool' | 'empty' | 'login';

export interface LayoutRules {
  layout: LayoutName;
  /** Footer links (home, blog, legal notice, terms, privacy). */
  footer: boolean;
  /** Product filter button in the top bar. */
  filterButton: boolean;
  /** The side drawer is pinned open on the design-tool manual routes and temporary elsewhere. */
  drawer: 'pinned' | 'temporary';
}

const startsWithAny = (name: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}-`));

// Route names of the account entry pages that use the centred login layout.
const LOGIN_LAYOUT_ROUTES = ['login', 'register', 'forgotpassword', 'resetpassword'] as const;

/** The layout rules for a route name (`index`, `category`, `product-code-print-inkjet`…). */
export function layoutRulesFor(routeName: string): LayoutRules {
  const isPrint = startsWithAny(routeName, ['product-code-print']);
  // The design tool layout is the design editor's. The manual (/designtool, /designtool/*) is a
  // default-layout page with the side drawer pinned.
  const isDesignEditor = startsWithAny(routeName, ['product-code-print-inkjet-design']);
  const layout: LayoutName = startsWithAny(routeName, ['checkout'])
    ? 'checkout'
    : isDesignEditor
      ? 'designtool'
      : startsWithAny(routeName, LOGIN_LAYOUT_ROUTES)
        ? 'login'
        : 'default';
  // Design tool layout: copyright footer, hidden on the mobile design editor.
  const footer = layout === 'designtool' ? !startsWithAny(routeName, ['product-code-print-inkjet-design-mobile']) : !isPrint;
  return {
    layout,
    footer,
    filterButton: routeName === 'category' || routeName === 'search' || startsWithAny(routeName, ['brand', 'features']),
    drawer: startsWithAny(routeName, ['designtool']) ? 'pinned' : 'temporary',
  };
}
