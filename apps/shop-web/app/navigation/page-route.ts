/** One implemented page route (see route-table.ts). */
export interface PageRoute {
  /** Route name from the spec; also the React Router route id. */
  id: string;
  /** URL pattern (React Router syntax). */
  path: string;
  /** Route module, relative to `app/`. */
  file: string;
  /**
   * Layout the page renders in (spec §2 Layouts); `default` when absent. `login` is the centred
   * column with home and legal links used by login, register and password recovery; `checkout` the
   * top bar with the logo and a back button, footer links and copyright, without site navigation.
   */
  layout?: 'default' | 'login' | 'checkout';
}
